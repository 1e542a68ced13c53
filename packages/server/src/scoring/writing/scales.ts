import type { ExamVariant } from '@pte-kit/core';

export type WritingTask = 'summarizeWrittenText' | 'writeEssay' | 'writeEmail' | 'summarizeSpokenText';

export type TraitKey =
  | 'content'
  | 'development'
  | 'form'
  | 'grammar'
  | 'linguisticRange'
  | 'vocabulary'
  | 'spelling'
  | 'organisation'
  | 'emailConventions';

export interface TraitScale {
  key: TraitKey;
  /** The trait's name as the PTE score guides print it. */
  name: string;
  max: number;
}

export interface TaskScale {
  traits: TraitScale[];
  /**
   * Word counts that still earn partial form credit around the catalogue's full-credit limits
   * (outside them form is 0 and so is every trait). Absent when form is all or nothing.
   */
  partialForm?: { min: number; max: number };
  /** The response must be one sentence ending in a full stop (SWT). */
  oneSentence?: boolean;
  /** A response without any punctuation mark (. , ; : ! ?) scores 0 on form (SST, essay, email). */
  needsPunctuation?: boolean;
  /**
   * The zero rules: traits whose 0 makes every trait 0 ("the response is not scored further"), with where the rule
   * is published. An off-topic response scores 0 on content, so it falls under the content rule where there is one.
   */
  zeroWhen: { traits: ('form' | 'content')[]; source: string };
  /**
   * Share of the key points that earns full content. A PTE Core summary has 20–30 words (SST) or one short
   * sentence with a 2-point content scale: it is judged on the main points, not on every point the lecture makes.
   * @default 1
   */
  mainPoints?: number;
}

const trait = (key: TraitKey, name: string, max: number): TraitScale => ({ key, name, max });

const SWT_RULE =
  'PTE Academic and PTE Core score guides, Summarize Written Text: a response that scores 0 on form (not one sentence ending in a full stop, ' +
  'outside the word limits, all capitals) or 0 on content is not scored on the other traits.';
const ESSAY_RULE =
  'PTE Academic score guide, Write Essay: form 0 (under 120 or over 380 words, all capitals, no punctuation, only bullet points or very short ' +
  'sentences) or content 0 (does not deal with the prompt) means the essay is not scored further.';
const EMAIL_RULE =
  'PTE Core score guide, Write Email: form 0 (under 30 or over 140 words, all capitals, no punctuation, only bullet points) or content 0 ' +
  '(the email does not deal with the situation and its tasks) means the email is not scored further.';
const SST_RULE =
  'PTE Academic and PTE Core score guides, Summarize Spoken Text: form 0 (outside the word limits, all capitals, no punctuation, only bullet ' +
  'points or very short sentences) or content 0 means the summary is not scored further.';

/**
 * Trait scales per task and variant, from the PTE Academic and PTE Core score guides (2025):
 * SWT Academic 4/1/2/2, SWT Core 2/1/2/2; essay 6/6/2/2/6/2/2 with partial form at 120–199 and
 * 301–380 words; SST Academic 4/2/2/2/2 with partial form at 40–49 and 71–100 words; SST Core
 * 2/1/2/2/2; email 3/2/2/2/2/2/2 with partial form at 30–49 and 121–140 words (the last band is
 * from test-prep descriptions of the Core guide, not the guide itself).
 */
export const TRAIT_SCALES: Record<WritingTask, Partial<Record<ExamVariant, TaskScale>>> = {
  summarizeWrittenText: {
    ACADEMIC: {
      traits: [trait('content', 'Content', 4), trait('form', 'Form', 1), trait('grammar', 'Grammar', 2), trait('vocabulary', 'Vocabulary', 2)],
      oneSentence: true,
      zeroWhen: { traits: ['form', 'content'], source: SWT_RULE },
    },
    CORE: {
      traits: [trait('content', 'Content', 2), trait('form', 'Form', 1), trait('grammar', 'Grammar', 2), trait('vocabulary', 'Vocabulary', 2)],
      oneSentence: true,
      mainPoints: 0.6,
      zeroWhen: { traits: ['form', 'content'], source: SWT_RULE },
    },
  },
  writeEssay: {
    ACADEMIC: {
      traits: [
        trait('content', 'Content', 6),
        trait('development', 'Development, structure and coherence', 6),
        trait('form', 'Form', 2),
        trait('grammar', 'Grammar', 2),
        trait('linguisticRange', 'General linguistic range', 6),
        trait('vocabulary', 'Vocabulary range', 2),
        trait('spelling', 'Spelling', 2),
      ],
      partialForm: { min: 120, max: 380 },
      needsPunctuation: true,
      zeroWhen: { traits: ['form', 'content'], source: ESSAY_RULE },
    },
  },
  writeEmail: {
    CORE: {
      traits: [
        trait('content', 'Content', 3),
        trait('form', 'Formal requirements', 2),
        trait('grammar', 'Grammar', 2),
        trait('vocabulary', 'Vocabulary range', 2),
        trait('spelling', 'Spelling', 2),
        trait('organisation', 'Organisation', 2),
        trait('emailConventions', 'Email conventions', 2),
      ],
      partialForm: { min: 30, max: 140 },
      needsPunctuation: true,
      zeroWhen: { traits: ['form', 'content'], source: EMAIL_RULE },
    },
  },
  summarizeSpokenText: {
    ACADEMIC: {
      traits: [
        trait('content', 'Content', 4),
        trait('form', 'Form', 2),
        trait('grammar', 'Grammar', 2),
        trait('vocabulary', 'Vocabulary', 2),
        trait('spelling', 'Spelling', 2),
      ],
      partialForm: { min: 40, max: 100 },
      needsPunctuation: true,
      zeroWhen: { traits: ['form', 'content'], source: SST_RULE },
    },
    CORE: {
      traits: [
        trait('content', 'Content', 2),
        trait('form', 'Form', 1),
        trait('grammar', 'Grammar', 2),
        trait('vocabulary', 'Vocabulary', 2),
        trait('spelling', 'Spelling', 2),
      ],
      needsPunctuation: true,
      mainPoints: 0.6,
      zeroWhen: { traits: ['form', 'content'], source: SST_RULE },
    },
  },
};

const WRITING_TASKS = Object.keys(TRAIT_SCALES) as WritingTask[];

export function isWritingTask(task: unknown): task is WritingTask {
  return typeof task === 'string' && (WRITING_TASKS as string[]).includes(task);
}

/** The scale for a task, falling back to the variant the exam offers it in (essay: Academic, email: Core). */
export function taskScale(task: WritingTask, variant: ExamVariant): { scale: TaskScale; variant: ExamVariant; offered: boolean } {
  const own = TRAIT_SCALES[task][variant];
  if (own) return { scale: own, variant, offered: true };
  const fallback = (Object.keys(TRAIT_SCALES[task]) as ExamVariant[])[0];
  return { scale: TRAIT_SCALES[task][fallback]!, variant: fallback, offered: false };
}
