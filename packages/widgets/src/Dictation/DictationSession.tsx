import {
  COMPLEXITY_OPTION_LABELS, DICTATION, DICTATION_ACCENTS, createDictationSession, createPastAnswers, errorMessage, mediaUrl,
  type DictationLevel, type DictationScoredAnswer, type PteClient,
} from '@pte-kit/core';
import { useEffect, useId, useRef, useState } from 'react';
import { DeleteModal } from '../DeleteModal';
import { Button } from '../private/Button';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { DictationScoreModal } from './DictationScoreModal';
import { PastAnswers } from './PastAnswers';
import { WordPlayButton } from './WordPlayButton';
import { useT } from '../i18n';
import { dictationMessages } from './messages';
import * as styles from './DictationSession.css';

export interface DictationSessionProps {
  /** API client; defaults to the one from PteClientProvider. */
  client?: PteClient;
  /** Shows 'submitted successfully', 'Deleted answer' and failures, e.g. as the host's toast. */
  onToast?: ToastHandler;
  /** The complexity the first session draws from; the learner can change it. @default 'MIXED' */
  defaultLevel?: DictationLevel;
  /** Level of the Past answers heading. @default 2 */
  headingLevel?: 2 | 3;
  /** Plays each word by itself when its typing timer starts. @default true */
  autoPlay?: boolean;
}

const LEVELS: DictationLevel[] = ['MIXED', ...(Object.keys(COMPLEXITY_OPTION_LABELS) as DictationLevel[])];

/** Seconds left at which the word timer turns amber. */
const LOW_SECONDS = 3;

/**
 * The spelling dictation session (spec §2, §4): hear a word in the chosen accent, type it before its 10 seconds run out,
 * Next for the next one, Submit on the last to see the score; Try again starts over with new words. Below, the learner's
 * past sessions, each opened in the score modal or deleted.
 */
