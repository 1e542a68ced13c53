import {
  REVIEW_GRADES, createDashboardResource, errorMessage, type PteClient, type ReviewCardDto, type ReviewCardsDto, type ReviewGrade,
} from '@pte-kit/core';
import { useId, useState } from 'react';
import { Later, deferred } from '../AnswerArea/lazy';
import type { DictionaryEntryProps } from '../DictionaryModal';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { Skeleton } from '../private/Skeleton';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { commonMessages, useT } from '../i18n';
import { useBookMessages } from '../VocabBook/bookParts';
import * as styles from '../VocabBook/VocabBook.css';

/** The back of a card is the dictionary modal's body (W's DictionaryEntry), fetched at the first flip. */
const DictionaryEntry = deferred<DictionaryEntryProps>(() => import('../DictionaryModal').then((module) => module.DictionaryEntry));

/** How many due words one review session takes. */
const SESSION_SIZE = 20;

export interface ReviewCardsProps {
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Failures of a grade. */
  onToast?: ToastHandler;
  /** The translation language of the card's back. */
  translationLanguage?: string | null;
  /** @default 2 */
  headingLevel?: 2 | 3;
}

/**
 * The dashboard's daily review (beyond the spec): "N words to review" from the vocab book by spaced repetition (FSRS
 * on the server), and Review now, a dialog of flip cards: the word, then its dictionary entry, graded Again, Hard,
 * Good or Easy (the server schedules the word's next review).
 */
export function ReviewCards({ client, onToast, translationLanguage, headingLevel = 2 }: ReviewCardsProps) {
  const api = usePteClient(client);
  const t = useBookMessages();
  const tc = useT(commonMessages);
  const review = useModel(() => createDashboardResource(() => api.getReviewCards(SESSION_SIZE)), [api]);
  const [session, setSession] = useState<ReviewCardDto[] | null>(null);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const titleId = useId();
  const data = review.data.value;
  return (
    <section className={styles.card} aria-labelledby={titleId}>
      <Heading id={titleId} className={styles.skillTitle}>{t('reviewTitle')}</Heading>
      {review.failed.value ? (
        <div role="alert" className={styles.filters}>
          <p className={styles.error}>{t('loadFailed')}</p>
          <Button variant="secondary" size="sm" onClick={() => void review.reload()}>{tc('tryAgain')}</Button>
        </div>
      ) : !data ? (
        <p aria-busy="true"><Skeleton width="md" /></p>
      ) : (
        <>
          <p className={styles.word}>{t('toReview', { n: data.due })}</p>
          <p className={styles.muted}>{t('reviewText')}</p>
          {data.cards.length ? (
            <p><Button onClick={() => setSession(data.cards)}>{t('reviewNow')}</Button></p>
          ) : null}
        </>
      )}
      {session ? (
        <ReviewSession
          cards={session}
          client={api}
          onToast={onToast}
          translationLanguage={translationLanguage}
          onClose={() => {
            setSession(null);
            void review.reload();
          }}
          onGraded={(left) => data && review.set({ ...data, due: Math.max(0, data.due - 1), cards: left } satisfies ReviewCardsDto)}
        />
      ) : null}
    </section>
  );
}

function ReviewSession({ cards, client, onToast, translationLanguage, onClose, onGraded }: {
  cards: ReviewCardDto[]; client: PteClient; onToast?: ToastHandler; translationLanguage?: string | null; onClose: () => void;
  onGraded: (left: ReviewCardDto[]) => void;
}) {
  const t = useBookMessages();
  const [index, setIndex] = useState(0);
  const [flipped, setFlipped] = useState(false);
  const [busy, setBusy] = useState(false);
  const card = cards[index];

  const grade = async (value: ReviewGrade) => {
    if (!card) return;
    setBusy(true);
    try {
      await client.gradeReview(card.id, value);
      onGraded(cards.slice(index + 1));
      setIndex(index + 1);
      setFlipped(false);
    } catch (reason) {
      onToast?.(errorMessage(reason, t('somethingWrong'), 'server'), 'error');
    } finally {
      setBusy(false);
    }
  };

  return (
    <Modal open onOpenChange={(next) => !next && onClose()} title={t('reviewTitle')}>
      {!card ? (
        <p role="status">{t('reviewDone')}</p>
      ) : (
        <div className={styles.flip}>
          <p className={styles.positionText}>{t('reviewCard', { n: index + 1, total: cards.length })}</p>
          {flipped ? (
            <div key={`back-${card.id}`} className={styles.flipFace}>
              {card.details ? (
                <Later fallback={<Skeleton shape="block" />}>
                  <DictionaryEntry entry={card.details} translationLanguage={translationLanguage} />
                </Later>
              ) : (
                <>
                  <p className={styles.bigWord} lang="en" dir="ltr">{card.word}</p>
                  <p className={styles.muted}>{t('noDetails')}</p>
                </>
              )}
              <fieldset className={styles.marks}>
                <legend className={styles.markLegend}>{t('howWell')}</legend>
                <div className={styles.grades}>
                  {REVIEW_GRADES.map((value) => (
                    <Button key={value} variant={value === 'AGAIN' ? 'danger' : 'secondary'} disabled={busy} onClick={() => void grade(value)}>
                      {t('grade', { grade: value })}
                    </Button>
                  ))}
                </div>
              </fieldset>
            </div>
          ) : (
            <div key={`front-${card.id}`} className={styles.flipFace}>
              <p className={styles.bigWord} lang="en" dir="ltr">{card.word}</p>
              <Button onClick={() => setFlipped(true)}>{t('showMeaning')}</Button>
            </div>
          )}
        </div>
      )}
    </Modal>
  );
}
