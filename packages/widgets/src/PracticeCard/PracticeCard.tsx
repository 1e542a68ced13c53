import {
  LIMITS, contentKinds, createPracticeSession, hasRecording, practiceNumber, speakingTimeline, variantOf, withoutAnswerKey,
  type AnswerRecord, type ModelAnswerAnalysis, type PracticeQuestion, type PracticeSubmission, type PteClient, type PteType,
  type QuestionSolution, type TaskDefinition,
} from '@pte-kit/core';
import { Suspense, useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { Badge, difficultyTone } from '../private/Badge';
import { Button } from '../private/Button';
import { AnswerArea } from '../AnswerArea/AnswerArea';
import { preloadAnswerView } from '../AnswerArea/deferredAnswerViews';
import { AnswerSkeleton, Later, deferred } from '../AnswerArea/lazy';
import { useModel } from '../private/useModel';
import { VisuallyHidden } from '../private/VisuallyHidden';
import type { ToastHandler } from '../QuestionTools/messages';
import { QuestionMedia, TimingPlayer, useSpeaker } from './QuestionMedia';
import { OutOfQuotaNotice } from '../AiQuota/AiQuota';
import { WordLookup, type WordLookupProps } from '../WordLookup/WordLookup';
import { QuestionTools } from '../QuestionTools/QuestionTools';
import { FlashVideo } from '../FlashVideo/FlashVideo';
import type { RecordedAnswer } from '../SpeakingAnswer/SpeakingAnswer';
import { Stopwatch } from '../media/react';
import { useT } from '../i18n';
import { practiceCardMessages } from './messages';
import * as styles from './PracticeCard.css';

// What a learner does not need before the question shows is fetched when it is first rendered: the score modal when a
// score opens (with the spoken and written score views, so it opens complete), the model answer's analysis when shown;
// the tools' and the flash video's dialogs live behind their own buttons. The recorder and its microphone code come
// only on a speaking task's page, fetched with the question like an answer view.
const SpeakingAnswer = deferred(() => import('../SpeakingAnswer/SpeakingAnswer').then((module) => module.SpeakingAnswer));

/**
 * Fetches the code a question of `task` shows at once: its answer area (or the recorder) and, when the task plays a
 * recording, the timing player. Settles when they are here or failed (the render asks again and shows the failure).
 */
export function preloadQuestionParts(task: TaskDefinition): Promise<void> {
  const settled = (load: Promise<unknown>) => load.then(() => {}, () => {});
  return Promise.all([
    contentKinds[task.contentKind].answeredWith === 'recorded' ? settled(SpeakingAnswer.preload()) : preloadAnswerView(task.contentKind),
    contentKinds[task.contentKind].playsRecording ? settled(TimingPlayer.preload()) : null,
  ]).then(() => {});
}
const ScoreModal = deferred(() =>
  Promise.all([import('../ScoreModal/ScoreModal'), import('../ScoreModal/ScoredAnswer').then((module) => module.preloadScoreDetails())])
    .then(([module]) => module.ScoreModal));
const WritingScoreDetail = deferred(() => import('../WritingScore/WritingScoreDetail').then((module) => module.WritingScoreDetail));

export interface PracticeCardProps {
  /** Catalogue entry of the task (name, summary, instruction). */
  task: TaskDefinition;
  /** The question; null while loading (skeleton). */
  question: PracticeQuestion | null;
  /** 1-based position of the question in the filtered list. */
  position: number;
  /** Size of the filtered list. */
  total: number;
  /** Exam type sent with the answer. */
  pteType: PteType;
  /** Shows the previous question; Previous is disabled at the first position or when omitted. */
  onPrevious?: () => void;
  /** Shows the next question; Next is disabled at the last position or when omitted. */
  onNext?: () => void;
  /** Sends the answer (spec payload); resolves with the scored record, which the card shows in its ScoreModal. A rejection's `message` is shown in an alert under the buttons. */
  onSubmit: (submission: PracticeSubmission) => Promise<AnswerRecord>;
  /** Called after a successful submit. */
  onScored?: (record: AnswerRecord) => void;
  /** Path for the score modal heading. @default window.location.pathname */
  pathname?: string;
  /** Extra buttons in the card header (e.g. a question-list toggle). */
  headerActions?: ReactNode;
  /** Level of the task-name heading (the question title sits one level below): 1 when the card is the page's main content. @default 2 */
  headingLevel?: 1 | 2 | 3;
  /** Origin of the API that serves recordings and pictures (`/media/...`). @default '' (same origin) */
  mediaBaseUrl?: string;
  /** With a client, the card shows the question's tools: bookmark, Exam Memory, Report and Note. */
  client?: PteClient;
  /** Where the tools' success and failure messages go; without it they show beside the tools. */
  onToast?: ToastHandler;
  /** Where upgrade buttons lead. @default '/dashboard/plans' */
  plansHref?: string;
  /** The learner's translation language (profile); with a client, words of the question translate into it. @default 'fa' */
  translationLanguage?: string | null;
  /**
   * Whether the learner may see the answer section (key, transcript, explanation, model answer): a Show answer
   * button, and the section after scoring. Off for a class test or a mock test. @default true
   */
  showSolution?: boolean;
  /** AI-scored submissions the learner has left (null: unlimited). At 0, AI-scored tasks say so instead of starting. */
  aiScoresLeft?: number | null;
  /**
   * Whether the question tools (Flash Video, marking, bookmark, Exam Memory, Report, Note) show. Off for a reader who
   * is not signed in: there is no one to save them for. @default true
   */
  showTools?: boolean;
}

/** One question to practise: header, answer area or recorder, Try Again / Submit / Show answer, previous / next, its answer section and score modal. */
export function PracticeCard({
  task, question, position, total, pteType, onPrevious, onNext, onSubmit, onScored, pathname, headerActions, headingLevel = 2,
  mediaBaseUrl = '', client, onToast, plansHref, translationLanguage, showSolution = true, aiScoresLeft, showTools = true,
}: PracticeCardProps) {
  const headingId = useId();
  // The answer area's code is fetched while the question itself loads, not after; the score modal's once it is here,
  // so that it never competes with it on a slow network and a score shows as soon as it comes. The rows around the
  // question (tools, flash video, translation) render with the card, so nothing pops in above the answer area.
  useEffect(() => {
    void preloadQuestionParts(task).then(() => ScoreModal.preload().catch(() => {})); // opening it asks again
  }, [task.contentKind]);
  const TaskHeading = `h${headingLevel}` as const;
  const t = useT(practiceCardMessages);
  const navigation = (
    <div className={styles.nav}>
      <Button variant="secondary" disabled={!onPrevious || position <= 1} onClick={onPrevious}>{t('previous')}</Button>
      <span className={styles.position}>{total > 0 ? t('position', { position, total }) : null}</span>
      <Button variant="secondary" disabled={!onNext || position >= total} onClick={onNext}>{t('next')}</Button>
    </div>
  );

  return (
    <article className={styles.root} aria-labelledby={headingId} aria-busy={question === null || undefined}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <div className={styles.sectionLine}>
            <Badge tone="brand">{task.summary}</Badge>
            <TaskHeading id={headingId} className={styles.taskName}>{task.name}</TaskHeading>
            <Badge tone={task.importance === 'high' ? 'hard' : task.importance === 'medium' ? 'medium' : 'neutral'}>{t('importance', { level: task.importance })}</Badge>
          </div>
          <p className={styles.instruction} lang="en" dir="ltr">{task.instruction}</p>
        </div>
        {headerActions || client ? (
          <div className={styles.headerActions}>
            {client && showTools ? <FlashVideo task={task} client={client} plansHref={plansHref} /> : null}
            {headerActions}
          </div>
        ) : null}
      </header>
      {question ? (
        // Keyed by question so that moving to another question resets the answer, result, error and timer.
        <QuestionPractice
          key={question.id}
          task={task}
          question={question}
          pteType={pteType}
          onSubmit={onSubmit}
          onScored={onScored}
          pathname={pathname}
          titleLevel={Math.min(headingLevel + 1, 4) as 2 | 3 | 4}
          navigation={navigation}
          mediaBaseUrl={mediaBaseUrl}
          client={client}
          onToast={onToast}
          translationLanguage={translationLanguage}
          showSolution={showSolution}
          outOfAiScores={task.aiScored && aiScoresLeft === 0}
          plansHref={plansHref}
          showTools={showTools}
        />
      ) : (
        <>
          <QuestionSkeleton />
          <footer className={styles.footer}>
            <div className={styles.footerRow}>
              <span />
              {navigation}
            </div>
          </footer>
        </>
      )}
    </article>
  );
}

interface QuestionPracticeProps extends Pick<PracticeCardProps,
  'task' | 'pteType' | 'onSubmit' | 'onScored' | 'pathname' | 'client' | 'onToast' | 'translationLanguage' | 'plansHref'> {
  question: PracticeQuestion;
  navigation: ReactNode;
  titleLevel: 2 | 3 | 4;
  mediaBaseUrl: string;
  showSolution: boolean;
  outOfAiScores: boolean;
  /** Whether the question tools may load (after the answer area's code). */
  showTools: boolean;
}

/** With a client, a word double-clicked or selected in the question or its transcript opens the dictionary (the card's translate-language selector). */
function withLookup(client: PteClient | undefined, props: Omit<WordLookupProps, 'client' | 'children'>, content: ReactNode) {
  return client ? <WordLookup client={client} {...props}>{content}</WordLookup> : content;
}

function QuestionPractice({
  task, question, pteType, onSubmit, onScored, pathname, navigation, titleLevel, mediaBaseUrl, client, onToast, translationLanguage,
  showSolution, outOfAiScores, plansHref, showTools,
}: QuestionPracticeProps) {
  const TitleHeading = `h${titleLevel}` as const;
  const t = useT(practiceCardMessages);
  // The latest props the session calls back through; the session itself lives as long as the question (and exam type).
  const latest = useRef({ onSubmit, onScored, client, t });
  latest.current = { onSubmit, onScored, client, t };
  const session = useModel(() => createPracticeSession({
    task, question, pteType, showSolution,
    // A failed submit with no message of the server's, in the learner's language.
    t: (key) => latest.current.t(key),
    submit: (submission) => latest.current.onSubmit(submission),
    onScored: (record) => latest.current.onScored?.(record),
    loadSolution: () => latest.current.client?.getSolution(task.skill, task.apiTask, question.id) ?? Promise.reject(new Error('No API client')),
    loadAnalysis: () => latest.current.client?.getModelAnswerAnalysis(task.skill, task.apiTask, question.id, pteType) ?? Promise.reject(new Error('No API client')),
  }), [pteType, showSolution]);
  const [speaker, setSpeaker] = useSpeaker(question);
  const [audioEnds, setAudioEnds] = useState(0);
  useEffect(() => session.setAccent(speaker.accent), [session, speaker.accent]);

  const canSubmit = session.canSubmit.value;
  const scoreOpen = session.scoreOpen.value;
  // Mounted from its first opening on, so that closing it runs the dialog's own closing (focus goes back).
  const scoreOpened = useRef(false);
  scoreOpened.current ||= scoreOpen;
  const speaking = session.recorded;
  const record = session.record.value;
  const scored = session.scored.value;
  const submitting = session.submitting.value;
  const attempt = session.attempt.value;
  const solutionOpen = session.solutionOpen.value;
  const solution = session.solutionShown.value ? session.solution.value : null;
  const shownRecord = record && !showSolution ? withoutAnswerKey(record) : record;
  // Out of free AI scores: the task says so instead of starting; an answer just scored (the last free one) stays shown.
  const locked = outOfAiScores && !scored;
  const autoplayDelay = speaking
    ? (speakingTimeline(task).audioDelaySeconds ?? LIMITS.autoplayDelayMs / 1000)
    : (task.timings.prepSeconds ?? LIMITS.autoplayDelayMs / 1000);
  const answerSection = solution ? (
    <AnswerSection question={question} solution={solution} analysis={session.analysis.value} mediaBaseUrl={mediaBaseUrl} task={task} pteType={pteType} />
  ) : null;
  const onRecordedChange = (recording: RecordedAnswer | null) => {
    session.setRecording(recording ? recording.dataUrl.slice(recording.dataUrl.indexOf(',') + 1) : null);
  };

  return (
    <>
      <div className={styles.questionMeta}>
        <span className={styles.number}>{practiceNumber(task.summary, question.id)}</span>
        <TitleHeading className={styles.title} lang="en" dir="ltr">{question.title}</TitleHeading>
        <Badge tone={difficultyTone(question.complexity)}>
          <VisuallyHidden>{t('difficultyLabel')}</VisuallyHidden>
          {t('difficulty', { level: question.complexity })}
        </Badge>
        {question.prediction ? (
          <span title={t('predictionTitle')}>
            <Badge tone="brand">{t('prediction')}<VisuallyHidden>{t('predictionHint')}</VisuallyHidden></Badge>
          </span>
        ) : null}
        {speaking || locked ? null : (
          // Time on the question, red past the exam's time for the task; restarts with Try Again.
          <Stopwatch key={attempt} running={!scored} limit={task.timings.answerSeconds ?? null} label={t('timeSpent')} />
        )}
      </div>
      {client && showTools ? <QuestionTools question={question} pteType={pteType} client={client} onToast={onToast} /> : null}

      {locked ? <OutOfQuotaNotice taskName={task.name} plansHref={plansHref} /> : withLookup(client, { language: translationLanguage, signedIn: showTools, practiceType: task.apiTask, skillType: task.skill, onToast }, (
        // The exam's own English (passage, options, blanks) reads left to right whatever the interface language.
        <><div lang="en" dir="ltr" className={styles.examContent}>
          <QuestionMedia
            key={attempt}
            question={question}
            mediaBaseUrl={mediaBaseUrl}
            onSpeakerChange={setSpeaker}
            onAudioEnded={() => setAudioEnds((count) => count + 1)}
            autoplayDelay={autoplayDelay}
          />

          {speaking ? (
            <Suspense fallback={<AnswerSkeleton />}>
              <SpeakingAnswer
                key={attempt}
                task={task}
                variant={variantOf(pteType)}
                audioEnds={audioEnds}
                onRecordedChange={onRecordedChange}
                disabled={submitting || scored}
                onToast={onToast}
              />
            </Suspense>
          ) : (
            <AnswerArea
              content={question.content}
              value={session.value.value}
              onValueChange={session.setValue}
              result={shownRecord?.results}
              disabled={submitting || scored}
              task={task}
              variant={variantOf(pteType)}
              answerKey={shownRecord?.answerKey}
              pairs={shownRecord?.pairs}
            />
          )}
        </div>{answerSection}</>
      ))}
      {locked ? answerSection : null}

      <footer className={styles.footer}>
        <div className={styles.footerRow}>
          <div className={styles.actions}>
            <Button variant="secondary" disabled={submitting} onClick={session.tryAgain}>{t('tryAgain')}</Button>
            <Button
              disabled={!canSubmit || locked}
              aria-busy={submitting || undefined}
              onClick={() => void session.submit()}
            >
              {t('submit')}
            </Button>
            {showSolution && client && !scored ? (
              <Button variant="ghost" aria-expanded={solutionOpen} onClick={session.toggleSolution}>
                {solutionOpen ? t('hideAnswer') : t('showAnswer')}
              </Button>
            ) : null}
          </div>
          {navigation}
        </div>
        {session.error.value ? <p role="alert" className={styles.error}>{session.error.value}</p> : null}
      </footer>

      {scoreOpened.current ? (
        <Later>
          <ScoreModal
            open={scoreOpen}
            onOpenChange={session.setScoreOpen}
            record={shownRecord}
            question={question}
            explanation={solution?.explanation}
            pathname={pathname}
            mediaBaseUrl={mediaBaseUrl}
          />
        </Later>
      ) : null}
    </>
  );
}

/** The answer section: the recording's transcript, the explanation and, for open tasks, a model answer. */
interface AnswerSectionProps {
  question: PracticeQuestion;
  solution: QuestionSolution;
  mediaBaseUrl: string;
  task: TaskDefinition;
  pteType: PteType;
  /** Writing tasks: the writing engine's analysis of the model answer, once loaded. */
  analysis: ModelAnswerAnalysis | null;
}

function AnswerSection({ question, solution, analysis, mediaBaseUrl, task, pteType }: AnswerSectionProps) {
  const transcript = hasRecording(question.content) ? solution.transcript : null;
  const key = solution.answerKey;
  const t = useT(practiceCardMessages);
  const model = key.kind === 'open' ? ((variantOf(pteType) === 'CORE' && key.modelAnswerCore) || key.modelAnswer) : null;
  return (
    <section className={styles.answerSection} aria-label={t('answer')}>
      {transcript ? (
        <>
          <h4 className={styles.answerSectionTitle}>{t('transcript')}</h4>
          <p className={styles.answerText} lang="en" dir="ltr">{transcript}</p>
        </>
      ) : null}
      {model ? (
        <>
          <h4 className={styles.answerSectionTitle}>{t('modelAnswer')}</h4>
          <p className={styles.answerText} lang="en" dir="ltr">{analysis?.modelAnswer ?? model}</p>
        </>
      ) : null}
      {analysis ? (
        <details className={styles.analysis}>
          <summary>{t('analysis', { score: analysis.score, max: analysis.maxScore })}</summary>
          <Later fallback={<AnswerSkeleton />}>
            <WritingScoreDetail result={analysis.writing} answer={analysis.modelAnswer} task={task} variant={analysis.variant} headingLevel={5} />
          </Later>
        </details>
      ) : null}
      {solution.explanation ? (
        <>
          <h4 className={styles.answerSectionTitle}>{t('explanation')}</h4>
          <p className={styles.answerText} lang="en" dir="ltr">{solution.explanation}</p>
          <audio className={styles.audio} controls preload="none" src={`${mediaBaseUrl}/media/questions/${question.id}/explanation.mp3`} aria-label={t('explanationAudio')}>
            <track kind="captions" />
          </audio>
        </>
      ) : null}
    </section>
  );
}

function QuestionSkeleton() {
  const t = useT(practiceCardMessages);
  return (
    <div>
      <VisuallyHidden as="p" role="status">{t('loading')}</VisuallyHidden>
      <div aria-hidden="true" className={styles.skeleton}>
        <div className={[styles.skeletonLine, styles.skeletonShort].join(' ')} />
        <div className={[styles.skeletonLine, styles.skeletonBlock].join(' ')} />
      </div>
    </div>
  );
}
