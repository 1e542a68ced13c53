import type { AnswerRecord, PracticeQuestion, PteClient, PteClientOptions, QuestionPage } from '@pte-kit/core';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ReactView } from './reactElement';

const built = vi.hoisted(() => [] as { options: PteClientOptions; client: Record<string, ReturnType<typeof vi.fn>> }[]);

const page = (ids: number[]): QuestionPage => ({
  _embedded: { questionList: ids.map((id) => ({ id, title: `Question ${id}`, complexity: 'EASY', practiceCount: 0, predictionCount: 0, bookmarkType: null, prediction: false })) },
  page: { size: ids.length, totalElements: 12, totalPages: 3, number: 0 },
  practicedCount: 2,
} as unknown as QuestionPage);

vi.mock('@pte-kit/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pte-kit/core')>()),
  // A client held in memory: the test double of the kit's API.
  createPteClient: (options: PteClientOptions) => {
    const client = {
      listQuestions: vi.fn(async () => page([31, 32, 33])),
      getNote: vi.fn(async () => null),
      createNote: vi.fn(async (input: { practiceId: number; description: string }) => ({
        id: 7, version: 0, skill: 'reading', task: 'rwFillInTheBlanks', title: 'Question 31', ...input,
      })),
      getDictationWords: vi.fn(() => new Promise(() => {})),
      listDictationAnswers: vi.fn(() => new Promise(() => {})),
      getPracticeItemById: vi.fn(() => new Promise(() => {})),
    };
    built.push({ options, client });
    return { baseURL: options.baseURL, ...client } as unknown as PteClient;
  },
}));

await import('./register');

let events: Event[] = [];
const record = (event: Event) => events.push(event);
const NAMES = ['pte-open-question', 'pte-filter-change', 'pte-close', 'pte-note-change'];

beforeEach(() => {
  for (const name of NAMES) document.addEventListener(name, record);
});

afterEach(() => {
  for (const name of NAMES) document.removeEventListener(name, record);
  document.body.innerHTML = '';
  built.length = 0;
  events = [];
});

function place<Tag extends keyof HTMLElementTagNameMap>(markup: string, tag: Tag): HTMLElementTagNameMap[Tag] {
  document.body.insertAdjacentHTML('beforeend', markup);
  return document.body.querySelector(tag)!;
}

/** The element's React content, in its shadow root; the first render imports the element's React part. */
const content = (element: Element) => element.shadowRoot!.querySelector('[part="root"]')!;
const until = (check: () => unknown) => vi.waitFor(() => expect(check()).toBeTruthy(), { timeout: 15_000 });
const button = (element: Element, name: string) =>
  [...content(element).querySelectorAll('button')].find((candidate) => candidate.textContent === name || candidate.getAttribute('aria-label') === name);

function lastEvent<Name extends keyof PteEventMap>(name: Name): CustomEvent<PteEventMap[Name]> {
  const found = events.filter((event) => event.type === name).at(-1) as CustomEvent<PteEventMap[Name]> | undefined;
  expect(found, `a ${name} event`).toBeDefined();
  // Every event reaches the page out of any shadow root around the element.
  expect(found!.bubbles).toBe(true);
  expect(found!.composed).toBe(true);
  return found!;
}

