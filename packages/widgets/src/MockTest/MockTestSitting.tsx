import {
  contentKinds, createMockTestSession, emptyAnswer, findTaskByApi, isAnswered, toSubmission, variantOf,
  type AnswerValue, type MockAnswerBody, type MockItemView, type MockReport, type MockTestSessionModel, type PracticeQuestion, type PteClient,
} from '@pte-kit/core';
import { useSignals } from '@preact/signals-react/runtime';
import { Suspense, useEffect, useRef, useState } from 'react';
import { AnswerArea } from '../AnswerArea/AnswerArea';
import { AnswerSkeleton, deferred } from '../AnswerArea/lazy';
import { QuestionMedia, useSpeaker } from '../PracticeCard/QuestionMedia';
import type { RecordedAnswer } from '../SpeakingAnswer/SpeakingAnswer';
import { Stopwatch } from '../media/react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import { useT } from '../i18n';
import { mockTestMessages } from './messages';
import { MockTestReport } from './MockTestReport';
import { useMockTestArea } from './useMockTestArea';
import * as styles from './MockTest.css';

// The recorder and its microphone code come only when a speaking item shows, as on the practice page.
const SpeakingAnswer = deferred(() => import('../SpeakingAnswer/SpeakingAnswer').then((module) => module.SpeakingAnswer));

type SittingApi = Pick<PteClient, 'getMockAttempt' | 'nextMockItem' | 'answerMockItem' | 'finishMockTest' | 'getMockReport'>;

export interface MockTestSittingProps {
  attemptId: number;
  /** @default the client of the nearest PteClientProvider */
  client?: SittingApi;
  /** Origin of the API that serves recordings and pictures (`/media/...`). @default '' (same origin) */
  mediaBaseUrl?: string;
  /** Shown under the report and the failure: back to the list of mock tests. */
  onBack?: () => void;
  /** The sitting ended while this view showed it (its last item, End the test, or its time): the answers are being scored. */
  onFinished?: (attemptId: number) => void;
  /** The report is here (also when a finished sitting is opened). */
  onReport?: (report: MockReport) => void;
}

/**
 * Takes a mock test as the exam runs it (docs/mock-tests.md): each part's intro, then its items one at a time under the
 * part's timer, with the practice card's answer areas; Next asks first, because there is no going back. The server
 * holds the sitting, so opening it again (a closed tab, a lost connection) lands where it was; the report follows the
 * last item.
 */
export function MockTestSitting({ attemptId, client: given, mediaBaseUrl = '', onBack, onFinished, onReport }: MockTestSittingProps) {
  useMockTestArea();
  const t = useT(mockTestMessages);
  const client = usePteClient(given as PteClient | undefined);
  const session = useModel(() => createMockTestSession({ attemptId, api: client }), [attemptId, client]);
  const phase = session.phase.value;
  // Told once each: the end of a sitting this view saw running, and the report.
  const seenRunning = useRef(false);
  const told = useRef({ finished: false, report: false });
  const callbacks = useRef({ onFinished, onReport });
  callbacks.current = { onFinished, onReport };
  useEffect(() => {
    if (phase === 'break' || phase === 'item' || phase === 'answering') seenRunning.current = true;
    if ((phase === 'finished' || phase === 'report') && seenRunning.current && !told.current.finished) {
      told.current.finished = true;
      callbacks.current.onFinished?.(attemptId);
    }
    if (phase === 'report' && session.report.value && !told.current.report) {
      told.current.report = true;
      callbacks.current.onReport?.(session.report.value);
    }
  }, [phase, attemptId]);
  const attempt = session.attempt.value;
  const notice = session.notice.value;
  const back = onBack ? <div><Button variant="secondary" onClick={onBack}>{t('backToList')}</Button></div> : null;

  if (phase === 'report' && session.report.value) {
    return <div className={styles.stack}><MockTestReport report={session.report.value} />{back}</div>;
  }
  if (phase === 'error') {
    return (
      <div className={styles.root}>
        <p role="alert" className={styles.error}>{session.error.value ?? t('sittingFailed')}</p>
        <div className={styles.actions}><Button variant="secondary" onClick={() => void session.reload()}>{t('reload')}</Button></div>
        {back}
      </div>
    );
  }
  if (phase === 'loading' || !attempt) return <p role="status" className={styles.muted}>{t('loadingSitting')}</p>;

  const noticeLine = notice ? <p role="alert" className={styles.notice} lang="en" dir="ltr">{notice}</p> : null;
  if (phase === 'finished') {
    const scoring = session.scoring.value;
    return (
      <div className={styles.root}>
        <h1 className={styles.title}>{t('finishedTitle')}</h1>
        <p role="status" className={styles.muted}>
          {scoring ? t('scoringProgress', { scored: scoring.scored, total: scoring.total }) : t('scoringWait')}
        </p>
        {noticeLine}
        {back}
      </div>
    );
  }

  const section = session.section.value;
  return (
    <div className={styles.root}>
      <SittingHeader session={session} />
      {noticeLine}
      {phase === 'break' && section ? (
        <section className={styles.intro} aria-labelledby="mock-section-title">
          <h2 id="mock-section-title" className={styles.subtitle} lang="en" dir="ltr">{section.name}</h2>
          <p>{t('sectionIntro', { items: section.items, minutes: Math.round(section.seconds / 60) })}</p>
          <p className={styles.muted}>{t('sectionRules')}</p>
          <div className={styles.actions}><Button onClick={() => void session.beginSection()}>{t('beginSection')}</Button></div>
        </section>
      ) : session.item.value ? (
        <ItemView key={session.item.value.position} session={session} item={session.item.value} mediaBaseUrl={mediaBaseUrl} />
      ) : null}
    </div>
  );
}

