import type { AnswerKey, ExamVariant, ItemResult, QuestionContent } from '@pte-kit/core';
import { composeStories } from '@storybook/react-vite';
import { render, screen, within } from '@testing-library/react';
import { fn, userEvent } from 'storybook/test';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import {
  highlightCorrectSummarySample, highlightIncorrectWordsSample, listeningFillInTheBlanksSample, listeningMultipleAnswersSample,
  listeningSingleAnswerSample, selectMissingWordSample, writeFromDictationSample,
} from '../ListeningAnswer/listeningSamples';
import { multipleAnswersSample, reorderSample } from '../ReadingAnswer/readingSamples';
import type { AnswerValue } from '../ReadingAnswer/types';
import { summarizeSpokenTextSample, summarizeWrittenTextSample, writeEmailSample, writeEssaySample } from '../WritingAnswer/writingSamples';
import { AnswerArea } from './AnswerArea';
import * as stories from './AnswerArea.stories';
import { emptyAnswer, isAnswered, toSubmission } from '@pte-kit/core';

const { Reading, ListeningFillInTheBlanks, HighlightIncorrectWords, WriteFromDictation } = composeStories(stories);

const lfib = listeningFillInTheBlanksSample.content;
const lmcm = listeningMultipleAnswersSample.content;
const lmcs = listeningSingleAnswerSample.content;
const hcs = highlightCorrectSummarySample.content;
const smw = selectMissingWordSample.content;
const hiw = highlightIncorrectWordsSample.content;
const wfd = writeFromDictationSample.content;
const swt = summarizeWrittenTextSample.content;
const essay = writeEssaySample.content;
const email = writeEmailSample.content;
const sst = summarizeSpokenTextSample.content;
const readAloud: QuestionContent = { kind: 'readAloud', text: 'Read this aloud.' };

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations).toEqual([]);
}

function Harness({ content, onChange, result, disabled, variant, answerKey, initial }: {
  content: QuestionContent;
  onChange?: (value: AnswerValue) => void;
  result?: ItemResult[];
  disabled?: boolean;
  variant?: ExamVariant;
  answerKey?: AnswerKey;
  initial?: AnswerValue;
}) {
  const [value, setValue] = useState(() => initial ?? emptyAnswer(content));
  return (
    <main>
      <AnswerArea
        content={content}
        value={value}
        result={result}
        disabled={disabled}
        variant={variant}
        answerKey={answerKey}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </main>
  );
}

