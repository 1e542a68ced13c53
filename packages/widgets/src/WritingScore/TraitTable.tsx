import type { ScoreTrait } from '@pte-kit/core';
import * as styles from './WritingScoreDetail.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useLocale, useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { scoreDetailMessages } from './messages';

/** The AI engines' estimate notice, shared by the writing and speaking score details. */
export function EstimateNote() {
  useAnsweringArea('scoreDetail');
  const t = useT(scoreDetailMessages);
  return (
    <p className={styles.estimate} role="note">
      <strong>{t('estimateTitle')}</strong> {t('estimate')}
    </p>
  );
}

/**
 * Trait scores of an AI-scored answer (writing or speaking): name, score out of the trait's maximum, and the comment.
 * The engines name their traits and write their comments in English: the names are said in the interface's language,
 * the comments stay English (`lang="en"`).
 */
export function TraitTable({ traits }: { traits: readonly ScoreTrait[] }) {
  useAnsweringArea('scoreDetail');
  const t = useT(scoreDetailMessages);
  const i18n = useLocale();
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.th}>{t('trait')}</th>
          <th scope="col" className={styles.th}>{t('score')}</th>
          <th scope="col" className={styles.th}>{t('comment')}</th>
        </tr>
      </thead>
      <tbody>
        {traits.map((trait) => (
          <tr key={trait.name}>
            <th scope="row" className={[styles.td, styles.traitName].join(' ')}>{t('traitName', { key: trait.name.replace(/\s+/g, '_'), name: trait.name })}</th>
            <td className={[styles.td, styles.traitScore].join(' ')}>
              <span aria-hidden="true" dir="ltr">{i18n.number(trait.score)} / {i18n.number(trait.max)}</span>
              <VisuallyHidden>{t('outOf', { score: trait.score, max: trait.max })}</VisuallyHidden>
            </td>
            <td className={styles.td} lang="en" dir="ltr">{trait.comment}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
