import type { MockAttemptView, MockReport, MockTestsList, PteClient, PteClientOptions } from '@pte-kit/core';
import { afterEach, describe, expect, it, vi } from 'vitest';

/** The sittings the in-memory API holds, by id; `inProgress` names one of form A-reading already running. */
const api = vi.hoisted(() => ({ inProgress: null as number | null, built: [] as { options: PteClientOptions; client: Record<string, ReturnType<typeof vi.fn>> }[] }));

const sittingView = (id: number, phase: MockAttemptView['phase']): MockAttemptView => ({
  id, formId: 'A-reading', formName: 'PTE Academic Reading section mock', variant: 'ACADEMIC', pteType: 'PTE Academic',
  status: phase === 'FINISHED' ? 'FINISHED' : 'IN_PROGRESS', phase, position: phase === 'FINISHED' ? 1 : 0, total: 1, answered: 0,
  sectionIndex: phase === 'FINISHED' ? 1 : 0,
  sections: [{ key: 'reading', name: 'Reading', seconds: 1500, items: 1, deadline: null, closed: phase === 'FINISHED' }],
  remainingSeconds: null, item: null, startedAt: '2026-11-27T04:00:00.000Z', finishedAt: phase === 'FINISHED' ? '2026-11-27T04:20:00.000Z' : null,
});

const report = (attemptId: number): MockReport => ({
  status: 'SCORED', attemptId, formId: 'A-reading', formName: 'PTE Academic Reading section mock', variant: 'ACADEMIC',
  overall: { score: 47, band: [35, 59] }, skills: { R: { score: 44, band: [31, 57] }, W: { score: 52, band: [36, 68] } }, enabling: {}, items: [],
});

vi.mock('@pte-kit/core', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@pte-kit/core')>()),
  // A mock-test API held in memory: the test double of the kit's server.
  createPteClient: (options: PteClientOptions) => {
    const phases = new Map<number, MockAttemptView['phase']>();
    const client = {
      listMockTests: vi.fn(async (): Promise<MockTestsList> => ({
        forms: [{
          id: 'A-reading', name: 'PTE Academic Reading section mock', variant: 'ACADEMIC', kind: 'SECTION', skill: 'reading', minutes: 25,
          itemCount: 1, sections: [{ key: 'reading', name: 'Reading', seconds: 1500, items: 1 }],
        }],
        attempts: api.inProgress === null ? [] : [{
          id: api.inProgress, formId: 'A-reading', formName: 'PTE Academic Reading section mock', status: 'IN_PROGRESS',
          startedAt: '2026-11-27T04:00:00.000Z', finishedAt: null, overall: null,
        }],
        allowance: { plan: 'PREMIUM', remaining: null, message: null },
      })),
      startMockTest: vi.fn(async () => sittingView(21, 'BREAK')),
      getMockAttempt: vi.fn(async (id: number) => sittingView(id, phases.get(id) ?? (id === 30 ? 'FINISHED' : 'BREAK'))),
      nextMockItem: vi.fn(async (id: number) => sittingView(id, 'BREAK')),
      answerMockItem: vi.fn(),
      finishMockTest: vi.fn(async (id: number) => {
        phases.set(id, 'FINISHED');
        return sittingView(id, 'FINISHED');
      }),
      getMockReport: vi.fn(async (id: number) => report(id)),
    };
    api.built.push({ options, client });
    return { baseURL: options.baseURL, ...client } as unknown as PteClient;
  },
}));

await import('./register');

const events: CustomEvent[] = [];
const record = (event: Event) => events.push(event as CustomEvent);
for (const name of ['pte-mock-started', 'pte-mock-finished', 'pte-mock-report']) document.addEventListener(name, record);

afterEach(() => {
  document.body.innerHTML = '';
  api.built.length = 0;
  api.inProgress = null;
  events.length = 0;
});

function place(markup: string) {
  document.body.insertAdjacentHTML('beforeend', markup);
  return document.body.querySelector('pte-mock-test')!;
}

const root = (element: Element) => element.shadowRoot!;
const until = <T>(find: () => T | null | undefined | false) => vi.waitFor(() => {
  const found = find();
  expect(found).toBeTruthy();
  return found as T;
}, { timeout: 15_000 });
const buttonIn = (scope: ParentNode, name: string) =>
  [...scope.querySelectorAll('button')].find((candidate) => candidate.textContent?.trim() === name || candidate.getAttribute('aria-label') === name);
