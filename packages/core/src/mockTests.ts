import { isTaskOffered, taskCatalog, type ScorePartKey, type TaskDefinition, type TaskTimings } from './taskCatalog';
import type { AnswerKey, ExamVariant, PteType, QuestionContent, ScoreTrait, Skill } from './types';

/**
 * Mock tests (docs/mock-tests.md): the structure of the fixed forms, the documented contribution of each task to the
 * four skills, and the 10–90 mapping. The server builds the forms and the report from these; the views read the types.
 */

// ---- Structure -------------------------------------------------------------------------------------------------

/** One part of a blueprint: tasks in the exam's order with a fixed number of items each, under one section timer. */
export interface MockSectionPlan {
  key: 'speakingWriting' | 'reading' | 'listening' | 'speaking' | 'writing';
  name: string;
  /** The section timer per variant, in minutes (the upper end of Pearson's published range for a full form). */
  minutes: Record<ExamVariant, number>;
  /** Catalogue keys and counts; a task the catalogue does not offer for the variant is left out. */
  tasks: readonly (readonly [taskKey: string, count: number])[];
}

export interface MockBlueprint {
  kind: 'FULL' | 'SECTION';
  /** The skill a section mock practises. */
  skill?: Skill;
  sections: readonly MockSectionPlan[];
}

const READING_FULL = [
  ['reading.rwFillInTheBlanks', 5], ['reading.multipleChoiceMultipleAnswers', 1], ['reading.reorderParagraphs', 2],
  ['reading.fillInTheBlanks', 4], ['reading.multipleChoiceSingleAnswer', 1],
] as const;

/**
 * The full test, parts and task order as Pearson publishes them since August 2025 (Academic; Core has no Re-tell
 * Lecture, Summarize Group Discussion, Write Essay or Highlight Correct Summary, and Write Email instead of the essay).
 * One count per task within the published ranges.
 */
export const FULL_MOCK: MockBlueprint = {
  kind: 'FULL',
  sections: [
    {
      key: 'speakingWriting', name: 'Part 1: Speaking & Writing', minutes: { ACADEMIC: 67, CORE: 65 },
      tasks: [
        ['speaking.readAloud', 6], ['speaking.repeatSentence', 10], ['speaking.describeImage', 3], ['speaking.retellLecture', 1],
        ['speaking.answerShortQuestion', 5], ['speaking.summarizeGroupDiscussion', 2], ['speaking.respondToASituation', 2],
        ['writing.summarizeWrittenText', 1], ['writing.writeEssay', 1], ['writing.writeEmail', 2],
      ],
    },
    { key: 'reading', name: 'Part 2: Reading', minutes: { ACADEMIC: 30, CORE: 37 }, tasks: READING_FULL },
    {
      key: 'listening', name: 'Part 3: Listening', minutes: { ACADEMIC: 43, CORE: 37 },
      tasks: [
        ['listening.summarizeSpokenText', 1], ['listening.multipleChoiceMultipleAnswers', 1], ['listening.fillInTheBlanks', 2],
        ['listening.highlightCorrectSummary', 1], ['listening.multipleChoiceSingleAnswer', 1], ['listening.selectMissingWord', 1],
        ['listening.highlightIncorrectWords', 2], ['listening.writeFromDictation', 3],
      ],
    },
  ],
};

