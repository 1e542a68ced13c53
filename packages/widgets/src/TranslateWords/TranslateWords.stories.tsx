import { ApiError, type PteClient, type WordTranslation } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, within } from 'storybook/test';
import { doubleClickWord } from './doubleClickWord';
import { TranslateWords } from './TranslateWords';

const languages = { fa: 'Persian (فارسی)', de: 'German (Deutsch)', es: 'Spanish (Español)' };

/** Stories only: the offline dictionary's answers for the words of the stories; anything else is not found. */
const dictionary: Record<string, Record<string, Pick<WordTranslation, 'headword' | 'translations'>>> = {
  fa: { libraries: { headword: 'library', translations: ['کتابخانه'] }, harbour: { headword: 'harbour', translations: ['بندر', 'لنگرگاه'] } },
  de: { libraries: { headword: 'library', translations: ['Bibliothek', 'Bücherei'] }, harbour: { headword: 'harbour', translations: ['Hafen'] } },
  es: { libraries: { headword: 'library', translations: ['biblioteca'] }, harbour: { headword: 'harbour', translations: ['puerto'] } },
};

function storyClient(): PteClient {
  return {
    baseURL: '',
    getLanguages: fn(async () => languages),
    translateWord: fn(async (word: string, language = 'fa'): Promise<WordTranslation> => {
      const entry = dictionary[language]?.[word.toLowerCase()];
      if (!entry) throw new ApiError(404, 'not found', null);
      return { word, language, ...entry };
    }),
  } as unknown as PteClient;
}

const meta = {
  title: 'Widgets/TranslateWords',
  component: TranslateWords,
  args: {
    client: storyClient(),
    children: <p>Public <span>libraries</span> lend books, and the old <span>harbour</span> now hosts a <span>zyx</span> market.</p>,
  },
  argTypes: { client: { control: false }, children: { control: false } },
  // The language chosen in one story is remembered on this device; each story starts from its own.
  beforeEach: () => localStorage.removeItem('translateLanguage'),
} satisfies Meta<typeof TranslateWords>;

export default meta;
type Story = StoryObj<typeof meta>;

/** No profile language: Persian, right to left, with the headword the inflected form came from. */
export const Persian: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Translate' });
    doubleClickWord(canvas.getByText('libraries').firstChild!);
    const popover = await canvas.findByRole('status', { name: 'Translation of libraries' });
    await expect(await within(popover).findByText('کتابخانه')).toBeVisible();
  },
};

/** The learner's profile says German. */
export const ProfileLanguage: Story = {
  args: { language: 'de' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Translate' });
    doubleClickWord(canvas.getByText('harbour').firstChild!);
    await expect(await canvas.findByText('Hafen')).toBeVisible();
  },
};

/** A word the offline dictionary does not have. */
export const NotInDictionary: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: 'Translate' });
    doubleClickWord(canvas.getByText('zyx').firstChild!);
    await expect(await canvas.findByText('No Persian translation of “zyx” in the offline dictionary.')).toBeVisible();
  },
};

/** The server has no translation languages (or the client cannot list them): no selector, nothing to look up. */
export const NoLanguages: Story = {
  args: { client: { ...storyClient(), getLanguages: fn(async () => Promise.reject(new Error('offline'))) } as PteClient },
};
