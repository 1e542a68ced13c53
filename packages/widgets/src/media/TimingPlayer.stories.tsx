import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { TimingPlayer } from './react';
import { chimeUrl } from './storyAudio';

const chime = chimeUrl();
/** Every voice plays the same chime here; in the kit each voice has its own recording. */
const eachVoice = () => chime;

const meta = {
  title: 'Media/TimingPlayer',
  component: TimingPlayer,
  args: { onSpeakerChange: fn(), onEnded: fn() },
} satisfies Meta<typeof TimingPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Speed, volume (arrow keys: ±2 s, ±0.1), waveform and the speaker selector with 'random'. */
export const Default: Story = { args: { urlForSpeaker: eachVoice } };

/** 'Play after N sec', then autoplay. */
export const Autoplay: Story = { args: { urlForSpeaker: eachVoice, autoplay: true, delay: 3 } };

/** A single recording: no speaker to choose. */
export const FixedSource: Story = { args: { src: chime } };

/**
 * The exam's player (mock tests): the countdown, then one playthrough at x1. No pause, speed or voice, a read-only
 * position and the time left; the volume stays. After the end it says the recording has finished.
 */
export const Exam: Story = { args: { urlForSpeaker: eachVoice, autoplay: true, delay: 3, exam: true } };
