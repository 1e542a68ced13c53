import { isDictationAnswerCorrect, type DictationScoredAnswer } from '@pte-kit/core';
import { Modal } from '../private/Modal';
import { ScoreRing } from '../private/ScoreRing';
import * as styles from './DictationSession.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useLocale, useT } from '../i18n';
import { localDateTime } from '../private/localDateTime';
import { dictationMessages } from './messages';

export interface DictationScoreModalProps {
  /** The scored session to show; the modal is closed while it is null. */
  answer: DictationScoredAnswer | null;
  /** Called with false when the learner closes the modal. */
  onOpenChange: (open: boolean) => void;
}

/** A scored dictation session: the score ring, then each word as expected and as typed, green when right and red when not. */
export function DictationScoreModal({ answer, onOpenChange }: DictationScoreModalProps) {
  const t = useT(dictationMessages);
  const i18n = useLocale();
  return (
    <Modal open={answer !== null} onOpenChange={onOpenChange} title={t('scoreTitle')}>
      {answer ? (
        <div className={styles.stage}>
          <div className={styles.scoreSummary}>
            <ScoreRing score={answer.score} max={answer.words.length} />
            <p className={styles.muted}>{localDateTime(i18n, answer.lastModifiedDate)}</p>
          </div>
          <table className={styles.scoreTable}>
            <VisuallyHidden as="caption">{t('caption')}</VisuallyHidden>
            <thead>
              <tr>
                <th scope="col" className={styles.scoreHead}>#</th>
                <th scope="col" className={styles.scoreHead}>{t('word')}</th>
                <th scope="col" className={styles.scoreHead}>{t('yourAnswer')}</th>
                <th scope="col" className={styles.scoreHead}>{t('resultHead')}</th>
              </tr>
            </thead>
            <tbody>
              {answer.words.map((entry, index) => {
                const correct = isDictationAnswerCorrect(entry.word, entry.answer);
                return (
                  <tr key={index} data-correct={correct}>
                    <td className={styles.scoreCell}>{i18n.number(index + 1)}</td>
                    <td className={styles.scoreCell} lang="en" dir="ltr">{entry.word}</td>
                    <td className={styles.scoreCell} lang="en" dir="ltr">
                      <span className={styles.typed({ state: correct ? 'correct' : 'wrong' })}>
                        {entry.answer || <span className={styles.muted} lang={i18n.locale.value} dir={i18n.dir.value}>{t('noAnswer')}</span>}
                      </span>
                    </td>
                    <td className={styles.scoreCell}>{correct ? t('correct') : t('wrong')}</td>
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