/** Section mocks: one skill in 20–30 minutes, for learners without two hours. */
export const SECTION_MOCKS: Record<Skill, MockBlueprint> = {
  speaking: {
    kind: 'SECTION', skill: 'speaking',
    sections: [{
      key: 'speaking', name: 'Speaking', minutes: { ACADEMIC: 25, CORE: 20 },
      tasks: [
        ['speaking.readAloud', 2], ['speaking.repeatSentence', 3], ['speaking.describeImage', 1], ['speaking.retellLecture', 1],
        ['speaking.answerShortQuestion', 2], ['speaking.summarizeGroupDiscussion', 1], ['speaking.respondToASituation', 1],
      ],
    }],
  },
  writing: {
    kind: 'SECTION', skill: 'writing',
    sections: [{
      key: 'writing', name: 'Writing', minutes: { ACADEMIC: 30, CORE: 20 },
      tasks: [['writing.summarizeWrittenText', 1], ['writing.writeEssay', 1], ['writing.writeEmail', 1]],
    }],
  },
  reading: {
    kind: 'SECTION', skill: 'reading',
    sections: [{
      key: 'reading', name: 'Reading', minutes: { ACADEMIC: 25, CORE: 25 },
      tasks: [
        ['reading.rwFillInTheBlanks', 3], ['reading.multipleChoiceMultipleAnswers', 1], ['reading.reorderParagraphs', 1],
        ['reading.fillInTheBlanks', 3], ['reading.multipleChoiceSingleAnswer', 1],
      ],
    }],
  },
  listening: {
    kind: 'SECTION', skill: 'listening',
    sections: [{
      key: 'listening', name: 'Listening', minutes: { ACADEMIC: 30, CORE: 25 },
      tasks: [
        ['listening.summarizeSpokenText', 1], ['listening.multipleChoiceMultipleAnswers', 1], ['listening.fillInTheBlanks', 1],
        ['listening.highlightCorrectSummary', 1], ['listening.multipleChoiceSingleAnswer', 1], ['listening.selectMissingWord', 1],
        ['listening.highlightIncorrectWords', 1], ['listening.writeFromDictation', 2],
      ],
    }],
  },
};

/** At most this many full forms per variant, however large the bank. */
export const MAX_FULL_FORMS = 20;

export interface MockFormSection {
  key: string;
  name: string;
  seconds: number;
  items: number;
}

export interface MockFormItem {
  questionId: number;
  taskKey: string;
  section: number;
}

/** A fixed form: built from the bank the same way every time. */
export interface MockForm {
  /** `A1`, `C2`, `A-speaking`… */
  id: string;
  name: string;
  variant: ExamVariant;
  kind: 'FULL' | 'SECTION';
  skill?: Skill;
  sections: MockFormSection[];
  items: MockFormItem[];
}

const SKILL_NAMES: Record<Skill, string> = { speaking: 'Speaking', writing: 'Writing', reading: 'Reading', listening: 'Listening' };
const VARIANT_NAMES: Record<ExamVariant, string> = { ACADEMIC: 'PTE Academic', CORE: 'PTE Core' };
const VARIANT_LETTERS: Record<ExamVariant, string> = { ACADEMIC: 'A', CORE: 'C' };

/** The blueprint's tasks for a variant: those the one catalogue offers for it, with their counts. */
function plannedTasks(plan: MockSectionPlan, variant: ExamVariant, pools: ReadonlyMap<string, readonly number[]>) {
  return plan.tasks.flatMap(([key, count]) => {
    const task = taskCatalog.find((candidate) => candidate.key === key);
    // A task the bank has no question for yet is left out rather than leaving the variant without forms.
    return task && isTaskOffered(task, variant) && (pools.get(key)?.length ?? 0) > 0 ? [{ key, count }] : [];
  });
}

function formOf(id: string, name: string, variant: ExamVariant, blueprint: MockBlueprint, pick: (key: string, count: number) => number[], pools: ReadonlyMap<string, readonly number[]>): MockForm {
  const sections: MockFormSection[] = [];
  const items: MockFormItem[] = [];
  for (const plan of blueprint.sections) {
    const before = items.length;
    for (const { key, count } of plannedTasks(plan, variant, pools)) {
      for (const questionId of pick(key, count)) items.push({ questionId, taskKey: key, section: sections.length });
    }
    if (items.length > before) sections.push({ key: plan.key, name: plan.name, seconds: plan.minutes[variant] * 60, items: items.length - before });
  }
  return { id, name, variant, kind: blueprint.kind, ...(blueprint.skill ? { skill: blueprint.skill } : {}), sections, items };
}

/**
 * The fixed forms of a variant from the bank's question ids per task (each pool in a stable order, such as by id).
 * Full forms take consecutive runs from the start of each pool, so no item appears twice in a form or in two full
 * forms, and there are as many as the smallest pool allows (at most MAX_FULL_FORMS). Section mocks take their items
 * from the end of each pool, away from the first forms.
 */
