import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { getTask, type AnswerRecord, type PracticeItem, type PteClient } from '@pte-kit/core';
import { PteClientProvider } from '../PteClientProvider';
import { PracticeQuestion } from './PracticeQuestion';

const task = getTask('reading.multipleChoiceSingleAnswer');

const item = (position: number): PracticeItem => ({
  position,
  totalElements: 2,
  question: {
    id: 40 + position, skill: 'reading', task: 'multipleChoiceSingleAnswer', title: `Lighthouses ${position}`, complexity: 'EASY',
    prediction: false, predictionCount: 0, practiceCount: 0, bookmarkType: 'UNMARK',
    content: {
      kind: 'multipleChoiceSingleAnswer', text: 'Lighthouses once needed keepers who trimmed the wicks every night.',
      question: 'What did keepers do?', options: [{ id: 'A', text: 'Trimmed wicks' }, { id: 'B', text: 'Built ships' }],
    },
  },
});

const record = (id: number, type: AnswerRecord['type'], nickname: string): AnswerRecord => ({
  id, practiceId: 41, type, nickname, avatar: null, lastModifiedDate: '2026-11-20T10:15:00Z', pteType: 'PTE Academic',
  score: 1, maxScore: 1, answers: ['A'], results: [{ answer: 'A', expected: 'A', correct: true }], scores: { R: { score: 1, max: 1 } },
  duration: 12, shareLink: 'https://example.test/share/reading/multipleChoiceSingleAnswer/1',
});

/** An in-memory stand-in for the API, recording what the widget asks of it. */
function fakeClient() {
  const mine: AnswerRecord[] = [];
  const page = (records: AnswerRecord[]) => ({
    _embedded: { rMultipleChoiceSingleAnswerScoredAnswerDtoList: records },
    page: { size: 10, totalElements: records.length, totalPages: 1, number: 0 },
  });
  const client = {
    getPracticeItem: vi.fn(async (_skill: string, _task: string, position: number) => item(position)),
    listMyAnswers: vi.fn(async () => page(mine)),
    listCommunityAnswers: vi.fn(async () => page([record(7, 'OTHER', 'Tara')])),
    submitAnswer: vi.fn(async () => {
      const saved = record(9, 'MY_ANSWER', 'Me');
      mine.unshift(saved);
      return saved;
    }),
    deleteAnswer: vi.fn(async () => {
      mine.length = 0;
    }),
    getBookmark: vi.fn(async () => ({ id: null, type: 'UNMARK', version: null })),
    getNote: vi.fn(async () => null),
    getLanguages: vi.fn(async () => ({ fa: 'Persian (فارسی)' })),
    getSolution: vi.fn(async (_skill: string, _task: string, id: number) => ({
      practiceId: id, answerKey: { kind: 'choice', correct: 'A' }, transcript: null, explanation: 'Keepers trimmed the wicks.',
    })),
    baseURL: '',
  };
  return client;
}

describe('PracticeQuestion', () => {
  it('loads the question at its position, submits the spec payload, shows the score and lists the answer under My answers', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const onScored = vi.fn();
    const onSubmitAnswer = vi.fn();
    render(
      <PteClientProvider client={client as unknown as PteClient}>
        <PracticeQuestion task={task} position={1} onPositionChange={() => {}} pteType="PTE Academic" onScored={onScored} onSubmitAnswer={onSubmitAnswer} pathname="/dashboard/reading/multiple-choice-single/1" />
      </PteClientProvider>,
    );
    expect(await screen.findByText('Lighthouses 1')).toBeInTheDocument();
    expect(client.getPracticeItem).toHaveBeenCalledWith('reading', 'multipleChoiceSingleAnswer', 1, {});
    await user.click(await screen.findByRole('radio', { name: /Trimmed wicks/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() => expect(client.submitAnswer).toHaveBeenCalled());
    expect(client.submitAnswer).toHaveBeenCalledWith('reading', 'multipleChoiceSingleAnswer', 41, { answer: 'A', duration: expect.any(Number), pteType: 'PTE Academic' });
    expect(onSubmitAnswer).toHaveBeenCalledWith(expect.objectContaining({ answer: 'A' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Score 1.0 out of 1' })).toBeInTheDocument();
    expect(await within(dialog).findByText('Keepers trimmed the wicks.')).toBeInTheDocument();
    expect(client.getSolution).toHaveBeenCalledTimes(1);
    expect(onScored).toHaveBeenCalledWith(expect.objectContaining({ id: 9 }));
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.getByRole('tab', { name: /My answers/ })).toHaveTextContent('1'));
  });

  it('moves with Previous / Next through onPositionChange and shows the community tab', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const onPositionChange = vi.fn();
    render(<PracticeQuestion client={client as unknown as PteClient} task={task} position={1} onPositionChange={onPositionChange} pteType="PTE Core" />);
    await screen.findByText('Lighthouses 1');
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onPositionChange).toHaveBeenCalledWith(2);
    await user.click(await screen.findByRole('tab', { name: 'Community' }));
    expect(await screen.findByText('Tara')).toBeInTheDocument();
  });

  it('loads the community 10 at a time: Load More asks for the next page only and appends it', async () => {
    const user = userEvent.setup();
    const client = fakeClient();
    const everyone = Array.from({ length: 12 }, (_, index) => record(100 + index, 'OTHER', `Learner ${index + 1}`));
    client.listCommunityAnswers.mockImplementation((async (_s: string, _t: string, _id: number, page: number, size: number) => ({
      _embedded: { rMultipleChoiceSingleAnswerScoredAnswerDtoList: everyone.slice(page * size, page * size + size) },
      page: { size, totalElements: everyone.length, totalPages: Math.ceil(everyone.length / size), number: page },
    })) as never);
    render(<PracticeQuestion client={client as unknown as PteClient} task={task} position={1} onPositionChange={() => {}} pteType="PTE Core" />);
    await screen.findByText('Lighthouses 1');
    await user.click(await screen.findByRole('tab', { name: 'Community' }));
    expect(await screen.findByText('Learner 10')).toBeInTheDocument();
    expect(screen.queryByText('Learner 11')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(await screen.findByText('Learner 12')).toBeInTheDocument();
    expect(client.listCommunityAnswers).toHaveBeenLastCalledWith('reading', 'multipleChoiceSingleAnswer', 41, 1, 10);
    expect(screen.getByText('All 12 answers have been shown.')).toBeInTheDocument();
  });

  it('shows the API\'s message when the question cannot be loaded', async () => {
    const client = fakeClient();
    client.getPracticeItem.mockRejectedValueOnce(new Error('Question 9 of 2 was not found.'));
    render(<PracticeQuestion client={client as unknown as PteClient} task={task} position={9} onPositionChange={() => {}} pteType="PTE Core" />);
    expect(await screen.findByRole('alert')).toHaveTextContent(/^Question 9 of 2 was not found\.$/);
  });
});
