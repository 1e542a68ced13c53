import { getTask, type MockAnswerBody, type MockAttemptView, type MockItemView, type MockReport, type MockTestsList, type PteClient } from '@pte-kit/core';
import { questionSample } from '../private/questionSample';

/**
 * Sample mock-test data and a small in-memory sitting for the stories and the component tests (never a product path:
 * the widgets take the real client from PteClientProvider). The sitting keeps the server's rules that a view shows:
 * an intro, then one item at a time, no going back.
 */
export const sampleList: MockTestsList = {
  forms: [
    {
      id: 'A1', name: 'PTE Academic mock test A1', variant: 'ACADEMIC', kind: 'FULL', minutes: 140, itemCount: 56,
      sections: [
        { key: 'speakingWriting', name: 'Part 1: Speaking & Writing', seconds: 4020, items: 31 },
        { key: 'reading', name: 'Part 2: Reading', seconds: 1800, items: 13 },
        { key: 'listening', name: 'Part 3: Listening', seconds: 2580, items: 12 },
      ],
    },
    {
      id: 'C1', name: 'PTE Core mock test C1', variant: 'CORE', kind: 'FULL', minutes: 139, itemCount: 53,
      sections: [
        { key: 'speakingWriting', name: 'Part 1: Speaking & Writing', seconds: 3900, items: 29 },
        { key: 'reading', name: 'Part 2: Reading', seconds: 2220, items: 13 },
        { key: 'listening', name: 'Part 3: Listening', seconds: 2220, items: 11 },
      ],
    },
    {
      id: 'A-reading', name: 'PTE Academic Reading section mock', variant: 'ACADEMIC', kind: 'SECTION', skill: 'reading', minutes: 25,
      itemCount: 2, sections: [{ key: 'reading', name: 'Reading', seconds: 1500, items: 2 }],
    },
  ],
  attempts: [
    { id: 11, formId: 'A-writing', formName: 'PTE Academic Writing section mock', status: 'FINISHED', startedAt: '2026-11-26T04:00:00.000Z', finishedAt: '2026-11-26T04:29:00.000Z', overall: 61 },
  ],
  allowance: { plan: 'PREMIUM', remaining: null, message: null },
};

const readingItems: MockItemView[] = [
  {
    position: 0, taskKey: 'reading.multipleChoiceSingleAnswer', skill: 'reading', apiTask: 'multipleChoiceSingleAnswer',
    name: 'Multiple Choice, Single Answer', instruction: 'Read the text and answer the multiple-choice question by selecting the correct response.',
    timings: {}, questionId: 301, title: 'Urban bees', answered: false,
    content: {
      kind: 'multipleChoiceSingleAnswer', text: 'Rooftop hives have multiplied in European cities over the last decade.',
      question: 'What does the text say about rooftop hives?',
      options: [{ id: 'A', text: 'They are becoming more common.' }, { id: 'B', text: 'They are banned in most cities.' }],
    },
  },
  {
    position: 1, taskKey: 'reading.multipleChoiceSingleAnswer', skill: 'reading', apiTask: 'multipleChoiceSingleAnswer',
    name: 'Multiple Choice, Single Answer', instruction: 'Read the text and answer the multiple-choice question by selecting the correct response.',
    timings: {}, questionId: 302, title: 'Night trains', answered: false,
    content: {
      kind: 'multipleChoiceSingleAnswer', text: 'Night trains returned to several European routes after 2020.',
      question: 'When did night trains return?', options: [{ id: 'A', text: 'Before 2000' }, { id: 'B', text: 'After 2020' }],
    },
  },
];

/** An item of a Core sitting from the product's bank: what the server serves for it (no key, no script). */
export function coreItem(position: number, key: string, id: number): MockItemView {
  const task = getTask(key);
  const sample = questionSample(key as Parameters<typeof questionSample>[0], { id });
  return {
    position, taskKey: key, skill: task.skill, apiTask: task.apiTask, name: task.name, instruction: task.instruction,
    timings: task.timings, questionId: id, title: sample.title, content: sample.content, answered: false,
  };
}

/** Part 1 of a Core sitting, shortened: a Read Aloud (one take, sent when the recording stops) and a Write Email (9 minutes of its own). */
export const speakingWritingItems = (): MockItemView[] => [coreItem(0, 'speaking.readAloud', 501), coreItem(1, 'writing.writeEmail', 603)];

export const sampleReport: MockReport = {
  status: 'SCORED', attemptId: 12, formId: 'A-reading', formName: 'PTE Academic Reading section mock', variant: 'ACADEMIC',
  overall: { score: 50, band: [38, 62] },
  skills: { R: { score: 50, band: [38, 62] } },
  enabling: {},
  items: [
    {
      position: 0, section: 'Reading', taskKey: 'reading.multipleChoiceSingleAnswer', name: 'Multiple Choice, Single Answer', questionId: 301,
      title: 'Urban bees', status: 'SCORED', score: 1, maxScore: 1, contributions: { R: 0.5 }, answers: ['A'], traits: [],
      answerKey: { kind: 'choice', correct: 'A' }, modelAnswer: null,
    },
    {
      position: 1, section: 'Reading', taskKey: 'reading.multipleChoiceSingleAnswer', name: 'Multiple Choice, Single Answer', questionId: 302,
      title: 'Night trains', status: 'NOT_ANSWERED', score: 0, maxScore: 1, contributions: { R: 0.5 }, answers: [], traits: [],
      answerKey: { kind: 'choice', correct: 'B' }, modelAnswer: null,
    },
  ],
};