function formatClock(seconds: number) {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** The form's name, the part and the item, and the part's clock from the server's remaining time. */
function SittingHeader({ session }: { session: MockTestSessionModel }) {
  useSignals();
  const t = useT(mockTestMessages);
  const attempt = session.attempt.value!;
  const remaining = session.remainingSeconds.value;
  const [finishOpen, setFinishOpen] = useState(false);
  return (
    <header className={styles.sittingHeader}>
      <div className={styles.formText}>
        {/* The page's title while the sitting runs (the report has its own). */}
        <h1 className={styles.sittingTitle} lang="en" dir="ltr">{attempt.formName}</h1>
        <span className={styles.muted}>
          {t('partOf', { n: attempt.sectionIndex + 1, total: attempt.sections.length })}
          {attempt.phase === 'ITEM' ? <> · {t('progress', { position: attempt.position + 1, total: attempt.total })}</> : null}
        </span>
      </div>
      {remaining !== null ? (
        <div role="timer" aria-label={t('timeLeft')} className={remaining < 60 ? styles.clockLow : styles.clock}>
          {formatClock(remaining)}
        </div>
      ) : null}
      <Button variant="ghost" size="sm" onClick={() => setFinishOpen(true)}>{t('finishEarly')}</Button>
      <Modal
        open={finishOpen}
        onOpenChange={setFinishOpen}
        title={t('finishEarly')}
        footer={(
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setFinishOpen(false)}>{t('confirmNo')}</Button>
            <Button variant="danger" onClick={() => { setFinishOpen(false); void session.finish(); }}>{t('confirmFinishYes')}</Button>
          </div>
        )}
      >
        <p>{t('confirmFinish')}</p>
      </Modal>
    </header>
  );
}

/** The question a practice page would show for the item (the media and answer areas take one). */
function questionOf(item: MockItemView): PracticeQuestion {
  return {
    id: item.questionId, skill: item.skill, task: item.apiTask, title: item.title, complexity: 'AVERAGE',
    prediction: false, predictionCount: 0, practiceCount: 0, bookmarkType: 'UNMARK', content: item.content,
  };
}

/**
 * The item's own clock of a timed writing item (Summarize Written Text, Write Essay, Write Email, Summarize Spoken
 * Text): seconds left. It starts when `started` first holds (at once, or for Summarize Spoken Text when its recording
 * has played, as in the exam) and its start is kept in localStorage, so a closed tab does not give the time back.
 * Null for an item without one.
 */
