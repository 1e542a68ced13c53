import {
  audioEnded, firstPhase, skipPhase, speakingTimeline, tickPhase, type ExamVariant, type SpeakingPhase, type TaskDefinition,
} from '@pte-kit/core';
import { useEffect, useMemo, useRef, useState } from 'react';
import { Button } from '../private/Button';
import { Recorder } from '../media/react';
import type { PteRecorder } from '../media/recorder.element';
import type { PteRecordedDetail } from '../media/recorder.element';
import type { ToastHandler } from '../QuestionTools';
import * as styles from './SpeakingAnswer.css';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { speakingAnswerMessages } from './messages';

export type RecordedAnswer = PteRecordedDetail;

export interface SpeakingAnswerProps {
  /** Catalogue entry of the speaking task: its preparation and answer times. */
  task: TaskDefinition;
  /** The exam the learner practises for: a task may give another preparation time in it (Respond to a Situation). */
  variant?: ExamVariant;
  /** Goes up by one each time the question's recording ends; preparation (or recording) follows. */
  audioEnds: number;
  /** The recorded answer changed: the mp3 when ready, null after Try Again. */
  onRecordedChange: (recording: RecordedAnswer | null) => void;
  /** After submitting: no more recording. */
  disabled?: boolean;
  /** Where the silence stop and recorder failures are also told (the recorder shows them in its status line too). */
  onToast?: ToastHandler;
  /**
   * One take, as in a mock test: the question's recording cannot be skipped (the exam plays it whole) and there is no
   * Try Again once the recording stopped. @default false (practice: skip and take again at will)
   */
  singleTake?: boolean;
}

/**
 * A speaking answer as the exam runs it: the question's recording plays, the learner prepares while a countdown runs
 * ('Recording begins in N sec', Skip to start now), then the recorder records for the task's answer time and stops
 * by itself (or on Stop, or after 3 s of silence). The mp3 is ready for Submit as soon as the recording stops.
 */
export function SpeakingAnswer({ task, variant, audioEnds, onRecordedChange, disabled = false, onToast, singleTake = false }: SpeakingAnswerProps) {
  const timeline = useMemo(() => speakingTimeline(task, variant), [task, variant]);
  const [phase, setPhase] = useState<SpeakingPhase>(() => firstPhase(timeline));
  const recorder = useRef<PteRecorder>(null);
  const seenEnds = useRef(audioEnds);
  const ui = useAnsweringArea('speakingAnswer');
  const t = useT(speakingAnswerMessages);

  // The question's recording ended: prepare, or record straight away (Repeat Sentence, Answer Short Question).
  useEffect(() => {
    if (audioEnds === seenEnds.current) return;
    seenEnds.current = audioEnds;
    setPhase((current) => audioEnded(current, timeline));
  }, [audioEnds, timeline]);

  const counting = phase.name === 'preparing';
  useEffect(() => {
    if (!counting || disabled) return;
    const timer = setInterval(() => setPhase((current) => tickPhase(current)), 1000);
    return () => clearInterval(timer);
  }, [counting, disabled]);

  // Preparation is over: the recorder starts as in the exam (it asks for the microphone if it must). After Try Again
  // the learner starts the next take with the recorder's own button.
  const previous = useRef(phase.name);
  useEffect(() => {
    const from = previous.current;
    previous.current = phase.name;
    if (phase.name !== 'recording' || disabled || (from !== 'preparing' && from !== 'playing')) return;
    if (recorder.current?.status === 'idle') void recorder.current.start();
  }, [phase.name, disabled]);
  const [retrying, setRetrying] = useState(false);

  const secondsLeft = phase.name === 'preparing' ? phase.secondsLeft : 0;

  return (
    <section className={styles.root} aria-label={t('yourAnswer')}>
      <div className={styles.statusRow} {...ui}>
        <p className={styles.status} role="timer" aria-live={counting ? 'off' : 'polite'}>
          {retrying ? t('again') : t('phase', { phase: phase.name, n: secondsLeft })}
        </p>
        {counting ? (
          <progress className={styles.progress} max={timeline.prepSeconds} value={timeline.prepSeconds - secondsLeft} aria-label={t('preparation')} />
        ) : null}
        {counting || (phase.name === 'playing' && !singleTake) ? (
          <Button variant="secondary" onClick={() => setPhase(skipPhase(phase, timeline))} disabled={disabled}>{t('skip')}</Button>
        ) : null}
      </div>
      <Recorder
        ref={recorder}
        duration={timeline.answerSeconds}
        beep
        disabled={disabled}
        singleTake={singleTake}
        label={t('recorder', { n: timeline.answerSeconds })}
        onRecordingStart={() => {
          setRetrying(false);
          setPhase({ name: 'recording' });
        }}
        onStopped={(event) => event.detail.reason === 'silence' && onToast?.(t('silenceStopped'), 'error')}
        onRecorderError={(event) => onToast?.(event.detail.message, 'error')}
        onRecorded={(event) => {
          setPhase({ name: 'recorded' });
          onRecordedChange(event.detail);
        }}
        onReset={() => {
          setRetrying(true);
          setPhase({ name: 'recording' });
          onRecordedChange(null);
        }}
      />
      <p className={styles.hint} {...ui}>{t('hint', { n: timeline.answerSeconds })}</p>
    </section>
  );
}
