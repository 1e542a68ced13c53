import { getTask, type ExamVariant, type TaskDefinition } from '@pte-kit/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import type { WritingContent } from './types';
import { WritingEditor } from './WritingEditor';
import { summarizeSpokenTextSample, summarizeWrittenTextSample, writeEmailSample, writeEssaySample } from './writingSamples';

const sst = getTask('listening.summarizeSpokenText');
const swt = getTask('writing.summarizeWrittenText');

async function expectNoAxeViolations(container: HTMLElement) {
  const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
  expect(results.violations).toEqual([]);
}

function Editor({ content, task, variant = 'ACADEMIC', initial = '', onChange, disabled }: {
  content: WritingContent;
  task: TaskDefinition;
  variant?: ExamVariant;
  initial?: string;
  onChange?: (value: string) => void;
  disabled?: boolean;
}) {
  const [value, setValue] = useState(initial);
  return (
    <main>
      <WritingEditor
        content={content}
        task={task}
        variant={variant}
        value={value}
        disabled={disabled}
        onValueChange={(next) => {
          setValue(next);
          onChange?.(next);
        }}
      />
    </main>
  );
}

const words = (count: number) => Array.from({ length: count }, (_, index) => `word${index}`).join(' ');

describe('WritingEditor', () => {
  it('shows the passage above the box and counts words live, ignoring blanks and keeping hyphenated words whole', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    const content = summarizeWrittenTextSample.content as WritingContent;
    const { container } = render(<Editor content={content} task={swt} onChange={onChange} />);
    expect(screen.getByText(/Walking is one of the simplest forms of exercise/)).toBeInTheDocument();
    const box = screen.getByRole('textbox', { name: 'Your summary' });
    expect(box).toHaveAttribute('spellcheck', 'false');
    expect(screen.getByText('Word count: 0')).toBeInTheDocument();
    expect(screen.getByText('5–75 words')).toBeInTheDocument();

    await user.type(box, 'A  four-day   week ‘works’ well');
    expect(onChange).toHaveBeenLastCalledWith('A  four-day   week ‘works’ well');
    expect(screen.getByText('Word count: 5')).toHaveAttribute('data-within', 'true');
    expect(box).toHaveAccessibleDescription('Word count: 5 5–75 words');
    await expectNoAxeViolations(container);
  });

  it('turns the count red and says so politely outside the limits of the learner’s variant', async () => {
    const user = userEvent.setup();
    const content = summarizeSpokenTextSample.content as WritingContent;
    const { rerender } = render(<Editor content={content} task={sst} variant="CORE" />);
    expect(screen.getByText('20–30 words')).toBeInTheDocument();
    const status = screen.getByText((_, element) => element?.getAttribute('aria-live') === 'polite');
    expect(status).toBeEmptyDOMElement();
    expect(screen.getByText('Word count: 0')).not.toHaveAttribute('data-within');

    const box = screen.getByRole('textbox', { name: 'Your summary' });
    await user.type(box, words(19));
    expect(screen.getByText('Word count: 19')).toHaveAttribute('data-within', 'false');
    expect(status).toHaveTextContent('Below the minimum');
    await user.type(box, ' more');
    expect(screen.getByText('Word count: 20')).toHaveAttribute('data-within', 'true');
    expect(status).toHaveTextContent('Within the limits');
    await user.type(box, ` ${words(11)}`);
    expect(screen.getByText('Word count: 31')).toHaveAttribute('data-within', 'false');
    expect(status).toHaveTextContent('Above the maximum');

    rerender(<Editor content={content} task={sst} variant="ACADEMIC" initial={words(31)} />);
    expect(screen.getByText('50–70 words')).toBeInTheDocument();
  });

  it('never shows the Summarize Spoken Text transcript', () => {
    const { container } = render(<Editor content={summarizeSpokenTextSample.content as WritingContent} task={sst} />);
    expect(container.textContent).not.toContain('comfortable pair of shoes');
  });

  it('shows the essay and email prompts with their own labels and limits', async () => {
    const { container, unmount } = render(
      <Editor content={writeEssaySample.content as WritingContent} task={getTask('writing.writeEssay')} initial={words(250)} />,
    );
    expect(screen.getByText(/social media has made it easier to stay in touch/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your essay' })).toBeInTheDocument();
    expect(screen.getByText('200–300 words')).toBeInTheDocument();
    expect(screen.getByText('Word count: 250')).toHaveAttribute('data-within', 'true');
    await expectNoAxeViolations(container);
    unmount();

    render(<Editor content={writeEmailSample.content as WritingContent} task={getTask('writing.writeEmail')} variant="CORE" disabled />);
    expect(screen.getByText(/Write an email to Sam/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Your email' })).toBeDisabled();
    expect(screen.getByText('50–120 words')).toBeInTheDocument();
  });

  it('shows only the count when the task has no limits for the variant', () => {
    render(<Editor content={writeEssaySample.content as WritingContent} task={getTask('writing.writeEssay')} variant="CORE" initial="Hello there" />);
    expect(screen.getByText('Word count: 2')).not.toHaveAttribute('data-within');
    expect(screen.queryByText(/–\d+ words/)).not.toBeInTheDocument();
  });
});
