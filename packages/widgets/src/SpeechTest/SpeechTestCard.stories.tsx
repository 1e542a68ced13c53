import type { PteClient, Transcription } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { SpeechTestCard } from './SpeechTestCard';

/** Stories only: no speech engine runs beside Storybook, so the transcription names the recording's length instead. */
function storyClient(): PteClient {
  return {
    baseURL: '',
    transcribe: async (voice: string): Promise<Transcription> => {
      await new Promise((resolve) => { setTimeout(resolve, 600); });
      const bytes = Math.round((voice.length * 3) / 4);
      return { text: `(Storybook has no speech engine: ${bytes} bytes of mp3 received)`, durationSeconds: bytes / 16000 };
    },
  } as unknown as PteClient;
}

const meta = {
  title: 'Widgets/SpeechTestCard',
  component: SpeechTestCard,
  args: { client: storyClient(), onToast: fn(), onMicrophoneSetup: fn((event) => event.preventDefault()) },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
} satisfies Meta<typeof SpeechTestCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Press the microphone, speak for up to 5 s (or press again to stop); the words come back read-only. */
export const Default: Story = {};
