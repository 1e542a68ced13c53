import type { Option } from '@pte-kit/core';
import { paragraphLetter } from './passage';
import * as styles from './ScoredOrder.css';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { reorderMessages } from './reorderMessages';

export interface ScoredOrderProps {
  /** The paragraphs as they were served (their letters are A, B, C… in this order). */
  paragraphs: readonly Option[];
  /** The learner's order: paragraph ids. */
  order: readonly string[];
  /** Per adjacent pair of the learner's order: whether the two also follow each other in the correct order. */
  pairs: readonly boolean[];
  /** The correct order (paragraph ids), when the key may be shown. */
  correctOrder?: readonly string[] | null;
}

/**
 * A scored re-order answer, the same on the practice card and in the score modal: the learner's order with a
 * green or red link for each adjacent pair (the points), the rule in one sentence, and the correct order by the
 * letters on the paragraphs.
 */
export function ScoredOrder({ paragraphs, order, pairs, correctOrder }: ScoredOrderProps) {
  const served = paragraphs.map((paragraph) => paragraph.id);
  const letterOf = (id: string) => {
    const index = served.indexOf(id);
    return index >= 0 ? paragraphLetter(index) : '?';
  };
  const textOf = (id: string) => paragraphs.find((paragraph) => paragraph.id === id)?.text ?? id;
  const ui = useAnsweringArea('reorder');
  const t = useT(reorderMessages);
  const [before, after] = t('correctOrderIs').split('<order>');

  return (
    <div className={styles.root}>
      <ol className={styles.order} aria-label={t('yourOrder')}>
        {order.map((id, index) => {
          const isLast = index === order.length - 1;
          const pairCorrect = pairs[index] === true;
          return (
            <li key={id} className={styles.orderItem} data-paragraph={id}>
              <div className={styles.paragraph}>
                <span className={styles.letter}>{letterOf(id)}</span>
                <span>{textOf(id)}</span>
              </div>
              {isLast ? null : (
                <span
                  role="img"
                  aria-label={t('pair', { first: letterOf(id), second: letterOf(order[index + 1]), right: pairCorrect ? 'yes' : 'no' })}
                  className={styles.link({ correct: pairCorrect })}
                  data-correct={String(pairCorrect)}
                >
                  <span aria-hidden="true">{pairCorrect ? '✓' : '✗'}</span>
                </span>
              )}
            </li>
          );
        })}
      </ol>
      <p className={styles.rule} data-testid="pair-rule" {...ui}>{t('rule', { right: pairs.filter(Boolean).length, total: pairs.length })}</p>
      {correctOrder?.length ? (
        <section aria-label={t('correctOrder')}>
          <p className={styles.heading} {...ui}>
            {before}<span className={styles.sequence} data-testid="correct-order" dir="ltr">{correctOrder.map(letterOf).join(' → ')}</span>{after}
          </p>
          <ol className={styles.correctOrder}>
            {correctOrder.map((id) => (
              <li key={id}><strong>{letterOf(id)}</strong> {textOf(id)}</li>
            ))}
          </ol>
        </section>
      ) : null}
    </div>
  );
}
