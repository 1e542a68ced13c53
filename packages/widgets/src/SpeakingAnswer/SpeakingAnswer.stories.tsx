import { getTask } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../private/Button';
import { SpeakingAnswer, type SpeakingAnswerProps } from './SpeakingAnswer';

/** The practice card's timing player tells the answer when the question's recording ends; here a button stands in for it. */
function WithQuestionRecording(args: SpeakingAnswerProps) {
  const [audioEnds, setAudioEnds] = useState(args.audioEnds);
  return (
    <div style={{ display: 'grid', gap: 12, maxWidth: 560 }}>
      <div>
        <Button variant="secondary" size="sm" onClick={() => setAudioEnds((count) => count + 1)}>End the question&apos;s recording</Button>
      </div>
      <SpeakingAnswer {...args} audioEnds={audioEnds} />
    </div>
  );
}

const meta = {
  title: 'Widgets/SpeakingAnswer',
  component: SpeakingAnswer,
  args: { task: getTask('speaking.readAloud'), audioEnds: 0, onRecordedChange: fn(), onToast: fn() },
  argTypes: { task: { control: false } },
} satisfies Meta<typeof SpeakingAnswer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Read Aloud: 35 s to prepare, then the recorder starts by itself; Skip starts it at once. */
export const ReadAloud: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('Recording begins in 35 sec');
    await userEvent.click(canvas.getByRole('button', { name: 'Skip' }));
    await expect(canvas.getByRole('timer')).toHaveTextContent('Recording…');
  },
};

/** Repeat Sentence: recording starts as soon as the sentence has been heard. */
export const RepeatSentence: Story = {
  args: { task: getTask('speaking.repeatSentence') },
  render: (args) => <WithQuestionRecording {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('timer')).toHaveTextContent('Listen to the recording');
    await userEvent.click(canvas.getByRole('button', { name: "End the question's recording" }));
    await expect(canvas.getByRole('timer')).toHaveTextContent('Recording…');
  },
};

/** Describe Image: 25 s to study the picture. */
export const DescribeImage: Story = { args: { task: getTask('speaking.describeImage') } };

/** After Submit: no more recording. */
export const Submitted: Story = { args: { disabled: true } };