export function DictationSession({ client: clientProp, onToast, defaultLevel = 'MIXED', headingLevel = 2, autoPlay = true }: DictationSessionProps) {
  const client = usePteClient(clientProp);
  const t = useT(dictationMessages);
  const tRef = useRef(t);
  tRef.current = t;
  const clientRef = useRef(client);
  clientRef.current = client;
  // Built once: the client is read through a ref, and defaultLevel is only the first session's level.
  const session = useModel(() => createDictationSession({
    level: defaultLevel,
    loadWords: (level) => clientRef.current.getDictationWords(level),
    submitAnswers: (words) => clientRef.current.submitDictation(words),
  }), []);
  const past = useModel(() => createPastAnswers((page, size) => clientRef.current.listDictationAnswers(page, size)), []);
  const [shown, setShown] = useState<DictationScoredAnswer | null>(null);
  const [deleting, setDeleting] = useState<DictationScoredAnswer | null>(null);
  const ids = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const stageRef = useRef<HTMLDivElement>(null);

  const wordStarts = session.wordStarts.value;
  useEffect(() => {
    if (wordStarts === 0) return;
    // Each new word is typed at once; focus moves only from the session itself, never out of a dialog or the list.
    const active = document.activeElement;
    if (!active || active === document.body || stageRef.current?.contains(active)) inputRef.current?.focus();
  }, [wordStarts]);

  const words = session.words.value;
  const started = session.wordsStarted.value;
  const audio = session.audio.value;
  const unavailable = session.unavailableAccents.value;

  const submit = async () => {
    try {
      const scored = await session.submit();
      if (!scored) return;
      onToast?.(tRef.current('submitted'), 'success');
      setShown(scored);
      void past.reload();
    } catch (error) {
      // Spec §8: the server's own words when it sent any, never a network error's.
      onToast?.(errorMessage(error, tRef.current('submitFailed'), 'server'), 'error');
    }
  };

  const deleteAnswer = async (answer: DictationScoredAnswer) => {
    await client.deleteDictationAnswer(answer.id);
    onToast?.(tRef.current('deleted'), 'success');
    setShown((open) => (open?.id === answer.id ? null : open));
    await past.reload();
  };

  const status = session.loadFailed.value ? null
    : !words ? t('loadingWords')
    : !started ? t('getReady', { n: session.countdown.value })
    : session.submitted.value ? t('result', { score: session.submitted.value.score, total: words.length })
    : session.timeUp.value ? t('timeUp')
    : '';

  const secondsLeft = session.secondsLeft.value;
  const timerState = secondsLeft === 0 ? 'over' : secondsLeft <= LOW_SECONDS ? 'low' : 'running';

  return (
    <div className={styles.root}>
      <section className={styles.card} aria-label={t('session')}>
        <div className={styles.settings}>
          <label className={styles.field}>
            {t('level')}
            <select
              className={styles.select}
              value={session.level.value}
              onChange={(event) => void session.setLevel(event.target.value as DictationLevel)}
            >
              {LEVELS.map((level) => <option key={level} value={level}>{t('levelName', { level })}</option>)}
            </select>
          </label>
          <fieldset className={styles.accents} disabled={!words}>
            <legend className={styles.legend}>{t('accent')}</legend>
            <div className={styles.accentOptions}>
              {DICTATION_ACCENTS.map((accent) => {
                const missing = unavailable.includes(accent);
                return (
                  <label key={accent} className={styles.accentOption} title={t('accentName', { accent })}>
                    <input
                      type="radio"
                      className={styles.accentInput}
                      name={`${ids}-accent`}
                      value={accent}
                      checked={session.accent.value === accent}
                      disabled={missing}
                      aria-describedby={missing ? `${ids}-${accent}-missing` : undefined}
                      onChange={() => session.setAccent(accent)}
                    />
                    {accent}
                  </label>
                );
              })}
            </div>
            {unavailable.map((accent) => (
              <p key={accent} id={`${ids}-${accent}-missing`} className={styles.hint}>
                {t('accentMissing', { accent })}
              </p>
            ))}
          </fieldset>
        </div>

        <div className={styles.stage} ref={stageRef}>
          <div className={styles.stageHeader}>
            <p className={styles.counter}>{words ? t('wordOf', { n: session.index.value + 1, total: words.length }) : '\u00a0'}</p>
            {started ? (
              <span role="timer" aria-label={t('secondsLeft')} className={styles.timer({ state: timerState })}>
                {t('seconds', { n: secondsLeft })}
              </span>
            ) : null}
          </div>

          <p role="status" className={[styles.status, session.timeUp.value && !session.submitted.value ? styles.timeUp : ''].join(' ')}>
            {status}
          </p>
          {session.loadFailed.value ? (
            <p role="alert" className={styles.error}>{t('loadFailed')}</p>
          ) : null}

          <div className={styles.wordRow}>
            <WordPlayButton
              src={audio ? mediaUrl(audio, client.baseURL) : null}
              disabled={!started}
              autoPlayKey={autoPlay ? wordStarts : undefined}
            />
            <label className={styles.inputField}>
              Type the word you hear
              <input
                ref={inputRef}
                className={styles.input}
                value={session.answer.value}
                disabled={!started}
                readOnly={started && !session.canType.value}
                maxLength={DICTATION.answerChars}
                autoComplete="off"
                autoCapitalize="none"
                autoCorrect="off"
                spellCheck={false}
                aria-describedby={`${ids}-keys`}
                onChange={(event) => session.setAnswer(event.target.value)}
                onKeyDown={(event) => {
                  if (event.key !== 'Enter') return;
                  event.preventDefault();
                  session.next();
                }}
              />
            </label>
          </div>
          <p id={`${ids}-keys`} className={styles.muted}>{t('enterHint')}</p>

          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => void session.tryAgain()}>{t('tryAgain')}</Button>
            <Button variant="secondary" disabled={!session.canNext.value} onClick={() => session.next()}>{t('next')}</Button>
            <Button disabled={!session.canSubmit.value} aria-busy={session.submitting.value || undefined} onClick={() => void submit()}>
              {session.submitting.value ? t('submitting') : t('submit')}
            </Button>
          </div>
        </div>
      </section>

      <PastAnswers model={past} headingLevel={headingLevel} onView={setShown} onDelete={setDeleting} />

      <DictationScoreModal answer={shown} onOpenChange={(open) => { if (!open) setShown(null); }} />
      <DeleteModal
        open={deleting !== null}
        onOpenChange={(open) => { if (!open) setDeleting(null); }}
        subject="answer"
        onConfirm={() => deleteAnswer(deleting!)}
      />
    </div>
  );
}
