import type { FastifyInstance } from 'fastify';
import { writingPromptOf, type AnswerKey, type ExamVariant, type ItemResult, type QuestionContent, type TaskDefinition, type WritingResult } from '@pte-kit/core';
import type { WritingTask } from './writing/index';

export interface ScoredWriting {
  score: number;
  max: number;
  results: ItemResult[];
  pairs?: undefined;
  writing: WritingResult;
}

/** What a writing answer is measured against: the passage, the prompt, or the lecture's script. */
const sourceOf = (content: QuestionContent) => writingPromptOf(content) ?? (content.kind === 'summarizeSpokenText' ? content.transcript : '');

/** Scores a written answer with the writing engine, against the item's key points and model answer for the variant. */
export async function scoreWriting(
  app: FastifyInstance, task: TaskDefinition, content: QuestionContent, key: AnswerKey, text: string, variant: ExamVariant,
): Promise<ScoredWriting> {
  const open = key.kind === 'open' ? key : { keyPoints: [], modelAnswer: '', modelAnswerCore: undefined };
  const result = await app.writing.score({
    task: task.apiTask as WritingTask,
    variant,
    text,
    source: sourceOf(content),
    keyPoints: open.keyPoints,
    modelAnswer: (variant === 'CORE' && open.modelAnswerCore) || open.modelAnswer,
  });
  const { score, maxScore, ...writing } = result;
  return { score, max: maxScore, results: [], writing };
}
