import { BlankPassage, withBlank } from './BlankPassage';
import { blankValues } from './passage';
import type { ReadingAnswerBaseProps, ReadingContent } from './types';
import * as shared from './ReadingAnswer.css';
import * as styles from './DropdownBlanks.css';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { blankMessages } from './blankMessages';

export type DropdownBlanksProps = ReadingAnswerBaseProps<ReadingContent<'rwFillInTheBlanks'>, string[]>;

/** Reading & Writing fill in the blanks: the passage with a native select at each `{{n}}`. */
export function DropdownBlanks({ content, value, onValueChange, result, disabled = false }: DropdownBlanksProps) {
  const words = blankValues(value, content.blanks.length);
  useAnsweringArea('blanks');
  const t = useT(blankMessages);

  return (
    <div className={shared.area}>
      <BlankPassage
        text={content.text}
        blankCount={content.blanks.length}
        result={result}
        slotClassName={styles.blank}
        renderBlank={(index) => (
          <select
            className={styles.select}
            aria-label={t('blank', { n: index + 1 })}
            value={words[index]}
            disabled={disabled}
            onChange={(event) => onValueChange(withBlank(words, index, event.target.value))}
          >
            <option value="" />
            {content.blanks[index].options.map((option) => (
              <option key={option} value={option}>{option}</option>
            ))}
          </select>
        )}
      />
    </div>
  );
}
