import type { ScoreTrait } from '@pte-kit/core';
import * as styles from './WritingScoreDetail.css';
import { VisuallyHidden } from '../private/VisuallyHidden';

/** The AI engines' estimate notice, shared by the writing and speaking score details. */
export function EstimateNote() {
  return (
    <p className={styles.estimate} role="note">
      <strong>Estimate.</strong> Every AI score is an estimate of how the exam would score this answer, not an official PTE score.
    </p>
  );
}

/** Trait scores of an AI-scored answer (writing or speaking): name, score out of the trait's maximum, and the comment. */
export function TraitTable({ traits }: { traits: readonly ScoreTrait[] }) {
  return (
    <table className={styles.table}>
      <thead>
        <tr>
          <th scope="col" className={styles.th}>Trait</th>
          <th scope="col" className={styles.th}>Score</th>
          <th scope="col" className={styles.th}>Comment</th>
        </tr>
      </thead>
      <tbody>
        {traits.map((trait) => (
          <tr key={trait.name}>
            <th scope="row" className={[styles.td, styles.traitName].join(' ')}>{trait.name}</th>
            <td className={[styles.td, styles.traitScore].join(' ')}>
              <span aria-hidden="true">{trait.score} / {trait.max}</span>
              <VisuallyHidden>{trait.score} out of {trait.max}</VisuallyHidden>
            </td>
            <td className={styles.td}>{trait.comment}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