const eventsOf = (type: string) => events.filter((event) => event.type === type);

describe('<pte-mock-test>', () => {
  it('starts the form form-id names, tells the page, and reports the end and the scores in composed events', async () => {
    const element = place('<pte-mock-test api-base="https://api.example" token="t3" form-id="A-reading"></pte-mock-test>');
    await until(() => buttonIn(root(element), 'Begin this part'));
    const { client, options } = api.built[0]!;
    expect(options.baseURL).toBe('https://api.example');
    expect(await options.getToken?.()).toBe('t3');
    expect(client.startMockTest).toHaveBeenCalledWith('A-reading');
    expect(eventsOf('pte-mock-started').map((event) => event.detail)).toEqual([{ attemptId: 21, formId: 'A-reading' }]);

    buttonIn(root(element), 'End the test')!.click();
    const confirm = await until(() => buttonIn(root(element), 'Yes, end it') ?? buttonIn(document.body, 'Yes, end it'));
    confirm.click();
    await until(() => eventsOf('pte-mock-report').length);
    expect(eventsOf('pte-mock-finished').map((event) => event.detail)).toEqual([{ attemptId: 21 }]);
    const [shown] = eventsOf('pte-mock-report');
    expect(shown!.detail).toEqual({ attemptId: 21, overall: { score: 47, band: [35, 59] }, skills: { R: { score: 44, band: [31, 57] }, W: { score: 52, band: [36, 68] } } });
    for (const event of events) {
      expect(event.bubbles).toBe(true);
      expect(event.composed).toBe(true);
    }
    await until(() => root(element).textContent?.includes('Score report'));
  });

  it('keeps its sitting when the page gives a new token, and does not start another', async () => {
    const element = place('<pte-mock-test token="t1" form-id="A-reading"></pte-mock-test>');
    await until(() => buttonIn(root(element), 'Begin this part'));
    element.token = 't2';
    await until(() => api.built.length === 2);
    // The sitting stays as it is (not loaded afresh); its next call goes with the new token's client.
    buttonIn(root(element), 'Begin this part')!.click();
    await until(() => api.built[1]!.client.nextMockItem.mock.calls.length);
    expect(api.built[0]!.client.getMockAttempt).toHaveBeenCalledTimes(1);
    expect(api.built[1]!.client.getMockAttempt).not.toHaveBeenCalled();
    expect(api.built[1]!.client.startMockTest).not.toHaveBeenCalled();
    expect(api.built[0]!.client.startMockTest).toHaveBeenCalledTimes(1);
    expect(eventsOf('pte-mock-started')).toHaveLength(1);
  });

  it('resumes the sitting of form-id in progress instead of starting another', async () => {
    api.inProgress = 25;
    const element = place('<pte-mock-test form-id="A-reading"></pte-mock-test>');
    await until(() => buttonIn(root(element), 'Begin this part'));
    expect(api.built[0]!.client.startMockTest).not.toHaveBeenCalled();
    expect(api.built[0]!.client.getMockAttempt).toHaveBeenCalledWith(25);
    expect(eventsOf('pte-mock-started')).toEqual([]);
  });

  it('opens the sitting attempt-id names; a finished one shows its report without a finished event', async () => {
    const element = place('<pte-mock-test attempt-id="30" locale="fa"></pte-mock-test>');
    await until(() => root(element).textContent?.includes('کارنامهٔ نمره'));
    expect(api.built[0]!.client.getMockAttempt).toHaveBeenCalledWith(30);
    expect(eventsOf('pte-mock-report')[0]!.detail.attemptId).toBe(30);
    expect(eventsOf('pte-mock-finished')).toEqual([]);
    expect(root(element).querySelector('[part="root"]')!.getAttribute('dir')).toBe('rtl');
  });

  it('without form-id or attempt-id lists the forms, and Start opens the new sitting in place', async () => {
    const element = place('<pte-mock-test></pte-mock-test>');
    const start = await until(() => buttonIn(root(element), 'Start PTE Academic Reading section mock'));
    expect(root(element).querySelector('h2')!.textContent).toBe('Mock tests');
    start.click();
    await until(() => buttonIn(root(element), 'Begin this part'));
    expect(eventsOf('pte-mock-started').map((event) => event.detail)).toEqual([{ attemptId: 21, formId: 'A-reading' }]);
  });
});