function useItemCountdown(limit: number | null, key: string, started: boolean, running: boolean): number | null {
  const startedAt = useRef<number | null>(null);
  if (limit !== null && startedAt.current === null) {
    let stored: number | null = null;
    try { stored = Number(localStorage.getItem(key)) || null; } catch { /* storage off: count from now */ }
    if (stored !== null) startedAt.current = stored;
    else if (started) {
      startedAt.current = Date.now();
      try { localStorage.setItem(key, String(startedAt.current)); } catch { /* storage off */ }
    }
  }
  const left = () => {
    if (limit === null) return null;
    return startedAt.current === null ? limit : Math.max(0, limit - Math.floor((Date.now() - startedAt.current) / 1000));
  };
  const [seconds, setSeconds] = useState(left);
  const counting = running && startedAt.current !== null;
  useEffect(() => {
    if (limit === null || !counting) return;
    setSeconds(left());
    const timer = setInterval(() => setSeconds(left()), 1000);
    return () => clearInterval(timer);
  }, [limit, counting]);
  return seconds;
}

/**
 * One item: the task's instruction, its media, the answer area (or the recorder), and Next. The exam's rules: a
 * recording plays once (the timing player's exam mode: no pause, seeking, speed or voice), a speaking item records
 * once (no Try Again) and is sent the moment its recording stops, and the sitting moves on; a
 * timed writing item locks at the end of its own time and is sent as it stands; any other item moves on with Next,
 * which asks first, because there is no going back.
 */
