import type { ExamVariant, ItemResult, SpeakingResult, TaskDefinition } from '@pte-kit/core';
import type { QuestionRecord } from '../repositories/questions';
import type { SpeakingEngine, SpeakingTask } from './speech/index';

export interface ScoredSpeaking {
  score: number;
  max: number;
  results: ItemResult[];
  speaking: SpeakingResult;
}

/** What the learner is expected to say word for word: the text of Read Aloud, the sentence of Repeat Sentence. */
function referenceOf(question: ScoredQuestion): string {
  if (question.content.kind === 'readAloud') return question.content.text;
  if (question.content.kind === 'repeatSentence') return question.recording?.script ?? '';
  return '';
}

type ScoredQuestion = Pick<QuestionRecord, 'content' | 'answerKey' | 'recording'>;

/** Scores a recorded answer with the speech engine, against the item's text or its key points and model answer for the variant. */
export async function scoreSpeakingAnswer(
  engines: { speakingScorer: SpeakingEngine }, task: TaskDefinition, question: ScoredQuestion, audio: Buffer, variant: ExamVariant,
  samples?: Int16Array,
): Promise<ScoredSpeaking> {
  const key = question.answerKey;
  const open = key.kind === 'open' ? key : { keyPoints: [], modelAnswer: '', modelAnswerCore: undefined, acceptedAnswers: undefined };
  const { score, maxScore, ...speaking } = await engines.speakingScorer.scoreSpeaking({
    task: task.apiTask as SpeakingTask,
    audio,
    samples,
    reference: referenceOf(question),
    keyPoints: open.keyPoints,
    modelAnswer: (variant === 'CORE' && open.modelAnswerCore) || open.modelAnswer,
    acceptedAnswers: open.acceptedAnswers,
  });
  return { score, max: maxScore, results: [], speaking };
}
