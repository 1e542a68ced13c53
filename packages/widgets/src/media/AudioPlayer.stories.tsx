import type { Meta, StoryObj } from '@storybook/react-vite';
import { AudioPlayer } from './react';
import { chimeUrl } from './storyAudio';

const meta = {
  title: 'Media/AudioPlayer',
  component: AudioPlayer,
  args: { src: chimeUrl(), label: 'Your recording', downloadName: 'answer.mp3' },
} satisfies Meta<typeof AudioPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { src: '' } };