describe('<pte-question-table>', () => {
  it('loads the task named by its attributes, and a chosen row fires pte-open-question with the catalogue key, id and position', async () => {
    const table = place('<pte-question-table api-base="https://api.example" token="t1" task="reading/rw-fill-in-the-blanks" page-size="5"></pte-question-table>', 'pte-question-table');
    await until(() => content(table).querySelector('tbody tr:not([data-skeleton])'));
    expect(built[0].options.baseURL).toBe('https://api.example');
    expect(await built[0].options.getToken?.()).toBe('t1');
    expect(built[0].client.listQuestions).toHaveBeenCalledWith('reading', 'rwFillInTheBlanks', expect.objectContaining({ page: 0, size: 5 }));
    expect(content(table).textContent).toContain('Found 12 Questions');

    const rows = content(table).querySelectorAll('tbody tr');
    (rows[1] as HTMLElement).click();
    expect(lastEvent('pte-open-question').detail).toEqual({ task: 'reading.rwFillInTheBlanks', questionId: 32, position: 2 });
  });

  it('takes the filters as a property and reports its own sort and page changes', async () => {
    const table = place('<pte-question-table task="reading.rwFillInTheBlanks"></pte-question-table>', 'pte-question-table');
    await until(() => content(table).querySelector('tbody tr:not([data-skeleton])'));
    table.filters = { ...table.filters, page: 2 };
    await until(() => built[0].client.listQuestions.mock.calls.some((call) => (call[2] as { page: number }).page === 1));
    button(table, 'Reset filters')!.click();
    expect(lastEvent('pte-filter-change').detail.filters.page).toBe(1);
    expect(table.filters.page).toBe(1);
  });

  it('keeps its rows when moved, lets them go when removed, and renders again when put back', async () => {
    const first = document.createElement('div');
    const second = document.createElement('div');
    document.body.append(first, second);
    first.innerHTML = '<pte-question-table task="reading.rwFillInTheBlanks"></pte-question-table>';
    const table = first.querySelector('pte-question-table')!;
    await until(() => content(table).querySelector('tbody tr:not([data-skeleton])'));
    const row = content(table).querySelector('tbody tr');

    second.append(table);
    await new Promise((resolve) => setTimeout(resolve, 0));
    // The same rows: React's tree was kept, not built again.
    expect(content(table).querySelector('tbody tr')).toBe(row);
    expect(built[0].client.listQuestions).toHaveBeenCalledTimes(1);

    table.remove();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(content(table).childElementCount).toBe(0);

    first.append(table);
    await until(() => content(table).querySelector('tbody tr:not([data-skeleton])'));
    expect(content(table).textContent).toContain('Question 31');
  });
});

describe('<pte-filter-drawer>', () => {
  it('reports each change with pte-filter-change and the close of its sheet with pte-close', async () => {
    const drawer = place('<pte-filter-drawer task="reading.rwFillInTheBlanks" open></pte-filter-drawer>', 'pte-filter-drawer');
    await until(() => content(drawer).querySelector('[role="tab"]'));
    const bookmarked = [...content(drawer).querySelectorAll<HTMLElement>('[role="tab"]')].find((tab) => tab.textContent?.startsWith('Bookmarked'))!;
    bookmarked.click();
    expect(lastEvent('pte-filter-change').detail.filters.category).toBe('bookmark');
    expect(drawer.filters.category).toBe('bookmark');

    button(drawer, 'Close filters')!.click();
    lastEvent('pte-close');
    expect(drawer.open).toBe(false);
    await drawer.updateComplete;
    expect(drawer.hasAttribute('open')).toBe(false);
  });

  it('says so when the task names no task', async () => {
    const drawer = place('<pte-filter-drawer task="reading/nothing"></pte-filter-drawer>', 'pte-filter-drawer');
    await until(() => content(drawer).querySelector('[role="alert"]'));
    expect(content(drawer).textContent).toContain('Unknown task "reading/nothing"');
  });
});

