import { getTask, type AnswerRecord, type ItemResult, type QuestionContent } from '@pte-kit/core';
import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { ReadingAnswerArea } from '../ReadingAnswer/ReadingAnswerArea';
import { ScoredOrder } from '../ReadingAnswer/ScoredOrder';
import { DictationInput } from '../ListeningAnswer/DictationInput';
import { WritingEditor } from '../WritingAnswer/WritingEditor';
import { WritingScoreDetail } from '../WritingScore/WritingScoreDetail';
import { writingAnswerSample, writingResultSample } from '../WritingScore/writingResultSample';
import { ScoredAnswer } from '../ScoreModal/ScoredAnswer';
import { SpeakingAnswer } from '../SpeakingAnswer/SpeakingAnswer';
import * as speakingScoreStories from '../SpeakingScore/SpeakingScoreDetail.stories';

const { ReadAloud } = composeStories(speakingScoreStories);

/** Rendered inside the exam's English box, as the practice card does. */
const inPersian = (children: React.ReactNode) => render(
  <LocaleProvider locale="fa"><main><div lang="en" dir="ltr">{children}</div></main></LocaleProvider>,
);

const drag: QuestionContent = { kind: 'fillInTheBlanks', text: 'Glaciers {{1}} slowly and {{2}} valleys.', wordBank: ['move', 'carve'], blankCount: 2 };
const single: QuestionContent = {
  kind: 'multipleChoiceSingleAnswer', text: 'Owls hunt at night.', question: 'When do owls hunt?',
  options: [{ id: 'a', text: 'At night.' }, { id: 'b', text: 'At noon.' }],
};
// The Persian chunk is fetched on first use; fetched here once, so no test waits on its first transform.
beforeAll(() => import('../i18n/fa/answering'));

