import type { PteClient, PteClientOptions, WordDto } from '@pte-kit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const built = vi.hoisted(() => [] as { options: PteClientOptions; client: Record<string, ReturnType<typeof vi.fn>> }[]);

const wordOf = (word: string): WordDto => ({
  word, americanAudio: null, britishAudio: null, australianAudio: null, americanPhonetic: '/ˈlaɪˌbrɛri/', britishPhonetic: null,
  australianPhonetic: null, translations: ['کتابخانه'], image: null, familyWords: [],
  meanings: [{ partOfSpeech: 'NOUN', definitions: [`The meaning of ${word}.`], examples: [], synonyms: [], antonyms: [], collocations: [], idioms: [] }],
  bookmark: 'UNMARK', vocabBook: null, pronunciationBook: null, spellingBook: null,
});

vi.mock('@pte-kit/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pte-kit/core')>()),
  // A client held in memory: the test double of the kit's API.
  createPteClient: (options: PteClientOptions) => {
    const client = {
      getDictionaryWord: vi.fn(async (word: string) => wordOf(word)),
      addVocab: vi.fn(async (word: string) => ({ id: 5, word })),
    };
    built.push({ options, client });
    return { baseURL: options.baseURL, ...client } as unknown as PteClient;
  },
}));

await import('./register');

let events: Event[] = [];
const record = (event: Event) => events.push(event);
const NAMES = ['pte-word-added', 'pte-close'];

beforeEach(() => {
  for (const name of NAMES) document.addEventListener(name, record);
});

afterEach(() => {
  for (const name of NAMES) document.removeEventListener(name, record);
  document.body.innerHTML = '';
  built.length = 0;
  events = [];
  localStorage.clear();
  vi.unstubAllGlobals();
});

function place(markup: string) {
  document.body.insertAdjacentHTML('beforeend', markup);
  return document.body.querySelector('pte-dictionary')!;
}

const content = (element: Element) => element.shadowRoot!.querySelector('[part="root"]')!;
const until = (check: () => unknown) => vi.waitFor(() => expect(check()).toBeTruthy(), { timeout: 15_000 });
const byLabel = (element: Element, name: string) =>
  [...content(element).querySelectorAll<HTMLElement>('button, input')].find((candidate) =>
    candidate.textContent === name || candidate.getAttribute('aria-label') === name || candidate.closest('label')?.textContent === name);
const dialog = (element: Element) => content(element)?.querySelector('[role="dialog"]');

describe('<pte-dictionary>', () => {
  it('shows its word in the text; pressing it opens the dictionary, and a saved word fires pte-word-added', async () => {
    const element = place('<p>A <pte-dictionary api-base="https://api.example" token="t1" word="library"></pte-dictionary> of books.</p>');
    await until(() => byLabel(element, 'Look up library in the dictionary'));
    expect(dialog(element)).toBeFalsy();
    byLabel(element, 'Look up library in the dictionary')!.click();
    await until(() => dialog(element)?.textContent?.includes('The meaning of library.'));
    expect(built[0].client.getDictionaryWord).toHaveBeenCalledWith('library', undefined);
    expect(await built[0].options.getToken?.()).toBe('t1');

    byLabel(element, 'Vocab Book')!.click();
    byLabel(element, 'Close')!.click();
    await until(() => events.some((event) => event.type === 'pte-word-added'));
    const added = events.find((event) => event.type === 'pte-word-added') as CustomEvent<PteEventMap['pte-word-added']>;
    expect(added.detail).toEqual({ word: 'library', books: ['vocabBook'] });
    expect(added.bubbles && added.composed).toBe(true);
    expect(events.some((event) => event.type === 'pte-close')).toBe(true);
    expect(built[0].client.addVocab).toHaveBeenCalledWith('library', undefined, undefined);
    await until(() => !dialog(element));
    await until(() => content(element).querySelector('[role="status"]')?.textContent === 'Word added successfully');
  });

  it('opens on any word through open(word), in the translation language it names', async () => {
    const element = place('<pte-dictionary api-base="https://api.example" token="t1" translation-language="es"></pte-dictionary>');
    await element.updateComplete;
    element.open('archive');
    await until(() => dialog(element)?.textContent?.includes('The meaning of archive.'));
    expect(built.at(-1)!.client.getDictionaryWord).toHaveBeenCalledWith('archive', 'es');
    element.close();
    await until(() => !dialog(element));
  });

  it('shows a reader who is not signed in the dictionary without the books, and the sign-in bar', async () => {
    // The reader's session builds its own anonymous client inside core: the API as the reader's browser reaches it.
    const requests: { url: string; authorization: string | null }[] = [];
    vi.stubGlobal('fetch', vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push({ url: request.url, authorization: request.headers.get('authorization') });
      return new Response(JSON.stringify(wordOf('library')), { status: 200, headers: { 'content-type': 'application/json' } });
    }));
    const element = place('<pte-dictionary api-base="https://api.example" word="library"></pte-dictionary>');
    await until(() => byLabel(element, 'Look up library in the dictionary'));
    element.open();
    await until(() => dialog(element)?.textContent?.includes('The meaning of library.'));
    expect(byLabel(element, 'Vocab Book')).toBeUndefined();
    expect(dialog(element)!.textContent).toContain('Sign in to save words to your Vocab, Pronunciation and Spelling books.');
    expect(byLabel(element, 'Sign in')).toBeTruthy();
    expect(requests).toEqual([{ url: 'https://api.example/api/dictionary/library', authorization: null }]);
  }, 20_000);
});