function ItemView({ session, item, mediaBaseUrl }: { session: MockTestSessionModel; item: MockItemView; mediaBaseUrl: string }) {
  useSignals();
  const t = useT(mockTestMessages);
  const attempt = session.attempt.value!;
  const task = findTaskByApi(item.skill, item.apiTask);
  const question = useRef(questionOf(item)).current;
  const variant = variantOf(attempt.pteType);
  const recorded = contentKinds[item.content.kind].answeredWith === 'recorded';
  const [value, setValue] = useState<AnswerValue>(() => emptyAnswer(item.content));
  const [recording, setRecording] = useState<RecordedAnswer | null>(null);
  const [recorderBusy, setRecorderBusy] = useState(false);
  const [audioEnds, setAudioEnds] = useState(0);
  const [confirming, setConfirming] = useState(false);
  const [locked, setLocked] = useState(false);
  const [speaker, setSpeaker] = useSpeaker(question, true);
  const startedAt = useRef(Date.now());
  const sent = useRef(false);
  const speakingArea = useRef<HTMLDivElement>(null);
  const busy = session.phase.value === 'answering';
  const given = recorded ? recording !== null : isAnswered(item.content, value);
  // The item's own time, as the practice card shows it (the part's clock above is the one the server keeps).
  const timings = { ...task?.timings, ...item.timings };
  const timedWriting = task?.scoringKind === 'writing' && timings.answerSeconds ? timings.answerSeconds : null;
  const clockKey = `pte-mock-item:${attempt.id}:${item.position}`;
  // Summarize Spoken Text's 10 minutes start once its recording has played; the other timed items' at once.
  const itemLeft = useItemCountdown(timedWriting, clockKey, !contentKinds[item.content.kind].playsRecording || audioEnds > 0, !busy && !locked && !item.answered);

  const body = (take: RecordedAnswer | null = recording): MockAnswerBody => {
    const duration = Math.max(0, Math.floor((Date.now() - startedAt.current) / 1000));
    if (take) return { answerRequest: take.dataUrl.slice(take.dataUrl.indexOf(',') + 1), duration: Math.max(1, Math.round(take.durationMs / 1000)) };
    const { pteType: _pteType, ...fields } = toSubmission(item.content, value, duration, attempt.pteType,
      item.content.kind === 'summarizeSpokenText' ? { accent: speaker.accent } : {});
    return fields as MockAnswerBody;
  };
  const moveOn = () => {
    setConfirming(false);
    sent.current = true;
    if (timedWriting) try { localStorage.removeItem(clockKey); } catch { /* storage off */ }
    if (given && !item.answered) void session.answer(body());
    else void session.skip();
  };

  // Stored before the tab closed, but Next was not: it counts as sent, and the sitting moves on.
  useEffect(() => {
    if (item.answered && !sent.current) {
      sent.current = true;
      void session.skip();
    }
  }, [item.answered]);

  // The item's own time is up: the text locks and goes as it stands (an empty one scores 0), then Next.
  useEffect(() => {
    if (itemLeft !== 0 || locked || item.answered) return;
    setLocked(true);
    setConfirming(false);
    if (!sent.current) moveOn();
  }, [itemLeft]);

  // While the recorder records (and encodes), Next waits: the take is sent when it stops.
  useEffect(() => {
    const area = speakingArea.current;
    if (!area) return;
    const on = () => setRecorderBusy(true);
    const off = () => setRecorderBusy(false);
    area.addEventListener('pte-recorder-start', on);
    for (const name of ['pte-recorded', 'pte-recorder-error', 'pte-recorder-reset']) area.addEventListener(name, off);
    return () => {
      area.removeEventListener('pte-recorder-start', on);
      for (const name of ['pte-recorded', 'pte-recorder-error', 'pte-recorder-reset']) area.removeEventListener(name, off);
    };
  }, [recorded]);

  const recordedTake = (take: RecordedAnswer | null) => {
    setRecording(take);
    // One take: the answer goes as soon as the recording stops, and the sitting moves on (no confirmation to find).
    if (take && !item.answered && !sent.current) {
      sent.current = true;
      void session.answer(body(take));
    }
  };

  return (
    <section className={styles.item} aria-labelledby="mock-item-title" aria-busy={busy || undefined}>
      <div className={styles.itemHead}>
        <h2 id="mock-item-title" className={styles.subtitle} lang="en" dir="ltr">{item.name}</h2>
        {itemLeft !== null ? (
          <div role="timer" aria-label={t('itemTimeLeft')} className={itemLeft < 60 ? styles.clockLow : styles.clock}>{formatClock(itemLeft)}</div>
        ) : !recorded && timings.answerSeconds ? <Stopwatch running={!busy} limit={timings.answerSeconds} label={t('itemTime')} /> : null}
      </div>
      <p className={styles.instruction} lang="en" dir="ltr">{item.instruction}</p>
      {recorded && !item.answered ? <p className={styles.muted}>{t('oneTake')}</p> : null}
      {timedWriting && !item.answered ? <p className={styles.muted}>{locked ? t('timeUp') : t('timedItem', { minutes: Math.round(timedWriting / 60) })}</p> : null}
      {item.answered ? <p role="status" className={styles.notice}>{t('alreadyAnswered')}</p> : (
        <div lang="en" dir="ltr" className={styles.examContent}>
          <h3 className={styles.itemTitle}>{item.title}</h3>
          <QuestionMedia
            question={question}
            mediaBaseUrl={mediaBaseUrl}
            onSpeakerChange={setSpeaker}
            onAudioEnded={() => setAudioEnds((count) => count + 1)}
            autoplayDelay={timings.prepSeconds ?? 3}
            exam
          />
          {recorded && task ? (
            <div ref={speakingArea}>
              <Suspense fallback={<AnswerSkeleton />}>
                <SpeakingAnswer task={task} variant={variant} audioEnds={audioEnds} onRecordedChange={recordedTake} disabled={busy} singleTake />
              </Suspense>
            </div>
          ) : recorded ? null : (
            <AnswerArea content={item.content} value={value} onValueChange={setValue} disabled={busy || locked} task={task} variant={variant} />
          )}
        </div>
      )}
      <div className={recorded ? styles.footerAboveRecorder : styles.footer}>
        {/* After a send that failed (the network), Next sends the same answer again. */}
        <Button aria-busy={busy || undefined} disabled={busy || recorderBusy} onClick={() => setConfirming(true)}>
          {busy ? t('saving') : recorderBusy ? t('recordingNow') : t('next')}
        </Button>
      </div>
      <Modal
        open={confirming}
        onOpenChange={setConfirming}
        title={t('next')}
        footer={(
          <div className={styles.actions}>
            <Button variant="secondary" onClick={() => setConfirming(false)}>{t('confirmNo')}</Button>
            <Button onClick={moveOn}>{t('confirmYes')}</Button>
          </div>
        )}
      >
        <p>{given || item.answered ? t('confirmNext') : t('confirmNextUnanswered')}</p>
      </Modal>
    </section>
  );
}
