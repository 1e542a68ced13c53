import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { getTask, scoreObjective, type AnswerRecord, type ObjectiveAnswer, type PteClient } from '@pte-kit/core';
import { sampleSolution, type QuestionSample } from '../private/questionSample';
import { singleAnswerSample } from '../ReadingAnswer/readingSamples';
import { PteClientProvider } from '../PteClientProvider';
import { PracticeQuestion } from './PracticeQuestion';

const questions: QuestionSample[] = [singleAnswerSample];

/** An in-memory API for the story: answers are scored with the key and kept for the session. */
function storyClient(): PteClient {
  const mine: AnswerRecord[] = [];
  const list = (records: AnswerRecord[]) => ({
    _embedded: { rMultipleChoiceSingleAnswerScoredAnswerDtoList: records },
    page: { size: 10, totalElements: records.length, totalPages: 1, number: 0 },
  });
  return {
    getPracticeItem: async (_skill: string, _task: string, position: number) => ({ position, totalElements: questions.length, question: questions[position - 1] }),
    getSolution: async (_skill: string, _task: string, id: number) => sampleSolution(questions.find((question) => question.id === id)!),
    listMyAnswers: async () => list(mine),
    listCommunityAnswers: async () => list([]),
    submitAnswer: async (_skill: string, _task: string, practiceId: number, body: ObjectiveAnswer) => {
      const { answerKey } = questions.find((question) => question.id === practiceId)!;
      const scored = scoreObjective(answerKey, body);
      const record: AnswerRecord = {
        id: mine.length + 1, practiceId, type: 'MY_ANSWER', nickname: 'Me', avatar: null, lastModifiedDate: new Date().toISOString(),
        pteType: 'PTE Academic', score: scored.score, maxScore: scored.max, answers: [body.answer ?? ''],
        results: scored.results, answerKey, scores: { R: { score: scored.score, max: scored.max } }, duration: 30,
        shareLink: '',
      };
      mine.unshift(record);
      return record;
    },
    deleteAnswer: async (_skill: string, _task: string, id: number) => {
      mine.splice(mine.findIndex((record) => record.id === id), 1);
    },
  } as unknown as PteClient;
}

function Connected() {
  const [position, setPosition] = useState(1);
  const [client] = useState(storyClient);
  return (
    <PteClientProvider client={client}>
      <PracticeQuestion
        task={getTask('reading.multipleChoiceSingleAnswer')}
        position={position}
        onPositionChange={setPosition}
        pteType="PTE Academic"
        pathname="/dashboard/reading/multiple-choice-single/1"
      />
    </PteClientProvider>
  );
}

const meta: Meta<typeof Connected> = {
  title: 'Practice/PracticeQuestion',
  component: Connected,
};

export default meta;

export const WiredToAnApi: StoryObj<typeof Connected> = {};
