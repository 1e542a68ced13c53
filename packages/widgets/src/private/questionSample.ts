import type { AnswerKey, PracticeQuestion, QuestionSolution } from '@pte-kit/core';

/** A sample question together with the answer section the API gives once it is asked for (stories and tests). */
export interface QuestionSample extends PracticeQuestion {
  answerKey: AnswerKey;
  explanation: string;
  transcript?: string;
}

/** What GET …/questions/{id}/solution would answer for a sample. */
export function sampleSolution(sample: QuestionSample): QuestionSolution {
  return { practiceId: sample.id, answerKey: sample.answerKey, transcript: sample.transcript ?? null, explanation: sample.explanation };
}
