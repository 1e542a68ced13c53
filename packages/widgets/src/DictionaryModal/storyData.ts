import { ApiError, type PteClient, type VocabEntryDto, type WordDto } from '@pte-kit/core';
import { fn } from 'storybook/test';

/** A word as the dictionary serves it: two parts of speech, US and UK voices, no Australian one. */
export const LIBRARY: WordDto = {
  word: 'library', americanAudio: '/media/words/library/us.mp3', britishAudio: '/media/words/library/uk.mp3', australianAudio: null,
  americanPhonetic: '/ˈlaɪˌbrɛri/', britishPhonetic: '/ˈlaɪbrəri/', australianPhonetic: null,
  translations: ['کتابخانه'], image: null, familyWords: [{ word: 'librarian' }],
  meanings: [
    {
      partOfSpeech: 'NOUN',
      definitions: ['A room where books are kept.', 'A collection of literary documents or records kept for reference.'],
      examples: ['She borrowed three novels from the library.'],
      synonyms: [{ word: 'archive', example: null }, { word: 'reading room', example: null }], antonyms: [],
      collocations: [{ phrase: 'public library', example: 'The public library opens at nine.' }],
      idioms: [],
    },
    {
      partOfSpeech: 'VERB', definitions: ['To catalogue as in a library (rare).'], examples: [],
      synonyms: [], antonyms: [], collocations: [], idioms: [],
    },
  ],
  bookmark: 'UNMARK', vocabBook: null, pronunciationBook: null, spellingBook: null,
};

export const ARCHIVE: WordDto = {
  ...LIBRARY, word: 'archive', americanPhonetic: '/ˈɑrˌkaɪv/', britishPhonetic: '/ˈɑːkaɪv/', translations: ['بایگانی'], familyWords: [],
  meanings: [{ partOfSpeech: 'NOUN', definitions: ['A collection of historical documents.'], examples: [], synonyms: [], antonyms: [], collocations: [], idioms: [] }],
};

/** The same word already in the learner's Vocab and Pronunciation books, marked HARD. */
export const LIBRARY_SAVED: WordDto = { ...LIBRARY, bookmark: 'HARD', vocabBook: 11, pronunciationBook: 12, spellingBook: null };

const entry = (word: string, id = 21): VocabEntryDto => ({
  id, word, practiceType: null, skillType: null, bookmark: 'UNMARK', practiceCount: 0, note: null, createdDate: '2026-11-26T10:00:00Z', version: 3,
});

export const conflict = () => new ApiError(409, 'Word already exists', { status: 409, message: 'Word already exists', errors: [] });

/** An in-memory dictionary and word books: every call a spy, answering after a short wait. */
export function dictionaryClient(words: WordDto[] = [LIBRARY, ARCHIVE], wait = 0) {
  const later = <T,>(value: T) => new Promise<T>((resolve) => { setTimeout(() => resolve(value), wait); });
  return {
    baseURL: 'https://api.example',
    getDictionaryWord: fn(async (word: string) => {
      const found = words.find((item) => item.word === word.toLowerCase());
      if (!found) throw new ApiError(404, `No dictionary entry for "${word}".`, { status: 404, message: `No dictionary entry for "${word}".`, errors: [] });
      return later(found);
    }),
    addVocab: fn(async (word: string) => later(entry(word))),
    addPronunciation: fn(async (word: string) => later({ ...entry(word, 22), lastScore: null })),
    addSpelling: fn(async (word: string) => later(entry(word, 23))),
    deleteVocab: fn(async () => later(undefined)),
    deletePronunciation: fn(async () => later(undefined)),
    deleteSpelling: fn(async () => later(undefined)),
    getVocabEntry: fn(async (id: number) => later({ ...entry('library', id), details: null })),
    setVocabBookmark: fn(async (id: number, bookmark: VocabEntryDto['bookmark'], version: number) => later({ ...entry('library', id), bookmark, version: version + 1 })),
  } satisfies Partial<PteClient>;
}

export type DictionaryStoryClient = ReturnType<typeof dictionaryClient>;
export const asClient = (client: DictionaryStoryClient) => client as unknown as PteClient;