export function buildMockForms(variant: ExamVariant, pools: ReadonlyMap<string, readonly number[]>, blueprints = { full: FULL_MOCK, sections: SECTION_MOCKS }): MockForm[] {
  const letter = VARIANT_LETTERS[variant];
  const planned = blueprints.full.sections.flatMap((plan) => plannedTasks(plan, variant, pools));
  const fullCount = planned.length
    ? Math.min(MAX_FULL_FORMS, ...planned.map(({ key, count }) => Math.floor(pools.get(key)!.length / count)))
    : 0;
  const forms: MockForm[] = [];
  for (let index = 0; index < fullCount; index += 1) {
    forms.push(formOf(`${letter}${index + 1}`, `${VARIANT_NAMES[variant]} mock test ${letter}${index + 1}`, variant, blueprints.full,
      (key, count) => pools.get(key)!.slice(index * count, (index + 1) * count), pools));
  }
  for (const [skill, blueprint] of Object.entries(blueprints.sections) as [Skill, MockBlueprint][]) {
    const form = formOf(`${letter}-${skill}`, `${VARIANT_NAMES[variant]} ${SKILL_NAMES[skill]} section mock`, variant, blueprint, (key, count) => {
      const pool = pools.get(key)!;
      return pool.slice(Math.max(0, pool.length - count));
    }, pools);
    if (form.items.length) forms.push(form);
  }
  return forms;
}

// ---- Scoring ---------------------------------------------------------------------------------------------------

/**
 * Each task's item weight: roughly the minutes of work and the points an item carries in the exam. An item adds its
 * weight to the first skill of its catalogue `scoreParts` and half of it to the second (integrated tasks feed two).
 * Our own estimate; Pearson publishes the skills each task feeds, not the weights.
 */
export const ITEM_WEIGHTS: Readonly<Record<string, number>> = {
  'speaking.readAloud': 2, 'speaking.repeatSentence': 1.5, 'speaking.describeImage': 2, 'speaking.retellLecture': 2,
  'speaking.respondToASituation': 2, 'speaking.summarizeGroupDiscussion': 2.5, 'speaking.answerShortQuestion': 0.5,
  'writing.summarizeWrittenText': 2, 'writing.writeEssay': 4, 'writing.writeEmail': 3,
  'reading.rwFillInTheBlanks': 1.5, 'reading.multipleChoiceMultipleAnswers': 1, 'reading.reorderParagraphs': 1.5,
  'reading.fillInTheBlanks': 1, 'reading.multipleChoiceSingleAnswer': 0.5,
  'listening.summarizeSpokenText': 3, 'listening.multipleChoiceMultipleAnswers': 1, 'listening.fillInTheBlanks': 1.5,
  'listening.highlightCorrectSummary': 1, 'listening.multipleChoiceSingleAnswer': 0.5, 'listening.selectMissingWord': 0.5,
  'listening.highlightIncorrectWords': 1.5, 'listening.writeFromDictation': 1.5,
};

/** The share of an item's weight its second skill gets. */
export const SECONDARY_SHARE = 0.5;

/** What one item of a task adds to each skill's weight. */
export function contributionOf(task: Pick<TaskDefinition, 'key' | 'scoreParts'>): Partial<Record<ScorePartKey, number>> {
  const weight = ITEM_WEIGHTS[task.key] ?? 1;
  const [first, second] = task.scoreParts;
  return { ...(first ? { [first]: weight } : {}), ...(second ? { [second]: weight * SECONDARY_SHARE } : {}) };
}

export const SCORE_FLOOR = 10;
export const SCORE_CEILING = 90;

/** A share of the points (0–1) on the 10–90 scale, linearly: 0 → 10, 1 → 90. */
export function toScale(share: number): number {
  return Math.round(SCORE_FLOOR + (SCORE_CEILING - SCORE_FLOOR) * Math.min(1, Math.max(0, share)));
}

/** The scoring engines' own error, as a share of the scale, added to the sampling error in every band. */
export const ENGINE_ERROR = 0.04;

/**
 * The uncertainty band of a weighted mean `share` of item scores with these weights: ± one standard error (about two
 * chances in three), sqrt(p(1-p)/n + e²) with n = (Σw)²/Σw² the effective number of items and e the engine error,
 * on the 10–90 scale.
 */
