import { useId } from 'react';
import { paragraphLetter } from './passage';
import { ResultMark, scoredState } from './ResultMark';
import type { AnswerBaseProps, ChoiceContent } from './types';
import * as shared from './ReadingAnswer.css';
import * as styles from './ChoiceList.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { answerAreaMessages } from '../AnswerArea/messages';

export interface ChoiceListProps extends AnswerBaseProps<ChoiceContent, string[] | string> {
  /** Checkboxes (value string[] of option ids) when true, radios (value one option id, '' for none) when false. @default true for the multiple-answers kinds */
  multiple?: boolean;
  /** Name of the options group when the content has no `question` (read by screen readers only). @default 'Summaries', 'Options to complete the recording' or 'Options' by content kind, in the interface's language */
  label?: string;
}

const MULTIPLE_KINDS: readonly string[] = ['multipleChoiceMultipleAnswers', 'listeningMultipleChoiceMultipleAnswers'];

/**
 * Multiple choice, highlight correct summary, select missing word: the passage when there is one, the
 * question as a legend, then checkboxes or radios.
 */
export function ChoiceList({ content, value, onValueChange, result, disabled = false, multiple, label }: ChoiceListProps) {
  const ui = useAnsweringArea('answerArea');
  const t = useT(answerAreaMessages);
  const name = useId();
  const isMultiple = multiple ?? MULTIPLE_KINDS.includes(content.kind);
  const chosen = Array.isArray(value) ? value : value ? [value] : [];
  // Single choice results name the expected option; multiple-answer results only judge the chosen ones.
  const expectedId = isMultiple ? undefined : result?.[0]?.expected;

  const toggle = (id: string, checked: boolean) => {
    if (!isMultiple) {
      onValueChange(id);
      return;
    }
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    onValueChange(content.options.map((option) => option.id).filter((optionId) => next.has(optionId)));
  };

  return (
    <div className={shared.area}>
      {content.text ? <p className={shared.passage}>{content.text}</p> : null}
      <fieldset className={styles.fieldset} disabled={disabled}>
        {content.question ? (
          <legend className={styles.legend}>{content.question}</legend>
        ) : (
          <VisuallyHidden as="legend" {...(label ? {} : ui)}>{label ?? t('options', { kind: content.kind })}</VisuallyHidden>
        )}
        <ul className={styles.options}>
          {content.options.map((option, index) => {
            const isChosen = chosen.includes(option.id);
            const itemResult = isChosen ? result?.find((entry) => entry.answer === option.id) : undefined;
            const { state, dataCorrect } = scoredState(itemResult);
            const isExpected = expectedId === option.id && !itemResult?.correct;
            return (
              <li key={option.id}>
                <label className={[styles.option, shared.scored({ state })].join(' ')} data-correct={dataCorrect}>
                  <input
                    className={styles.input}
                    type={isMultiple ? 'checkbox' : 'radio'}
                    name={name}
                    value={option.id}
                    checked={isChosen}
                    onChange={(event) => toggle(option.id, event.target.checked)}
                  />
                  <span className={styles.optionLetter} aria-hidden="true">{paragraphLetter(index)}</span>
                  <span className={styles.optionText}>{option.text}</span>
                  {itemResult ? <ResultMark result={{ ...itemResult, expected: undefined }} /> : null}
                  {isExpected ? <span className={styles.expectedTag} data-expected="true" {...ui}>{t('correctAnswer')}</span> : null}
                </label>
              </li>
            );
          })}
        </ul>
      </fieldset>
    </div>
  );
}
