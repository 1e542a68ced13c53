import { isDictationAnswerCorrect, type DictationScoredAnswer } from '@pte-kit/core';
import { Modal } from '../private/Modal';
import { ScoreRing } from '../private/ScoreRing';
import { formatDateTime } from '../ScoreModal/formatDateTime';
import * as styles from './DictationSession.css';
import { VisuallyHidden } from '../private/VisuallyHidden';

export interface DictationScoreModalProps {
  /** The scored session to show; the modal is closed while it is null. */
  answer: DictationScoredAnswer | null;
  /** Called with false when the learner closes the modal. */
  onOpenChange: (open: boolean) => void;
}

/** A scored dictation session: the score ring, then each word as expected and as typed, green when right and red when not. */
export function DictationScoreModal({ answer, onOpenChange }: DictationScoreModalProps) {
  return (
    <Modal open={answer !== null} onOpenChange={onOpenChange} title="Dictation score">
      {answer ? (
        <div className={styles.stage}>
          <div className={styles.scoreSummary}>
            <ScoreRing score={answer.score} max={answer.words.length} />
            <p className={styles.muted}>{formatDateTime(answer.lastModifiedDate)}</p>
          </div>
          <table className={styles.scoreTable}>
            <VisuallyHidden as="caption">Each word, as played and as you typed it</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col" className={styles.scoreHead}>#</th>
                <th scope="col" className={styles.scoreHead}>Word</th>
                <th scope="col" className={styles.scoreHead}>Your answer</th>
                <th scope="col" className={styles.scoreHead}>Result</th>
              </tr>
            </thead>
            <tbody>
              {answer.words.map((entry, index) => {
                const correct = isDictationAnswerCorrect(entry.word, entry.answer);
                return (
                  <tr key={index} data-correct={correct}>
                    <td className={styles.scoreCell}>{index + 1}</td>
                    <td className={styles.scoreCell}>{entry.word}</td>
                    <td className={styles.scoreCell}>
                      <span className={styles.typed({ state: correct ? 'correct' : 'wrong' })}>
                        {entry.answer || <span className={styles.muted}>(no answer)</span>}
                      </span>
                    </td>
                    <td className={styles.scoreCell}>{correct ? '✓ Correct' : '✗ Wrong'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      ) : null}
    </Modal>
  );
}