const axeClean = async (container: HTMLElement) =>
  expect((await axe(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);

describe('the answer areas in Persian', () => {
  it('name the blanks and the word box and give the hint in Persian, in Persian digits; the passage stays English', async () => {
    const { container } = inPersian(<ReadingAnswerArea content={drag} value={['move', '']} onValueChange={vi.fn()} />);
    expect(await screen.findByRole('button', { name: 'جای خالی ۱: move' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'جای خالی ۲: خالی' })).toBeInTheDocument();
    expect(screen.getByRole('group', { name: 'جعبهٔ واژه‌ها' })).toBeInTheDocument();
    const hint = screen.getByText(/واژه‌ای را به یک جای خالی بکشید/);
    expect(hint).toHaveAttribute('lang', 'fa');
    expect(hint).toHaveAttribute('dir', 'rtl');
    expect(screen.getByText(/Glaciers/)).not.toHaveAttribute('lang');
    await axeClean(container);
  });

  it('mark a scored option and tag the correct answer in Persian', async () => {
    const result: ItemResult[] = [{ answer: 'b', expected: 'a', correct: false }];
    inPersian(<ReadingAnswerArea content={single} value="b" onValueChange={vi.fn()} result={result} disabled />);
    expect(await screen.findByText('نادرست')).toBeInTheDocument();
    expect(screen.getByText('پاسخ درست')).toHaveAttribute('data-expected', 'true');
  });

  it('say the re-order rule and the pairs in Persian', async () => {
    const paragraphs = [{ id: 'p1', text: 'First.' }, { id: 'p2', text: 'Second.' }, { id: 'p3', text: 'Third.' }];
    inPersian(<ScoredOrder paragraphs={paragraphs} order={['p1', 'p2', 'p3']} pairs={[true, false]} correctOrder={['p1', 'p3', 'p2']} />);
    expect(await screen.findByTestId('pair-rule')).toHaveTextContent('۱ جفت از ۲ جفت درست است.');
    expect(screen.getByRole('img', { name: 'B سپس C: جفت نادرست، بدون امتیاز' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'ترتیب درست' })).toHaveTextContent('ترتیب درست: A → C → B');
  });

  it('label the dictation box and count its words in Persian', async () => {
    inPersian(<DictationInput content={{ kind: 'writeFromDictation' }} value="the sun rises" onValueChange={vi.fn()} />);
    expect(await screen.findByRole('textbox', { name: 'جمله‌ای را که شنیدید بنویسید' })).toBeInTheDocument();
    expect(screen.getByText('تعداد واژه‌ها: ۳')).toBeInTheDocument();
  });

  it('label the writing box by task and say the limits in Persian digits', async () => {
    const content = { kind: 'writeEssay', prompt: 'Discuss remote work.' } as QuestionContent & { kind: 'writeEssay' };
    inPersian(<WritingEditor content={content} value="" onValueChange={vi.fn()} task={getTask('writing.writeEssay')} variant="ACADEMIC" />);
    expect(await screen.findByRole('textbox', { name: 'مقالهٔ شما' })).toBeInTheDocument();
    expect(screen.getByText('۲۰۰ تا ۳۰۰ واژه')).toBeInTheDocument();
  });
});

describe('the speaking answer in Persian', () => {
  it('counts the preparation down, offers Skip and names the recorder in Persian', async () => {
    const { container } = inPersian(<SpeakingAnswer task={getTask('speaking.readAloud')} audioEnds={0} onRecordedChange={vi.fn()} />);
    expect(await screen.findByRole('timer')).toHaveTextContent(/^ضبط تا ۳۵ ثانیهٔ دیگر شروع می‌شود$/);
    expect(screen.getByRole('button', { name: 'رد شدن' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'پاسخ شما' })).toHaveTextContent('۴۰ ثانیه برای پاسخ وقت دارید.');
    // The recorder element speaks the language of the React tree it is in.
    const recorder = container.querySelector('pte-recorder')!;
    await vi.waitFor(() => expect(recorder.shadowRoot?.querySelector('button.record')).toHaveTextContent('ضبط'));
    expect(recorder.shadowRoot!.querySelector('.time')).toHaveTextContent('حداکثر 00:40');
  });
});

describe('the scored-answer views in Persian', () => {
  it('name the traits, the estimate and the fluency figures in Persian; the words heard stay English', async () => {
    const { container } = render(<LocaleProvider locale="fa"><main><ReadAloud /></main></LocaleProvider>);
    expect(await screen.findByRole('row', { name: /روانی گفتار ۳ از ۵/ })).toBeInTheDocument();
    expect(screen.getByRole('note')).toHaveTextContent('تخمینی.');
    expect(screen.getByText('۱۱۸ واژه در دقیقه')).toBeInTheDocument();
    expect(screen.getByText('۹٫۸ از ۱۲٫۴ ثانیه')).toBeInTheDocument();
    expect(screen.getByText('libraries').closest('[lang]')).toHaveAttribute('lang', 'en');
    await axeClean(container);
  });

  it('count the written answer’s errors in Persian', async () => {
    render(
      <LocaleProvider locale="fa">
        <WritingScoreDetail result={writingResultSample} answer={writingAnswerSample} task={getTask('writing.summarizeWrittenText')} />
      </LocaleProvider>,
    );
    expect(await screen.findByText('نکته‌های کلیدی پوشش‌داده‌شده: ۳ از ۴')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'خطاهای دستوری' })).toBeInTheDocument();
  });

  it('tag the correct answer of a scored choice in Persian, the options in English', async () => {
    const record = { answers: ['b'], results: [{ answer: 'b', correct: false }], answerKey: { kind: 'choice', correct: 'a' } } as unknown as AnswerRecord;
    render(<LocaleProvider locale="fa"><ScoredAnswer record={record} content={single} /></LocaleProvider>);
    expect(await screen.findByText('پاسخ درست')).toHaveAttribute('lang', 'fa');
    expect(screen.getByText(/انتخاب شما، نادرست/)).toBeInTheDocument();
    expect(screen.getByText('At noon.').closest('[lang]')).toHaveAttribute('lang', 'en');
  });
});