export function bandOf(share: number, weights: readonly number[]): [number, number] {
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  const squares = weights.reduce((sum, weight) => sum + weight * weight, 0);
  const effective = squares > 0 ? (total * total) / squares : 1;
  const p = Math.min(1, Math.max(0, share));
  const error = Math.sqrt((p * (1 - p)) / effective + ENGINE_ERROR ** 2) * (SCORE_CEILING - SCORE_FLOOR);
  const centre = SCORE_FLOOR + (SCORE_CEILING - SCORE_FLOOR) * p;
  return [Math.max(SCORE_FLOOR, Math.round(centre - error)), Math.min(SCORE_CEILING, Math.round(centre + error))];
}

/** The enabling skills of the score report and the engine traits each is read from. */
export const ENABLING_TRAITS = {
  grammar: ['Grammar'],
  oralFluency: ['Oral fluency'],
  pronunciation: ['Pronunciation'],
  spelling: ['Spelling'],
  vocabulary: ['Vocabulary', 'Vocabulary range'],
  writtenDiscourse: ['Development, structure and coherence', 'General linguistic range', 'Organisation'],
} as const satisfies Record<string, readonly string[]>;

export type EnablingSkill = keyof typeof ENABLING_TRAITS;

// ---- API shapes ------------------------------------------------------------------------------------------------

export type MockAttemptStatus = 'IN_PROGRESS' | 'FINISHED' | 'EXPIRED';

/** A form as the list shows it (its items stay on the server). */
export interface MockFormSummary {
  id: string;
  name: string;
  variant: ExamVariant;
  kind: 'FULL' | 'SECTION';
  skill?: Skill;
  minutes: number;
  itemCount: number;
  sections: MockFormSection[];
}

export interface MockAttemptSummary {
  id: number;
  formId: string;
  formName: string;
  status: MockAttemptStatus;
  startedAt: string;
  finishedAt: string | null;
  /** The overall score once the report is ready, else null. */
  overall: number | null;
}

/** GET /api/mockTests */
export interface MockTestsList {
  forms: MockFormSummary[];
  attempts: MockAttemptSummary[];
  allowance: {
    plan: 'PREMIUM' | 'TRIAL';
    /** Attempts the learner may still start; null for any number. */
    remaining: number | null;
    /** Why a start would be refused, for the list to show; null when it would not. */
    message: string | null;
  };
}

/** The item the learner is on: its question without the answer key. */
export interface MockItemView {
  position: number;
  taskKey: string;
  skill: Skill;
  apiTask: string;
  name: string;
  instruction: string;
  timings: TaskTimings;
  questionId: number;
  title: string;
  content: QuestionContent;
  /** Whether an answer for this item is already stored (the client moves on). */
  answered: boolean;
}

export type MockPhase = 'BREAK' | 'ITEM' | 'FINISHED';

/** GET /api/mockTests/attempts/{id}: the sitting as resumed. */
export interface MockAttemptView {
  id: number;
  formId: string;
  formName: string;
  variant: ExamVariant;
  pteType: PteType;
  status: MockAttemptStatus;
  /** BREAK: the section's intro, its timer not started; ITEM: an item is open; FINISHED: nothing left. */
  phase: MockPhase;
  position: number;
  total: number;
  answered: number;
  sectionIndex: number;
  sections: (MockFormSection & { deadline: string | null; closed: boolean })[];
  /** Seconds left in the current section by the server's clock; null before it starts. */
  remainingSeconds: number | null;
  item: MockItemView | null;
  startedAt: string;
  finishedAt: string | null;
}

/** POST /api/mockTests/attempts/{id}/items/{position}/answer: the answer as the practice submit takes it. */
export interface MockAnswerBody {
  words?: string[];
  answers?: string[];
  answer?: string;
  accent?: string;
  answerRequest?: string;
  duration?: number;
}

export interface MockReportScore {
  score: number;
  band: [number, number];
}

