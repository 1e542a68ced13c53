import {
  getTask, scoreObjective, type AnswerRecord, type ObjectiveAnswer, type PracticeSubmission, type PteClient, type ReadingSubmission,
} from '@pte-kit/core';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { PracticeCard, type PracticeCardProps } from './PracticeCard';
import { sampleSolution, type QuestionSample } from '../private/questionSample';

const base = {
  skill: 'reading', prediction: false, predictionCount: 0, practiceCount: 0, bookmarkType: 'UNMARK', explanation: 'Because.',
} as const;

const rwQuestion: QuestionSample = {
  ...base, id: 12, task: 'rwFillInTheBlanks', title: 'Lighthouses', complexity: 'AVERAGE', prediction: true,
  content: {
    kind: 'rwFillInTheBlanks',
    text: 'Lighthouses {{1}} ships away from rocks, although satellite navigation has made many of them {{2}}.',
    blanks: [{ options: ['guide', 'pull'] }, { options: ['obsolete', 'popular'] }],
  },
  answerKey: { kind: 'blanks', blanks: ['guide', 'obsolete'] },
};

const dragQuestion: QuestionSample = {
  ...base, id: 13, task: 'fillInTheBlanks', title: 'Coral', complexity: 'EASY',
  content: { kind: 'fillInTheBlanks', text: 'Coral reefs {{1}} many species of {{2}}.', wordBank: ['shelter', 'fish', 'paint'], blankCount: 2 },
  answerKey: { kind: 'blanks', blanks: ['shelter', 'fish'] },
};

const multipleQuestion: QuestionSample = {
  ...base, id: 14, task: 'multipleChoiceMultipleAnswers', title: 'Moss', complexity: 'HARD',
  content: {
    kind: 'multipleChoiceMultipleAnswers', text: 'Moss grows in damp, shaded places and has no roots.', question: 'Which are true of moss?',
    options: [{ id: 'm1', text: 'It likes damp places.' }, { id: 'm2', text: 'It has deep roots.' }, { id: 'm3', text: 'It grows in shade.' }],
  },
  answerKey: { kind: 'choices', correct: ['m1', 'm3'] },
};

const singleQuestion: QuestionSample = {
  ...base, id: 15, task: 'multipleChoiceSingleAnswer', title: 'Salt', complexity: 'EASY',
  content: {
    kind: 'multipleChoiceSingleAnswer', text: 'Salt was once used to pay soldiers.', question: 'What was salt used for?',
    options: [{ id: 'q1', text: 'Paying soldiers' }, { id: 'q2', text: 'Building roads' }],
  },
  answerKey: { kind: 'choice', correct: 'q1' },
};

const reorderQuestion: QuestionSample = {
  ...base, id: 16, task: 'reorderParagraphs', title: 'Letters', complexity: 'AVERAGE',
  content: {
    kind: 'reorderParagraphs',
    paragraphs: [{ id: 'k7', text: 'The letter is posted.' }, { id: 'k3', text: 'The letter is written.' }, { id: 'k9', text: 'The letter arrives.' }],
  },
  answerKey: { kind: 'order', order: ['k3', 'k7', 'k9'] },
};

function scoredRecord(question: QuestionSample, submission: ReadingSubmission): AnswerRecord {
  const given = submission as ObjectiveAnswer;
  const scored = scoreObjective(question.answerKey, given);
  return {
    id: 900, practiceId: question.id, type: 'MY_ANSWER', nickname: 'me', avatar: null, lastModifiedDate: '2025-05-06T07:08:09Z',
    pteType: submission.pteType, score: scored.score, maxScore: scored.max,
    answers: given.words ? [...given.words] : given.answers ? [...given.answers] : [given.answer ?? ''],
    results: scored.results, pairs: scored.pairs, answerKey: question.answerKey, scores: {}, duration: submission.duration, shareLink: '',
  };
}

/** A client that answers the answer-section call from the sample and leaves every other call pending. */
function solutionClient(question: QuestionSample) {
  const getSolution = vi.fn(async () => sampleSolution(question));
  const client = new Proxy({ baseURL: '', getSolution } as Partial<PteClient>, {
    get: (target, name: string) => (name in target ? target[name as keyof PteClient] : () => new Promise(() => {})),
  }) as PteClient;
  return { client, getSolution };
}

const taskOf = {
  12: getTask('reading.rwFillInTheBlanks'),
  13: getTask('reading.fillInTheBlanks'),
  14: getTask('reading.multipleChoiceMultipleAnswers'),
  15: getTask('reading.multipleChoiceSingleAnswer'),
  16: getTask('reading.reorderParagraphs'),
} as Record<number, PracticeCardProps['task']>;

