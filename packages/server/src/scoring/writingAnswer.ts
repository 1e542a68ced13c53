import { writingPromptOf, type ExamVariant, type ItemResult, type TaskDefinition, type WritingResult } from '@pte-kit/core';
import type { QuestionRecord } from '../repositories/questions';
import type { WritingEngine, WritingTask } from './writing/index';

export interface ScoredWriting {
  score: number;
  max: number;
  results: ItemResult[];
  pairs?: undefined;
  writing: WritingResult;
}

type ScoredQuestion = Pick<QuestionRecord, 'content' | 'answerKey' | 'recording'>;

/** What a writing answer is measured against: the passage, the prompt, or the lecture's script. */
const sourceOf = (question: ScoredQuestion) => writingPromptOf(question.content) ?? question.recording?.script ?? '';

/** Scores a written answer with the writing engine, against the item's key points and model answer for the variant. */
export async function scoreWriting(
  engines: { writingScorer: WritingEngine }, task: TaskDefinition, question: ScoredQuestion, text: string, variant: ExamVariant,
): Promise<ScoredWriting> {
  const key = question.answerKey;
  const open = key.kind === 'open' ? key : { keyPoints: [], modelAnswer: '', modelAnswerCore: undefined };
  const result = await engines.writingScorer.score({
    task: task.apiTask as WritingTask,
    variant,
    text,
    source: sourceOf(question),
    keyPoints: open.keyPoints,
    modelAnswer: (variant === 'CORE' && open.modelAnswerCore) || open.modelAnswer,
  });
  const { score, maxScore, ...writing } = result;
  return { score, max: maxScore, results: [], writing };
}