export interface MockReportItem {
  position: number;
  section: string;
  taskKey: string;
  name: string;
  questionId: number;
  title: string;
  /** NOT_ANSWERED scores 0; FAILED: the engine gave up, scored 0. */
  status: 'SCORED' | 'NOT_ANSWERED' | 'FAILED';
  score: number;
  maxScore: number;
  contributions: Partial<Record<ScorePartKey, number>>;
  answers: string[];
  traits: ScoreTrait[];
  transcript?: string;
  /** The key the item was scored against; open tasks carry the model answer in it, Highlight Incorrect Words each changed word. */
  answerKey: MockAnswerKey;
  modelAnswer: string | null;
}

/** A changed word of a Highlight Incorrect Words text: as the transcript shows it, and as the speaker says it. */
export interface HighlightCorrection {
  /** 0-based position among the shown text's words (what the answer's positions count). */
  position: number;
  shown: string;
  spoken: string;
}

/**
 * The key as the report gives it: the question's own, and for Highlight Incorrect Words also each changed word (the
 * practice page marks them in the text, which the report does not carry).
 */
export type MockAnswerKey = Exclude<AnswerKey, { kind: 'highlight' }> | (Extract<AnswerKey, { kind: 'highlight' }> & { words: HighlightCorrection[] });

/** GET /api/mockTests/attempts/{id}/report (200 once every item is scored; 202 `{status: 'SCORING'}` until then). */
export interface MockReport {
  status: 'SCORED';
  attemptId: number;
  formId: string;
  formName: string;
  variant: ExamVariant;
  overall: MockReportScore;
  skills: Partial<Record<ScorePartKey, MockReportScore>>;
  enabling: Partial<Record<EnablingSkill, MockReportScore>>;
  items: MockReportItem[];
}

export interface MockReportPending {
  status: 'SCORING';
  scored: number;
  total: number;
}

/**
 * The skills of my latest scored full mock test of my exam (the study-plan wizard fills its Mock Test step with them):
 * GET /api/mockTests/latestScores answers `{ latest: null }` before there is one.
 */
export interface MockLatestScores {
  attemptId: number;
  formId: string;
  formName: string;
  variant: ExamVariant;
  /** When the sitting ended (ISO). */
  finishedAt: string;
  overall: number;
  listening: number;
  reading: number;
  speaking: number;
  writing: number;
}

// ---- Client ----------------------------------------------------------------------------------------------------

/** The client's one call (apiClient's `call`), as the mock-test calls need it. */
type Call = <T>(path: string, init?: { method?: 'GET' | 'POST'; body?: unknown; handles?: readonly number[] }) => Promise<T>;

/** The mock-test calls of `createPteClient` (docs/mock-tests.md has the contract). */
export function mockTestCalls(call: Call) {
  return {
    listMockTests: () => call<MockTestsList>('/mockTests'),
    /** My latest scored full mock test of my exam, or `{ latest: null }`. */
    latestMockScores: () => call<{ latest: MockLatestScores | null }>('/mockTests/latestScores'),
    /** Starts a sitting; the free plan's second start is a 403 the caller shows (its message says why), not the host's hook. */
    startMockTest: (formId: string) => call<MockAttemptView>('/mockTests/attempts', { method: 'POST', body: { formId }, handles: [403] }),
    getMockAttempt: (attemptId: number) => call<MockAttemptView>(`/mockTests/attempts/${attemptId}`),
    /** Next from `position` (where the client is): starts a section at its intro, or leaves the item. */
    nextMockItem: (attemptId: number, position: number) =>
      call<MockAttemptView>(`/mockTests/attempts/${attemptId}/next`, { method: 'POST', body: { position } }),
    answerMockItem: (attemptId: number, position: number, body: MockAnswerBody) =>
      call<{ position: number; status: 'SCORED' | 'SCORING' }>(`/mockTests/attempts/${attemptId}/items/${position}/answer`, { method: 'POST', body }),
    finishMockTest: (attemptId: number) => call<MockAttemptView>(`/mockTests/attempts/${attemptId}/finish`, { method: 'POST' }),
    /** The report, or `{status: 'SCORING'}` while answers are still being scored. */
    getMockReport: (attemptId: number) => call<MockReport | MockReportPending>(`/mockTests/attempts/${attemptId}/report`),
  };
}

export type MockTestCalls = ReturnType<typeof mockTestCalls>;
