import type { DictationWordAudio, PteClient } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { toneFor } from '../Dictation/storyAudio';
import { ListeningTestCard } from './ListeningTestCard';

const WORDS = ['rhythm', 'yacht', 'castle', 'foreign', 'library'];

/** Random words from a small list, a tone standing in for each recording. */
function storyClient(): PteClient {
  return {
    baseURL: '',
    getDictationWord: async (_level: string, exclude?: string): Promise<DictationWordAudio> => {
      await new Promise((resolve) => { setTimeout(resolve, 300); });
      const choices = WORDS.filter((word) => word !== exclude);
      const word = choices[Math.floor(Math.random() * choices.length)];
      return { word, americanAudio: toneFor(word), britishAudio: toneFor(word), australianAudio: null };
    },
  } as unknown as PteClient;
}

const meta: Meta<typeof ListeningTestCard> = {
  title: 'Widgets/ListeningTestCard',
  component: ListeningTestCard,
  args: { client: storyClient() },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}><Story /></div>],
};

export default meta;
type Story = StoryObj<typeof ListeningTestCard>;

/** Type the word you hear; Show word reveals it, Next brings another. */
export const Default: Story = {};
