import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { getTask, type AnswerRecord, type PteClient } from '@pte-kit/core';
import { sampleSolution, type QuestionSample } from '../private/questionSample';
import { PteClientProvider } from '../PteClientProvider';
import { PracticeQuestion } from './PracticeQuestion';

const questions: QuestionSample[] = [
  {
    id: 12, skill: 'reading', task: 'multipleChoiceSingleAnswer', title: 'Night Markets', complexity: 'AVERAGE', prediction: true,
    predictionCount: 6, practiceCount: 1, bookmarkType: 'UNMARK',
    explanation: 'The passage links the markets to cooler evening temperatures, not to tourism or rules on trading hours.',
    content: {
      kind: 'multipleChoiceSingleAnswer',
      text: 'In many hot cities, street markets open only after sunset. Traders and shoppers avoid the heat of the day, and the cooler evening air makes it pleasant to linger over food stalls. What began as a practical answer to the climate has become a social habit that families plan their week around.',
      question: 'According to the passage, why did night markets begin?',
      options: [
        { id: 'A', text: 'To attract foreign tourists' },
        { id: 'B', text: 'Because evenings are cooler than days' },
        { id: 'C', text: 'Because laws banned daytime trading' },
        { id: 'D', text: 'To give families something to plan' },
      ],
    },
    answerKey: { kind: 'choice', correct: 'B' },
  },
];

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
    submitAnswer: async (_skill: string, _task: string, practiceId: number, body: { answer?: string }) => {
      const correct = body.answer === 'B';
      const record: AnswerRecord = {
        id: mine.length + 1, practiceId, type: 'MY_ANSWER', nickname: 'Me', avatar: null, lastModifiedDate: new Date().toISOString(),
        pteType: 'PTE Academic', score: correct ? 1 : 0, maxScore: 1, answers: [body.answer ?? ''],
        results: [{ answer: body.answer ?? '', expected: 'B', correct }], answerKey: { kind: 'choice', correct: 'B' }, scores: { R: { score: correct ? 1 : 0, max: 1 } }, duration: 30,
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
