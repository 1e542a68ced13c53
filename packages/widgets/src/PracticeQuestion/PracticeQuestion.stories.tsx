import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { useState } from 'react';
import { createPteClient, getTask, scoreObjective, type AnswerRecord, type PteClient } from '@pte-kit/core';
import { sampleSolution, type QuestionSample } from '../private/questionSample';
import { singleAnswerSample } from '../ReadingAnswer/readingSamples';
import { PteClientProvider } from '../PteClientProvider';
import { PracticeQuestion } from './PracticeQuestion';

const questions: QuestionSample[] = [singleAnswerSample];

/**
 * The API the story answers from memory: questions, solutions and the learner's answers are scored with the key and kept
 * for the session; the question's tools (bookmark, note, comments, videos) find nothing saved yet. It is a real client
 * whose fetch is answered here, so every call the card makes has an answer and the types are the client's own.
 */
function storyClient(): PteClient {
  const mine: AnswerRecord[] = [];
  const page = <T,>(name: string, records: T[]) => ({
    _embedded: { [name]: records },
    page: { size: 10, totalElements: records.length, totalPages: records.length ? 1 : 0, number: 0 },
  });
  const base = createPteClient({
    baseURL: 'https://api.story.invalid',
    fetch: async (input) => {
      const { pathname } = new URL(input instanceof Request ? input.url : String(input));
      const bookmark = /^\/api\/bookmarks\/(\d+)$/.exec(pathname);
      if (bookmark) return Response.json({ id: null, practiceId: Number(bookmark[1]), type: 'UNMARK', version: null });
      if (pathname === '/api/users/remainingAI') return Response.json({ remaining: null });
      if (pathname === '/api/profile/languages') return Response.json({ fa: 'Persian (فارسی)', de: 'German (Deutsch)' });
      // Every other list (notes, comments, videos) is empty in the story.
      return Response.json(page('items', []));
    },
  });
  return {
    ...base,
    getPracticeItem: async (_skill, _task, position) => ({ position, totalElements: questions.length, question: questions[position - 1]! }),
    getSolution: async (_skill, _task, id) => sampleSolution(questions.find((question) => question.id === id)!),
    listMyAnswers: async () => page('rMultipleChoiceSingleAnswerScoredAnswerDtoList', mine),
    listCommunityAnswers: async () => page('rMultipleChoiceSingleAnswerScoredAnswerDtoList', []),
    submitAnswer: async (_skill, _task, practiceId, body) => {
      const { answerKey } = questions.find((question) => question.id === practiceId)!;
      const objective = 'answer' in body ? body : { answer: '' };
      const scored = scoreObjective(answerKey, objective);
      const record: AnswerRecord = {
        id: mine.length + 1, practiceId, type: 'MY_ANSWER', nickname: 'Me', avatar: null, lastModifiedDate: new Date().toISOString(),
        pteType: 'PTE Academic', score: scored.score, maxScore: scored.max, answers: [objective.answer ?? ''],
        results: scored.results, answerKey, scores: { R: { score: scored.score, max: scored.max } }, duration: 30,
        shareLink: '',
      };
      mine.unshift(record);
      return record;
    },
    deleteAnswer: async (_skill, _task, id) => {
      mine.splice(mine.findIndex((record) => record.id === id), 1);
    },
  };
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
  parameters: { docs: { description: { component: '`PracticeQuestion`: the whole practice card wired to an API client through `PteClientProvider`: the question at a position, the answer area, Submit with the score modal, My answers / Community and Previous / Next. In this story the API answers from memory.' } } },
};

export default meta;

/** Choose an option and Submit: the score modal shows the score and the answer joins My answers. */
export const WiredToAnApi: StoryObj<typeof Connected> = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    await userEvent.click(await canvas.findByRole('radio', { name: 'Changes in the amount of light the Moon produces' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Submit' }));
    const dialog = within(await page.findByRole('dialog'));
    await expect(dialog.getByRole('img', { name: /^Score .* out of 1$/ })).toBeInTheDocument();
  },
};
