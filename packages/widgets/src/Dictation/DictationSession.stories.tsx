import { ApiError, type DictationAnswerWord, type DictationScoredAnswer, type DictationWordAudio, type PteClient } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { DictationSession } from './DictationSession';
import { toneFor } from './storyAudio';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const WORDS = ['rhythm', 'receive', 'yacht', 'necessary', 'separate', 'colleague', 'foreign', 'privilege', 'embarrass', 'library'];

const withTones = (word: string): DictationWordAudio => ({ word, americanAudio: toneFor(word), britishAudio: toneFor(`${word}!`), australianAudio: null });

/** An in-memory dictation API for the stories, with a little latency; a session with the answer "fail" is refused. */
function storyClient({ past = 3, hang = false } = {}): PteClient {
  let nextId = 1000;
  const answers: DictationScoredAnswer[] = Array.from({ length: past }, (_, index) => ({
    id: index + 1, score: 7 - index, lastModifiedDate: `2026-04-2${index}T09:1${index}:00Z`,
    words: WORDS.map((word, position) => ({ word, answer: position < 7 - index ? word : `${word.slice(0, -1)}e` })),
  }));
  return {
    baseURL: '',
    getDictationWords: async () => {
      await wait(hang ? 1e9 : 400);
      return [...WORDS].sort(() => Math.random() - 0.5).map(withTones);
    },
    submitDictation: async (words: DictationAnswerWord[]) => {
      await wait(500);
      if (words.some((entry) => entry.answer === 'fail')) {
        throw new ApiError(400, 'Bad request', { status: 400, message: '"fail" cannot be scored in this story.', errors: [] });
      }
      const scored = {
        id: nextId++, words, lastModifiedDate: new Date().toISOString(),
        score: words.filter((entry) => entry.answer.trim().toLowerCase() === entry.word).length,
      };
      answers.unshift(scored);
      return scored;
    },
    listDictationAnswers: async (page: number, size: number) => {
      await wait(300);
      return {
        _embedded: { dictationScoredAnswerDtoList: answers.slice(page * size, (page + 1) * size) },
        page: { size, totalElements: answers.length, totalPages: Math.ceil(answers.length / size), number: page },
      };
    },
    deleteDictationAnswer: async (id: number) => {
      await wait(300);
      answers.splice(answers.findIndex((answer) => answer.id === id), 1);
    },
  } as unknown as PteClient;
}

const meta: Meta<typeof DictationSession> = {
  title: 'Widgets/DictationSession',
  component: DictationSession,
  args: { client: storyClient(), onToast: fn() },
};

export default meta;
type Story = StoryObj<typeof DictationSession>;

/** Ten words (tones stand in for the recordings), three past answers. Type "fail" as an answer to see a refused submit. */
export const Default: Story = {};

/** Load more appears with more than ten past answers. */
export const LongHistory: Story = { args: { client: storyClient({ past: 24 }) } };

export const FirstSession: Story = { args: { client: storyClient({ past: 0 }) } };

export const Loading: Story = { args: { client: storyClient({ hang: true }) } };