describe('<pte-score-modal>', () => {
  it('shows the record it is given in a dialog and fires pte-close when closed', async () => {
    const modal = place('<pte-score-modal task="reading.multipleChoiceSingleAnswer" open></pte-score-modal>', 'pte-score-modal');
    modal.question = {
      id: 5, skill: 'reading', task: 'multipleChoiceSingleAnswer', title: 'Tides', complexity: 'EASY',
      content: { kind: 'multipleChoiceSingleAnswer', text: 'Why tides?', question: 'Why?', options: [{ id: 1, text: 'The moon' }, { id: 2, text: 'The wind' }] },
    } as unknown as PracticeQuestion;
    modal.record = {
      id: 9, practiceId: 5, type: 'MY_ANSWER', nickname: 'Me', avatar: null, lastModifiedDate: '2026-05-01T10:00:00Z', pteType: 'PTE Academic',
      score: 1, maxScore: 1, answers: ['1'], results: [], scores: {}, duration: 30, shareLink: 'https://x/share/9',
    } as unknown as AnswerRecord;
    await until(() => content(modal).querySelector('[role="dialog"]'));
    expect(content(modal).querySelector('[role="dialog"]')!.textContent).toMatch(/reading · multiple choice single.*The moon/);
    button(modal, 'Close')!.click();
    lastEvent('pte-close');
    expect(modal.open).toBe(false);
  });
});

describe('<pte-note-editor>', () => {
  it("opens the note of the question its attributes name and fires pte-note-change with the saved note", async () => {
    const editor = place('<pte-note-editor api-base="https://api.example" task="reading.rwFillInTheBlanks" question-id="31" open></pte-note-editor>', 'pte-note-editor');
    await until(() => content(editor).querySelector('textarea'));
    expect(built[0].client.getNote).toHaveBeenCalledWith(31, { skill: 'reading', task: 'rwFillInTheBlanks' });
    const textarea = content(editor).querySelector('textarea')!;
    const setValue = Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!;
    setValue.call(textarea, 'Tides follow the moon');
    textarea.dispatchEvent(new Event('input', { bubbles: true }));
    button(editor, 'Save')!.click();
    await until(() => events.some((event) => event.type === 'pte-note-change'));
    expect(lastEvent('pte-note-change').detail.note).toMatchObject({ id: 7, practiceId: 31 });
  });
});

describe('<pte-dictation>', () => {
  it('builds its client from api-base and token and starts a session', async () => {
    const dictation = place('<pte-dictation api-base="https://api.example" token="t2"></pte-dictation>', 'pte-dictation');
    await until(() => built[0]?.client.getDictationWords.mock.calls.length);
    expect(built[0].options.baseURL).toBe('https://api.example');
    expect(await built[0].options.getToken?.()).toBe('t2');
    dictation.getToken = () => 'from-the-page';
    expect(await built[0].options.getToken?.()).toBe('from-the-page');
  });
});

describe('every element', () => {
  it('is a block, hidden by the hidden attribute', async () => {
    for (const tag of ['pte-practice-question', 'pte-question-table', 'pte-filter-drawer', 'pte-score-modal', 'pte-note-editor', 'pte-dictation', 'pte-mock-test'] as const) {
      const element = place(`<${tag} hidden></${tag}>`, tag);
      await element.updateComplete;
      const rules = [...element.shadowRoot!.adoptedStyleSheets ?? []].flatMap((sheet) => [...sheet.cssRules].map((rule) => rule.cssText)).join('\n')
        + [...element.shadowRoot!.querySelectorAll('style')].map((style) => style.textContent).join('\n');
      expect(rules).toMatch(/:host\s*\{\s*display:\s*block;?\s*\}/);
      expect(rules).toMatch(/:host\(\[hidden\]\)\s*\{\s*display:\s*none;?\s*\}/);
    }
  });
});

describe('an element whose React part cannot be fetched', () => {
  it('says so instead of staying blank', async () => {
    const { ReactElement } = await import('./reactElement');
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    class Offline extends ReactElement<object> {
      protected override loadView() {
        return Promise.reject<{ default: ReactView<object> }>(new TypeError('Failed to fetch dynamically imported module'));
      }
      protected override viewProps() {
        return {};
      }
    }
    customElements.define('pte-test-offline', Offline);
    const element = place('<pte-test-offline></pte-test-offline>', 'pte-test-offline' as 'pte-dictation');
    await until(() => element.shadowRoot!.querySelector('[role="alert"]'));
    expect(element.shadowRoot!.textContent).toContain('could not be loaded');
    expect(error).toHaveBeenCalledTimes(1);
  });
});
