import { describe, expect, it, vi } from 'vitest';
import { ApiError, createPteClient } from './apiClient';
import { FULL_MOCK, bandOf, buildMockForms, contributionOf, toScale } from './mockTests';
import { taskCatalog } from './taskCatalog';

/** Question ids per task: 25 each, numbered so each task's ids are apart. */
function pools(size = 25) {
  return new Map(taskCatalog.map((task, index) => [task.key, Array.from({ length: size }, (_, n) => (index + 1) * 1000 + n)]));
}

describe('mock test forms', () => {
  it('builds as many full forms as the bank allows, items once per form and across full forms, in the exam order', () => {
    const forms = buildMockForms('ACADEMIC', pools());
    const full = forms.filter((form) => form.kind === 'FULL');
    // Repeat Sentence takes 10 a form: 25 questions make two forms.
    expect(full.map((form) => form.id)).toEqual(['A1', 'A2']);
    const ids = full.flatMap((form) => form.items.map((item) => item.questionId));
    expect(new Set(ids).size).toBe(ids.length);
    expect(full[0]!.sections.map((section) => [section.key, section.seconds / 60])).toEqual([['speakingWriting', 67], ['reading', 30], ['listening', 43]]);
    const order = FULL_MOCK.sections.flatMap((plan) => plan.tasks.map(([key]) => key));
    const keys = full[0]!.items.map((item) => item.taskKey);
    expect([...keys].sort((a, b) => order.indexOf(a) - order.indexOf(b))).toEqual(keys);
    expect(forms.filter((form) => form.kind === 'SECTION').map((form) => form.id)).toEqual(['A-speaking', 'A-writing', 'A-reading', 'A-listening']);
  });

  it('takes only the tasks the catalogue offers for the variant', () => {
    const core = buildMockForms('CORE', pools());
    const keys = new Set(core.flatMap((form) => form.items.map((item) => item.taskKey)));
    for (const key of keys) expect(taskCatalog.find((task) => task.key === key)!.variants).toContain('CORE');
    expect(keys.has('writing.writeEmail')).toBe(true);
    expect(keys.has('writing.writeEssay')).toBe(false);
  });

  it('makes no full form from a bank too small for one, and still a section mock', () => {
    const forms = buildMockForms('ACADEMIC', pools(5));
    expect(forms.filter((form) => form.kind === 'FULL')).toEqual([]);
    expect(forms.find((form) => form.id === 'A-reading')!.items).toHaveLength(9);
  });
});

describe('mock test scoring rules', () => {
  it('feeds an integrated task\'s weight to its first skill and half to its second, from the catalogue\'s score parts', () => {
    for (const task of taskCatalog) {
      const contribution = contributionOf(task);
      expect(Object.keys(contribution)).toEqual([...task.scoreParts]);
    }
    expect(contributionOf(taskCatalog.find((task) => task.key === 'listening.summarizeSpokenText')!)).toEqual({ L: 3, W: 1.5 });
  });

  it('maps shares to 10–90 and gives a band that narrows with more items', () => {
    expect([toScale(0), toScale(0.5), toScale(1), toScale(2)]).toEqual([10, 50, 90, 90]);
    const few = bandOf(0.5, [1, 1]);
    const many = bandOf(0.5, Array(40).fill(1));
    expect(few[1] - few[0]).toBeGreaterThan(many[1] - many[0]);
    expect(many[0]).toBeLessThan(50);
    // A perfect share keeps the engines' own error: 90 − 0.04 × 80.
    expect(bandOf(1, [1])).toEqual([87, 90]);
  });
});

describe('API client: mock tests', () => {
  it('calls the mock-test routes and keeps a refused start away from the host\'s 403 hook', async () => {
    const calls: string[] = [];
    const onForbidden = vi.fn();
    const bodies: [number, unknown][] = [
      [200, { forms: [] }], [403, { status: 403, message: 'The free plan includes one mock test', errors: [] }], [200, { id: 3 }],
      [200, { status: 'SCORING', scored: 1, total: 2 }], [200, { latest: null }],
    ];
    const fetch = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      calls.push(`${init?.method ?? 'GET'} ${String(input)}${typeof init?.body === 'string' ? ` ${init.body}` : ''}`);
      const [status, body] = bodies.shift()!;
      return new Response(JSON.stringify(body), { status });
    });
    const client = createPteClient({ baseURL: 'https://pte.example', fetch: fetch as never, onForbidden });
    await client.listMockTests();
    const refused = await client.startMockTest('C2').catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect((refused as ApiError).message).toBe('The free plan includes one mock test');
    expect(onForbidden).not.toHaveBeenCalled();
    await client.answerMockItem(3, 4, { answer: 'B' });
    expect(await client.getMockReport(3)).toEqual({ status: 'SCORING', scored: 1, total: 2 });
    expect(await client.latestMockScores()).toEqual({ latest: null });
    expect(calls).toEqual([
      'GET https://pte.example/api/mockTests',
      'POST https://pte.example/api/mockTests/attempts {"formId":"C2"}',
      'POST https://pte.example/api/mockTests/attempts/3/items/4/answer {"answer":"B"}',
      'GET https://pte.example/api/mockTests/attempts/3/report',
      'GET https://pte.example/api/mockTests/latestScores',
    ]);
  });
});
