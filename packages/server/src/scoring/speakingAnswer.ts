import type { FastifyInstance } from 'fastify';
import type { AnswerKey, ExamVariant, ItemResult, QuestionContent, SpeakingResult, TaskDefinition } from '@pte-kit/core';
import type { SpeakingTask } from './speech/index';

export interface ScoredSpeaking {
  score: number;
  max: number;
  results: ItemResult[];
  speaking: SpeakingResult;
}

/** What the learner is expected to say word for word: the text of Read Aloud, the sentence of Repeat Sentence. */
function referenceOf(content: QuestionContent): string {
  if (content.kind === 'readAloud') return content.text;
  if (content.kind === 'repeatSentence') return content.transcript;
  return '';
}

/** Scores a recorded answer with the speech engine, against the item's text or its key points and model answer for the variant. */
export async function scoreSpeakingAnswer(
  app: FastifyInstance, task: TaskDefinition, content: QuestionContent, key: AnswerKey, audio: Buffer, variant: ExamVariant,
): Promise<ScoredSpeaking> {
  const open = key.kind === 'open' ? key : { keyPoints: [], modelAnswer: '', modelAnswerCore: undefined, acceptedAnswers: undefined };
  const { score, maxScore, ...speaking } = await app.speaking.scoreSpeaking({
    task: task.apiTask as SpeakingTask,
    audio,
    reference: referenceOf(content),
    keyPoints: open.keyPoints,
    modelAnswer: (variant === 'CORE' && open.modelAnswerCore) || open.modelAnswer,
    acceptedAnswers: open.acceptedAnswers,
  });
  return { score, max: maxScore, results: [], speaking };
}