describe('AnswerArea', () => {
  it('shows placeholder lines and a loading status until the area of a kind not shown before is here', async () => {
    render(<Harness content={lmcs} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the answer area…');
    expect(await screen.findByRole('group', { name: 'What change to the market does the speaker announce?' })).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('delegates reading questions to the reading areas', async () => {
    const { container } = render(<Reading />);
    await Reading.play!({ canvasElement: container });
    expect(screen.getByRole('combobox', { name: 'Blank 1' })).toBeInTheDocument();
  });

  it('types listening blanks', async () => {
    const onChange = fn();
    const { container } = render(<main><ListeningFillInTheBlanks onValueChange={onChange} /></main>);
    await ListeningFillInTheBlanks.play!({ canvasElement: container });
    expect(onChange).toHaveBeenLastCalledWith(['', '', '', 'printers']);
    await expectNoAxeViolations(container);
  });

  it('uses checkboxes for listening multiple answers and radios for the single-answer listening tasks', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const { container, unmount } = render(<Harness content={lmcm} onChange={onChange} />);
    const group = await screen.findByRole('group', { name: 'What changes did the cafe owner make?' });
    await user.click(within(group).getByRole('checkbox', { name: 'Customers who sit in are served in mugs and glasses.' }));
    await user.click(within(group).getByRole('checkbox', { name: 'Straws are only given to customers who ask for them.' }));
    expect(onChange).toHaveBeenLastCalledWith(['A', 'C']);
    expect(container.textContent).not.toContain('regulars');
    await expectNoAxeViolations(container);
    unmount();

    for (const [content, name] of [[lmcs, 'What change to the market does the speaker announce?'], [hcs, 'Summaries'], [smw, 'Options to complete the recording']] as const) {
      const changed = vi.fn();
      const view = render(<Harness content={content} onChange={changed} />);
      const radios = within(await screen.findByRole('group', { name })).getAllByRole('radio');
      expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
      await user.click(radios[0]);
      expect(changed).toHaveBeenLastCalledWith('A');
      await expectNoAxeViolations(view.container);
      view.unmount();
    }
  });

  it('toggles highlight-incorrect-words positions and marks missed words from the key after scoring', async () => {
    const onChange = fn();
    const story = render(<main><HighlightIncorrectWords onValueChange={onChange} /></main>);
    await HighlightIncorrectWords.play!({ canvasElement: story.container });
    expect(onChange).toHaveBeenLastCalledWith(['32', '49']);
    story.unmount();

    const key = highlightIncorrectWordsSample.answerKey;
    const { container } = render(
      <Harness content={hiw} initial={['32', '33']} answerKey={key} disabled result={[{ answer: '32', correct: true }, { answer: '33', correct: false }]} />,
    );
    expect(await screen.findByRole('button', { name: /^late/ })).toHaveAttribute('data-correct', 'true');
    expect(screen.getByRole('button', { name: /^adds/ })).toHaveAttribute('data-correct', 'false');
    expect(screen.getByRole('button', { name: /^drives/ })).toHaveAttribute('data-missed', 'true');
    expect(screen.getByRole('button', { name: /^relaxed/ })).toHaveAttribute('data-missed', 'true');
    await expectNoAxeViolations(container);
  });

  it('gives dictation a text box and never shows the sentence', async () => {
    const onChange = fn();
    const { container } = render(<main><WriteFromDictation onValueChange={onChange} /></main>);
    await WriteFromDictation.play!({ canvasElement: container });
    expect(onChange).toHaveBeenLastCalledWith('The library');
    expect(container.textContent).not.toContain('urgent repairs');
  });

  it('gives writing tasks the editor with the limits of the learner’s variant', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Harness content={sst} variant="CORE" />);
    expect(await screen.findByText('20–30 words')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Your summary' }), 'Too short.');
    expect(screen.getByText('Word count: 2')).toHaveAttribute('data-within', 'false');
    unmount();

    const { container } = render(<Harness content={swt} />);
    expect(await screen.findByText('5–75 words')).toBeInTheDocument();
    expect(screen.getByText(/simplest forms of exercise/)).toBeInTheDocument();
    await expectNoAxeViolations(container);
  });

  it('leaves speaking questions to the recorder', async () => {
    render(<Harness content={readAloud} />);
    expect(await screen.findByText('This question is answered with a recording.')).toBeInTheDocument();
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
  });
});

describe('answer values of every kind', () => {
  it('starts each kind empty', () => {
    expect(emptyAnswer(lfib)).toEqual(['', '', '', '']);
    expect(emptyAnswer(lmcm)).toEqual([]);
    expect(emptyAnswer(hiw)).toEqual([]);
    for (const content of [lmcs, hcs, smw, wfd, swt, essay, email, sst, readAloud]) expect(emptyAnswer(content)).toBe('');
    // The paragraphs in the order they are served.
    expect(emptyAnswer(reorderSample.content)).toEqual(reorderSample.content.kind === 'reorderParagraphs' ? reorderSample.content.paragraphs.map((paragraph) => paragraph.id) : null);
  });

  it('knows when there is something to submit', () => {
    expect(isAnswered(lfib, ['', ' ', '', ''])).toBe(false);
    expect(isAnswered(lfib, ['', 'renew', '', ''])).toBe(true);
    expect(isAnswered(lmcm, [])).toBe(false);
    expect(isAnswered(lmcm, ['A'])).toBe(true);
    expect(isAnswered(hiw, [])).toBe(false);
    expect(isAnswered(hiw, ['0'])).toBe(true);
    for (const content of [lmcs, hcs, smw]) {
      expect(isAnswered(content, '')).toBe(false);
      expect(isAnswered(content, 'A')).toBe(true);
    }
    for (const content of [wfd, swt, essay, email, sst]) {
      expect(isAnswered(content, '  \n ')).toBe(false);
      expect(isAnswered(content, 'Some words')).toBe(true);
    }
    expect(isAnswered(readAloud, 'anything')).toBe(false);
    expect(isAnswered(multipleAnswersSample.content, ['A'])).toBe(true);
  });

  it('builds the spec submit bodies', () => {
    expect(toSubmission(lfib, [' activate', 'renew '], 30, 'PTE Academic')).toEqual({ words: ['activate', 'renew', '', ''], duration: 30, pteType: 'PTE Academic' });
    expect(toSubmission(lmcm, ['A', 'C'], 12, 'PTE Core')).toEqual({ answers: ['A', 'C'], duration: 12, pteType: 'PTE Core' });
    expect(toSubmission(hiw, ['49', '32', '49', '68'], 40, 'PTE Academic')).toEqual({ answers: ['32', '49', '68'], duration: 40, pteType: 'PTE Academic' });
    for (const content of [lmcs, hcs, smw]) {
      expect(toSubmission(content, 'B', 8, 'PTE Academic')).toEqual({ answer: 'B', duration: 8, pteType: 'PTE Academic' });
    }
    expect(toSubmission(wfd, ' The library extends its hours. ', 20, 'PTE Core')).toEqual({ answer: 'The library extends its hours.', duration: 20, pteType: 'PTE Core' });
    for (const content of [swt, essay, email]) {
      expect(toSubmission(content, 'My answer.', 300, 'PTE Academic', { accent: 'UK' })).toEqual({ answer: 'My answer.', duration: 300, pteType: 'PTE Academic' });
    }
    expect(toSubmission(sst, 'A summary.', 500, 'PTE Academic', { accent: 'UK' })).toEqual({ answer: 'A summary.', accent: 'UK', duration: 500, pteType: 'PTE Academic' });
    expect(toSubmission(sst, 'A summary.', 500, 'PTE Academic')).toEqual({ answer: 'A summary.', duration: 500, pteType: 'PTE Academic' });
    expect(() => toSubmission(readAloud, '', 10, 'PTE Academic')).toThrow(TypeError);
  });
});
