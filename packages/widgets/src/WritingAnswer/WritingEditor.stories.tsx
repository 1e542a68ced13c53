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
  parameters: { docs: { description: { component: "`WritingEditor`: the writing box of the writing tasks with the exam's word limits, a live word count and the typing rules of PTE Academic or Core." } } },
  args: { question: summarizeWrittenTextSample, variant: 'ACADEMIC' },
  argTypes: { question: { control: false }, variant: { control: 'inline-radio', options: ['ACADEMIC', 'CORE'] } },
} satisfies Meta<typeof Playground>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SummarizeWrittenText: Story = {};

export const SummarizeWrittenTextCore: Story = {
  args: {
    variant: 'CORE',
    initial: 'Walking is free, suits every age and strengthens the heart and bones, and short daily walks also lift mood and ease stress.',
  },
};

export const WriteEssay: Story = { args: { question: writeEssaySample } };

export const WriteEmail: Story = {
  args: {
    question: writeEmailSample,
    variant: 'CORE',
    initial: 'Hi Sam,\n\nI am so sorry I missed your birthday party on Saturday.',
  },
};

export const SummarizeSpokenText: Story = {
  args: {
    question: summarizeSpokenTextSample,
    initial:
      'The speaker argues that walking is one of the simplest and most useful forms of exercise, because it needs no equipment, gym membership or training. Regular walks strengthen the heart and muscles, lift the mood and reduce stress, so building short walks into the day, for example instead of a short drive, makes a real difference.',
  },
};

export const Disabled: Story = {
  args: { question: summarizeSpokenTextSample, variant: 'CORE', initial: 'Walking is simple exercise.', disabled: true },
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
