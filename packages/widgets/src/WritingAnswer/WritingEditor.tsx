import { LIMITS, countWords, writingPromptOf, type ExamVariant, type TaskDefinition } from '@pte-kit/core';
import { useId } from 'react';
import type { AnswerBaseProps } from '../ReadingAnswer/types';
import * as shared from '../ReadingAnswer/ReadingAnswer.css';
import { wordLimitStatus, wordLimitsOf } from './wordLimits';
import type { WritingContent } from './types';
import * as styles from './WritingEditor.css';
import { EXAM_TYPING } from '../private/examTyping';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { writingAnswerMessages } from './messages';

export interface WritingEditorProps extends Omit<AnswerBaseProps<WritingContent, string>, 'result'> {
  /** Catalogue entry of the task: its word limits per variant. */
  task: TaskDefinition;
  /** The learner's exam variant, which picks the word limits. */
  variant: ExamVariant;
  /** Visible label of the text box. @default 'Your summary', 'Your essay' or 'Your email' by content kind, in the interface's language */
  label?: string;
}

/**
 * The text box of Summarize Written Text, Write Essay, Write Email and Summarize Spoken Text, under
 * the passage or prompt, with a live word count (`countWords`) that turns red outside the task's
 * limits for the variant. Whether the count is within the limits is announced politely when it changes.
 * Spellcheck, autocorrect and autocapitalisation are off, as in the exam; an empty box is not flagged.
 */
export function WritingEditor({ content, value, onValueChange, task, variant, disabled = false, label }: WritingEditorProps) {
  const inputId = useId();
  const ui = useAnsweringArea('writingAnswer');
  const t = useT(writingAnswerMessages);
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
        <label htmlFor={inputId} className={styles.label} {...ui}>{label ?? t('label', { kind: content.kind })}</label>
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
        <div className={styles.counter} {...ui}>
          <p id={countId} className={styles.count({ outside })} data-within={status === 'none' || status === 'empty' ? undefined : String(!outside)}>
            {t('wordCount', { n: count })}
          </p>
          {limits ? <p id={limitsId} className={styles.limits}>{t('limits', { min: limits.min, max: limits.max })}</p> : null}
          <p className={styles.status({ outside })} aria-live="polite">{t('status', { status })}</p>
        </div>
      </div>
    </div>
  );
}