function renderCard(question: QuestionSample, props: Partial<PracticeCardProps> = {}) {
  const onSubmit = vi.fn(async (submission: PracticeSubmission) => scoredRecord(question, submission as ReadingSubmission));
  const view = render(
    <main>
      <PracticeCard
        task={taskOf[question.id]}
        question={question}
        position={2}
        total={5}
        pteType="PTE Academic"
        onSubmit={onSubmit}
        pathname="/dashboard/reading/rw-fill-in-the-blanks/3"
        {...props}
      />
    </main>,
  );
  return { ...view, onSubmit: (props.onSubmit ?? onSubmit) as typeof onSubmit };
}

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations).toEqual([]);
}

let now = 1_700_000_000_000;
beforeEach(() => {
  now = 1_700_000_000_000;
  vi.spyOn(Date, 'now').mockImplementation(() => now);
});
afterEach(() => vi.restoreAllMocks());

describe('PracticeCard', () => {
  it('shows the task header, practice number, title, difficulty and Prediction tag', async () => {
    const { container } = renderCard(rwQuestion, { headerActions: <button type="button">Question list</button> });
    expect(screen.getByRole('heading', { level: 2, name: 'Reading & Writing: Fill in the Blanks' })).toBeInTheDocument();
    expect(screen.getByText(/Below is a text with blanks/)).toBeInTheDocument();
    expect(screen.getByText('RWFIB')).toBeInTheDocument();
    expect(screen.getByText('Very Important')).toBeInTheDocument();
    expect(screen.getByText('RWFIB #0012')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 3, name: 'Lighthouses' })).toBeInTheDocument();
    expect(screen.getByText('Medium')).toBeInTheDocument();
    expect(screen.getByText('Prediction')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Question list' })).toBeInTheDocument();
    expect(screen.getByText('2 of 5')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('shows a skeleton while the question loads', async () => {
    const { container } = renderCard(rwQuestion, { question: null });
    expect(screen.getByRole('status')).toHaveTextContent('Loading question');
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('sends the chosen dropdown words with the duration, then shows the score modal and the result', async () => {
    const user = userEvent.setup();
    const onScored = vi.fn();
    const { onSubmit, baseElement } = renderCard(rwQuestion, { onScored });
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toBeDisabled();

    await user.selectOptions(await screen.findByRole('combobox', { name: 'Blank 1' }), 'guide');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Blank 2' }), 'popular');
    expect(submit).toBeEnabled();
    now += 42_700;
    await user.click(submit);

    expect(onSubmit).toHaveBeenCalledWith({ words: ['guide', 'popular'], duration: 42, pteType: 'PTE Academic' });
    const dialog = await screen.findByRole('dialog', { name: 'reading · rw fill in the blanks' }, { timeout: 5000 }); // the first opening fetches the modal's code
    expect(within(dialog).getByRole('img', { name: 'Score 1.0 out of 2' })).toBeInTheDocument();
    expect(onScored).toHaveBeenCalledWith(expect.objectContaining({ score: 1 }));
    await expectNoAxeViolations(baseElement);

    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const first = screen.getByRole('combobox', { name: 'Blank 1' });
    expect(first).toBeDisabled();
    expect(first.closest('[data-correct]')).toHaveAttribute('data-correct', 'true');
    expect(screen.getByRole('combobox', { name: 'Blank 2' }).closest('[data-correct]')).toHaveAttribute('data-correct', 'false');
  });

  it('places drag-and-drop words without a mouse and sends them as words', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderCard(dragQuestion, { pteType: 'PTE Core' });
    const box = await screen.findByRole('group', { name: 'Word box' });
    await user.click(within(box).getByRole('button', { name: 'fish' }));
    await user.click(screen.getByRole('button', { name: 'Blank 2: empty' }));
    expect(within(box).queryByRole('button', { name: 'fish' })).not.toBeInTheDocument();
    now += 5_000;
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ words: ['', 'fish'], duration: 5, pteType: 'PTE Core' });
  });

  it('sends ticked checkboxes as answers', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderCard(multipleQuestion);
    await user.click(await screen.findByRole('checkbox', { name: 'It grows in shade.' }));
    await user.click(screen.getByRole('checkbox', { name: 'It has deep roots.' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ answers: ['m2', 'm3'], duration: 0, pteType: 'PTE Academic' });
    expect(await screen.findByRole('img', { name: 'Score 0.0 out of 2' })).toBeInTheDocument();
  });

  it('sends the chosen radio as answer', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderCard(singleQuestion);
    await user.click(await screen.findByRole('radio', { name: 'Paying soldiers' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ answer: 'q1', duration: 0, pteType: 'PTE Academic' });
    expect(await screen.findByRole('img', { name: 'Score 1.0 out of 1' })).toBeInTheDocument();
  });

  it('sends the paragraph order after Move up and Alt+Arrow, and links pairs in the modal', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderCard(reorderQuestion, { pathname: '/dashboard/reading/re-order-paragraphs/16' });
    await user.click(await screen.findByRole('button', { name: 'Move up paragraph B' }));
    const items = within(screen.getByRole('list', { name: 'Paragraphs' })).getAllByRole('listitem');
    items[2].focus();
    await user.keyboard('{Alt>}{ArrowUp}{/Alt}');
    await user.keyboard('{Alt>}{ArrowDown}{/Alt}');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ answers: ['k3', 'k7', 'k9'], duration: 0, pteType: 'PTE Academic' });
    const dialog = await screen.findByRole('dialog', { name: 'reading · re order paragraphs' });
    expect(within(dialog).getByRole('img', { name: 'Score 2.0 out of 2' })).toBeInTheDocument();
    expect(within(dialog).getAllByRole('img', { name: /right pair, 1 point/ })).toHaveLength(2);
    // The card counts the same pairs as the modal, says why in one sentence, and shows the correct order by the letters shown.
    const card = screen.getByRole('article');
    const [cardOrder, modalOrder] = screen.getAllByRole('list', { name: 'Your order' });
    expect(within(dialog).getByRole('list', { name: 'Your order' })).toBe(modalOrder);
    expect(within(cardOrder).getAllByRole('img', { name: /right pair, 1 point/ })).toHaveLength(2);
    expect(within(card).getAllByText('Each pair of neighbouring paragraphs that also follow each other in the correct order scores 1 point: 2 of 2 pairs right.')).toHaveLength(2);
    expect(within(card).getAllByTestId('correct-order').map((order) => order.textContent)).toEqual(['B → A → C', 'B → A → C']);
  });

  it('shows a rejection message in an alert, and Try Again clears it with the answer', async () => {
    const user = userEvent.setup();
    const onSubmit = vi.fn().mockRejectedValue(new Error('You have no AI submissions left.'));
    renderCard(singleQuestion, { onSubmit });
    await user.click(await screen.findByRole('radio', { name: 'Building roads' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('You have no AI submissions left.');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Building roads' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('Try Again after scoring clears the result colouring and restarts the timer', async () => {
    const user = userEvent.setup();
    const { onSubmit } = renderCard(rwQuestion);
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Blank 1' }), 'pull');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Close' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();

    now += 60_000;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    const first = screen.getByRole('combobox', { name: 'Blank 1' });
    expect(first).toBeEnabled();
    expect(first).toHaveValue('');
    expect(document.querySelector('[data-correct]')).toBeNull();

    now += 3_000;
    await user.selectOptions(first, 'guide');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenLastCalledWith({ words: ['guide', ''], duration: 3, pteType: 'PTE Academic' });
  });

  it('disables Submit while the answer is being sent', async () => {
    const user = userEvent.setup();
    let resolve: (record: AnswerRecord) => void = () => {};
    const onSubmit = vi.fn(() => new Promise<AnswerRecord>((done) => { resolve = done; }));
    renderCard(singleQuestion, { onSubmit });
    await user.click(await screen.findByRole('radio', { name: 'Paying soldiers' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Paying soldiers' })).toBeDisabled();
    resolve(scoredRecord(singleQuestion, { answer: 'q1', duration: 0, pteType: 'PTE Academic' }));
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('disables Previous and Next at the edges or when not given', async () => {
    const user = userEvent.setup();
    const onPrevious = vi.fn();
    const onNext = vi.fn();
    const { rerender } = render(
      <PracticeCard task={taskOf[15]} question={singleQuestion} position={1} total={3} pteType="PTE Academic" onSubmit={vi.fn()} onPrevious={onPrevious} onNext={onNext} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(onNext).toHaveBeenCalledTimes(1);

    rerender(<PracticeCard task={taskOf[15]} question={singleQuestion} position={3} total={3} pteType="PTE Academic" onSubmit={vi.fn()} onPrevious={onPrevious} onNext={onNext} />);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onPrevious).toHaveBeenCalledTimes(1);

    rerender(<PracticeCard task={taskOf[15]} question={singleQuestion} position={2} total={3} pteType="PTE Academic" onSubmit={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('resets the answer when the question changes', async () => {
    const user = userEvent.setup();
    const other: QuestionSample = { ...singleQuestion, id: 17, title: 'Pepper' };
    const props = { task: taskOf[15], position: 2, total: 3, pteType: 'PTE Academic', onSubmit: vi.fn() } as const;
    const { rerender } = render(<PracticeCard {...props} question={singleQuestion} />);
    await user.click(await screen.findByRole('radio', { name: 'Paying soldiers' }));
    rerender(<PracticeCard {...props} question={other} />);
    expect(screen.getByText('RMCS #0017')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Paying soldiers' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
  });

  it('plays a listening question in the chosen voice, remembers the voice, and shows the transcript after scoring', async () => {
    const user = userEvent.setup();
    localStorage.clear();
    const dictation: QuestionSample = {
      ...base, skill: 'listening', id: 31, task: 'writeFromDictation', title: 'Ferries', complexity: 'EASY', explanation: 'Plural "ferries".',
      content: { kind: 'writeFromDictation', voice: 'male' }, transcript: 'The ferries leave the harbour every hour.',
      answerKey: { kind: 'dictation', sentence: 'The ferries leave the harbour every hour.' },
    };
    const onSubmit = vi.fn(async (submission: PracticeSubmission) => scoredRecord(dictation, submission as ReadingSubmission));
    const { client, getSolution } = solutionClient(dictation);
    const { container } = render(
      <main>
        <PracticeCard
          task={getTask('listening.writeFromDictation')}
          question={dictation}
          position={1}
          total={1}
          pteType="PTE Core"
          onSubmit={onSubmit}
          mediaBaseUrl="https://api.example"
          client={client}
        />
      </main>,
    );
    // The recording plays in the timing player (a Lit element, a lazy part of the card): its controls live in its shadow root.
    const player = (await vi.waitUntil(() => container.querySelector('pte-timing-player'))) as HTMLElement & { updateComplete: Promise<boolean> };
    await player.updateComplete;
    const audio = player.shadowRoot!.querySelector('audio')!;
    expect(audio.getAttribute('src')).toBe('https://api.example/media/questions/31/us-male.mp3');
    await user.selectOptions(within(player.shadowRoot as unknown as HTMLElement).getByRole('combobox', { name: 'Speaker' }), 'uk-scottish');
    await player.updateComplete;
    expect(audio.getAttribute('src')).toBe('https://api.example/media/questions/31/uk-scottish.mp3');
    expect(localStorage.getItem('selectedSpeaker')).toBe('uk-scottish');
    expect(screen.queryByText('The ferries leave the harbour every hour.')).not.toBeInTheDocument();
    expect(getSolution).not.toHaveBeenCalled();

    await user.type(await screen.findByRole('textbox', { name: /sentence|dictation|type/i }), 'the ferries leave the harbor every hour');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({ answer: 'the ferries leave the harbor every hour', duration: 0, pteType: 'PTE Core' });
    const answer = await screen.findByRole('region', { name: 'Answer' });
    expect(getSolution).toHaveBeenCalledWith('listening', 'writeFromDictation', 31);
    expect(within(answer).getByText('The ferries leave the harbour every hour.')).toBeInTheDocument();
    expect(within(answer).getByText('Plural "ferries".')).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('sends the accent of the voice heard with a Summarize Spoken Text answer', async () => {
    const user = userEvent.setup();
    localStorage.setItem('selectedSpeaker', 'uk-rp');
    const summary: QuestionSample = {
      ...base, skill: 'listening', id: 32, task: 'summarizeSpokenText', title: 'Tides', complexity: 'HARD',
      content: { kind: 'summarizeSpokenText' }, transcript: 'Tides are caused by the moon.', explanation: '',
      answerKey: { kind: 'open', keyPoints: ['the moon causes tides'], modelAnswer: 'The moon causes tides.' },
    };
    const onSubmit = vi.fn(async () => ({ ...scoredRecord(singleQuestion, { answer: 'q1', duration: 0, pteType: 'PTE Academic' }), practiceId: 32 }));
    render(<PracticeCard task={getTask('listening.summarizeSpokenText')} question={summary} position={1} total={1} pteType="PTE Academic" onSubmit={onSubmit} />);
    await user.type(await screen.findByRole('textbox'), 'The lecture explains that the moon pulls the oceans and causes tides.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(onSubmit).toHaveBeenCalledWith({
      answer: 'The lecture explains that the moon pulls the oceans and causes tides.', accent: 'UK', duration: 0, pteType: 'PTE Academic',
    });
  });

  it('asks for the answer section only when the learner opens it', async () => {
    const user = userEvent.setup();
    const { client, getSolution } = solutionClient(singleQuestion);
    renderCard(singleQuestion, { client });
    expect(getSolution).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    const answer = await screen.findByRole('region', { name: 'Answer' });
    expect(within(answer).getByText('Because.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Hide answer' }));
    expect(screen.queryByRole('region', { name: 'Answer' })).not.toBeInTheDocument();
  });

  it('keeps the answer section and the correct answers out of a class test (showSolution off)', async () => {
    const user = userEvent.setup();
    const { client, getSolution } = solutionClient(singleQuestion);
    renderCard(singleQuestion, { client, showSolution: false });
    expect(screen.queryByRole('button', { name: 'Show answer' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Building roads/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Score 0.0 out of 1' })).toBeInTheDocument();
    expect(within(dialog).queryByText('Correct answer')).not.toBeInTheDocument();
    expect(screen.queryByText('Correct answer')).not.toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Answer' })).not.toBeInTheDocument();
    expect(getSolution).not.toHaveBeenCalled();
  });

  it('shows no question tools when asked not to (a reader who is not signed in), and still takes the answer', async () => {
    const user = userEvent.setup();
    const { client } = solutionClient(singleQuestion);
    // With tools on, the same card shows Report once its tools have loaded.
    const withTools = renderCard(singleQuestion, { client });
    expect(await screen.findByRole('button', { name: 'Report' }, { timeout: 5000 })).toBeInTheDocument();
    withTools.unmount();
    renderCard(singleQuestion, { client, showTools: false });
    await user.click(screen.getByRole('radio', { name: /Building roads/ }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog');
    expect(screen.queryByRole('button', { name: 'Report' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Exam Memory/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Flash Video/ })).not.toBeInTheDocument();
  });

  it('says an AI-scored task is out of free scores before the learner starts, and leaves objective tasks free', async () => {
    const essay: QuestionSample = {
      ...base, skill: 'writing', id: 41, task: 'writeEssay', title: 'Cities', complexity: 'HARD',
      content: { kind: 'writeEssay', prompt: 'Should cities ban cars from their centres?' },
      answerKey: { kind: 'open', keyPoints: ['position'], modelAnswer: 'Cities should…' },
    };
    const { unmount } = render(
      <PracticeCard task={getTask('writing.writeEssay')} question={essay} position={1} total={1} pteType="PTE Academic" onSubmit={vi.fn()} aiScoresLeft={0} />,
    );
    const notice = screen.getByRole('region', { name: 'No free AI scores left for Write Essay' });
    expect(within(notice).getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/dashboard/plans');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('timer')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeDisabled();
    unmount();
    // The last free answer, just scored, stays on screen when the count reaches 0.
    const user = userEvent.setup();
    const onSubmit = vi.fn(async () => ({ ...scoredRecord(singleQuestion, { answer: 'q1', duration: 0, pteType: 'PTE Academic' }), practiceId: 41 }));
    const { rerender } = render(
      <PracticeCard task={getTask('writing.writeEssay')} question={essay} position={1} total={1} pteType="PTE Academic" onSubmit={onSubmit} aiScoresLeft={1} />,
    );
    await user.type(await screen.findByRole('textbox'), 'Cities should ban cars from their centres because the air would be cleaner.');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await screen.findByRole('dialog');
    rerender(<PracticeCard task={getTask('writing.writeEssay')} question={essay} position={1} total={1} pteType="PTE Academic" onSubmit={onSubmit} aiScoresLeft={0} />);
    expect(screen.queryByRole('region', { name: /No free AI scores left/ })).not.toBeInTheDocument();
    expect(screen.getByRole('textbox')).toHaveValue('Cities should ban cars from their centres because the air would be cleaner.');
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByRole('region', { name: 'No free AI scores left for Write Essay' })).toBeInTheDocument();
    cleanup();
    renderCard(singleQuestion, { aiScoresLeft: 0 });
    expect(screen.queryByRole('region', { name: /No free AI scores left/ })).not.toBeInTheDocument();
    expect(screen.getByRole('radio', { name: /Paying soldiers/ })).toBeEnabled();
  });
});