/** A full report with the four skills, the enabling skills and a written answer with its model answer. */
export const fullReport: MockReport = {
  ...sampleReport, formId: 'A1', formName: 'PTE Academic mock test A1', overall: { score: 64, band: [58, 70] },
  skills: { L: { score: 61, band: [53, 69] }, R: { score: 66, band: [58, 74] }, S: { score: 58, band: [49, 67] }, W: { score: 70, band: [61, 79] } },
  enabling: { grammar: { score: 72, band: [60, 84] }, oralFluency: { score: 55, band: [44, 66] }, spelling: { score: 80, band: [68, 90] } },
  items: [
    ...sampleReport.items,
    {
      position: 2, section: 'Part 1: Speaking & Writing', taskKey: 'writing.writeEssay', name: 'Write Essay', questionId: 120, title: 'Remote work',
      status: 'SCORED', score: 11, maxScore: 15, contributions: { W: 4 }, answers: ['Remote work gives employees more control over their day…'],
      traits: [{ name: 'Grammar', score: 2, max: 2, comment: '' }, { name: 'Spelling', score: 2, max: 2, comment: '' }],
      answerKey: { kind: 'open', keyPoints: [], modelAnswer: 'Working from home has changed…' }, modelAnswer: 'Working from home has changed…',
    },
  ],
};

type SittingClient = Pick<PteClient, 'getMockAttempt' | 'nextMockItem' | 'answerMockItem' | 'finishMockTest' | 'getMockReport'>;

/**
 * A sitting held in memory, by default a two-item reading one (`core` gives Part 1 of a Core form, shortened:
 * speakingWritingItems); `answers` records what was sent. `at: 'item'` opens it past the intro.
 */
export function memorySitting(options: { remainingSeconds?: number; core?: boolean; at?: 'intro' | 'item'; items?: MockItemView[] } = {}) {
  const answers: { position: number; body: MockAnswerBody }[] = [];
  const items = options.items ?? (options.core ? speakingWritingItems() : readingItems);
  let phase: MockAttemptView['phase'] = options.at === 'item' ? 'ITEM' : 'BREAK';
  let position = 0;
  const form = options.core
    ? { formId: 'C1', formName: 'PTE Core mock test C1', variant: 'CORE' as const, pteType: 'PTE Core' as const }
    : { formId: 'A-reading', formName: 'PTE Academic Reading section mock', variant: 'ACADEMIC' as const, pteType: 'PTE Academic' as const };
  const sectionName = options.core ? 'Part 1: Speaking & Writing' : 'Reading';
  const view = (): MockAttemptView => ({
    id: 12, ...form,
    status: phase === 'FINISHED' ? 'FINISHED' : 'IN_PROGRESS', phase, position, total: items.length, answered: answers.length, sectionIndex: phase === 'FINISHED' ? 1 : 0,
    sections: [{ key: options.core ? 'speakingWriting' : 'reading', name: sectionName, seconds: options.core ? 3900 : 1500, items: items.length, deadline: phase === 'BREAK' ? null : '2026-11-27T05:00:00.000Z', closed: phase === 'FINISHED' }],
    remainingSeconds: phase === 'ITEM' ? (options.remainingSeconds ?? 1384) : null,
    item: phase === 'ITEM' ? { ...items[position]!, answered: answers.some((answer) => answer.position === position) } : null,
    startedAt: '2026-11-27T04:00:00.000Z', finishedAt: phase === 'FINISHED' ? '2026-11-27T04:20:00.000Z' : null,
  });
  const client: SittingClient = {
    getMockAttempt: async () => view(),
    nextMockItem: async (_id, from) => {
      if (from === position) {
        if (phase === 'BREAK') phase = 'ITEM';
        else if (phase === 'ITEM' && ++position >= items.length) phase = 'FINISHED';
      }
      return view();
    },
    answerMockItem: async (_id, at, body) => {
      answers.push({ position: at, body });
      return { position: at, status: 'SCORED' };
    },
    finishMockTest: async () => {
      phase = 'FINISHED';
      position = items.length;
      return view();
    },
    getMockReport: async () => sampleReport,
  };
  return { client, answers };
}

export const listClient = (list: MockTestsList = sampleList): Pick<PteClient, 'listMockTests' | 'startMockTest'> => ({
  listMockTests: async () => list,
  startMockTest: async () => memorySitting().client.getMockAttempt(12),
});
