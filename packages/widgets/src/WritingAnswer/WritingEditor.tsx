import { LIMITS, countWords, writingPromptOf, type ExamVariant, type TaskDefinition } from '@pte-kit/core';
import { useId } from 'react';
import type { AnswerBaseProps } from '../ReadingAnswer/types';
import * as shared from '../ReadingAnswer/ReadingAnswer.css';
import { formatWordLimits, wordLimitStatus, wordLimitsOf, type WordLimitStatus } from './wordLimits';
import type { WritingContent, WritingContentKind } from './types';
import * as styles from './WritingEditor.css';
import { EXAM_TYPING } from '../private/examTyping';

export interface WritingEditorProps extends Omit<AnswerBaseProps<WritingContent, string>, 'result'> {
  /** Catalogue entry of the task: its word limits per variant. */
  task: TaskDefinition;
  /** The learner's exam variant, which picks the word limits. */
  variant: ExamVariant;
  /** Visible label of the text box. @default 'Your summary', 'Your essay' or 'Your email' by content kind */
  label?: string;
}

const DEFAULT_LABELS: Record<WritingContentKind, string> = {
  summarizeWrittenText: 'Your summary',
  summarizeSpokenText: 'Your summary',
  writeEssay: 'Your essay',
  writeEmail: 'Your email',
};

const STATUS_TEXT: Record<WordLimitStatus, string> = {
  empty: '',
  none: '',
  below: 'Below the minimum',
  above: 'Above the maximum',
  within: 'Within the limits',
};

/**
 * The text box of Summarize Written Text, Write Essay, Write Email and Summarize Spoken Text, under
 * the passage or prompt, with a live word count (`countWords`) that turns red outside the task's
 * limits for the variant. Whether the count is within the limits is announced politely when it changes.
 * Spellcheck, autocorrect and autocapitalisation are off, as in the exam; an empty box is not flagged.
 */
export function WritingEditor({ content, value, onValueChange, task, variant, disabled = false, label }: WritingEditorProps) {
  const inputId = useId();
  const countId = useId();
  const limitsId = useId();
  const prompt = writingPromptOf(content);
  const limits = wordLimitsOf(task, variant);
  const count = countWords(value);
  const status = wordLimitStatus(count, limits);
  const outside = status === 'below' || status === 'above';

  return (
    <div className={shared.area}>
      {prompt ? <p className={styles.prompt}>{prompt}</p> : null}
      <div className={styles.field}>
        <label htmlFor={inputId} className={styles.label}>{label ?? DEFAULT_LABELS[content.kind]}</label>
        <textarea
          id={inputId}
          className={styles.textarea}
          rows={content.kind === 'writeEssay' || content.kind === 'writeEmail' ? 12 : 6}
          value={value}
          disabled={disabled}
          maxLength={LIMITS.writingAnswerChars}
          {...EXAM_TYPING}
          aria-describedby={limits ? `${countId} ${limitsId}` : countId}
          onChange={(event) => onValueChange(event.target.value)}
        />
        <div className={styles.counter}>
          <p id={countId} className={styles.count({ outside })} data-within={status === 'none' || status === 'empty' ? undefined : String(!outside)}>
            Word count: {count}
          </p>
          {limits ? <p id={limitsId} className={styles.limits}>{formatWordLimits(limits)}</p> : null}
          <p className={styles.status({ outside })} aria-live="polite">{STATUS_TEXT[status]}</p>
        </div>
      </div>
    </div>
  );
}
