import type { Meta, StoryObj } from '@storybook/react-vite';
import { getTask, type ExamVariant, type PracticeQuestion } from '@pte-kit/core';
import { useState } from 'react';
import type { WritingContent } from './types';
import { writingTaskOf } from './wordLimits';
import { WritingEditor } from './WritingEditor';
import { summarizeSpokenTextSample, summarizeWrittenTextSample, writeEmailSample, writeEssaySample } from './writingSamples';

interface StoryArgs {
  question: PracticeQuestion;
  variant: ExamVariant;
  /** Text the box starts with. */
  initial?: string;
  disabled?: boolean;
}

function Playground({ question, variant, initial = '', disabled }: StoryArgs) {
  const content = question.content as WritingContent;
  const [value, setValue] = useState(initial);
  return (
    <WritingEditor
      content={content}
      task={writingTaskOf(content.kind)}
      variant={variant}
      value={value}
      onValueChange={setValue}
      disabled={disabled}
    />
  );
}

const meta = {
  title: 'Widgets/WritingEditor',
  component: Playground,
  args: { question: summarizeWrittenTextSample, variant: 'ACADEMIC' },
  argTypes: { question: { control: false }, variant: { control: 'inline-radio', options: ['ACADEMIC', 'CORE'] } },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SummarizeWrittenText: Story = {};

export const SummarizeWrittenTextCore: Story = {
  args: {
    variant: 'CORE',
    initial: 'Four-day week trials keep output steady and cut burnout, but the model is hard to run in services staffed every day.',
  },
};

export const WriteEssay: Story = { args: { question: writeEssaySample } };

export const WriteEmail: Story = {
  args: {
    question: writeEmailSample,
    variant: 'CORE',
    initial: 'Dear Ms Patel,\n\nThe heater in my flat has not worked for three days.',
  },
};

export const SummarizeSpokenText: Story = {
  args: {
    question: summarizeSpokenTextSample,
    initial:
      'The speaker explains that light from screens delays melatonin, the hormone that signals sleep, and advises putting devices away an hour before bed or using a warmer night mode. This matters because later melatonin release means people fall asleep later and feel more tired the next morning, so small changes to evening habits can improve rest.',
  },
};

export const Disabled: Story = {
  args: { question: summarizeSpokenTextSample, variant: 'CORE', initial: 'Screens delay sleep.', disabled: true },
};

/** The essay task in a variant that does not offer it has no limits: only the count shows. */
export const NoLimits: Story = {
  render: (args) => {
    const [value, setValue] = useState('');
    return (
      <WritingEditor
        content={writeEssaySample.content as WritingContent}
        task={getTask('writing.writeEssay')}
        variant="CORE"
        value={value}
        onValueChange={setValue}
        disabled={args.disabled}
      />
    );
  },
};
