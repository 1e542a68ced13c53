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
  /** A response without any punctuation scores 0 on form (SST). */
  needsPunctuation?: boolean;
}

const trait = (key: TraitKey, name: string, max: number): TraitScale => ({ key, name, max });

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
    },
    CORE: {
      traits: [trait('content', 'Content', 2), trait('form', 'Form', 1), trait('grammar', 'Grammar', 2), trait('vocabulary', 'Vocabulary', 2)],
      oneSentence: true,
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
