import {
  DIFFICULTY_LABELS, IMPORTANCE_LABELS, LIMITS, MESSAGES, hasRecording, practiceNumber, speakingTimeline, variantOf, withoutAnswerKey,
  type AnswerRecord, type ModelAnswerAnalysis, type PracticeQuestion, type PracticeSubmission, type PteClient, type PteType,
  type QuestionSolution, type TaskDefinition,
} from '@pte-kit/core';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { Badge, difficultyTone } from '../private/Badge';
import { Button } from '../private/Button';
import { AnswerArea, emptyAnswer, isAnswered, toSubmission } from '../AnswerArea';
import type { AnswerValue } from '../ReadingAnswer/types';
import { FlashVideo } from '../FlashVideo';
import { WritingScoreDetail } from '../WritingScore';
import { QuestionTools, type ToastHandler } from '../QuestionTools';
import { QuestionMedia, useSpeaker } from './QuestionMedia';
import { OutOfQuotaNotice } from '../AiQuota';
import { TranslateWords } from '../TranslateWords';
import { SpeakingAnswer, type RecordedAnswer } from '../SpeakingAnswer';
import { Stopwatch } from '../media/react';
import { ScoreModal } from '../ScoreModal';
import * as styles from './PracticeCard.css';

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
}

/** One question to practise: header, answer area or recorder, Try Again / Submit / Show answer, previous / next, its answer section and score modal. */
export function PracticeCard({
  task, question, position, total, pteType, onPrevious, onNext, onSubmit, onScored, pathname, headerActions, headingLevel = 2,
  mediaBaseUrl = '', client, onToast, plansHref, translationLanguage, showSolution = true, aiScoresLeft,
}: PracticeCardProps) {
  const headingId = useId();
  const TaskHeading = `h${headingLevel}` as const;
  const navigation = (
    <div className={styles.nav}>
      <Button variant="secondary" disabled={!onPrevious || position <= 1} onClick={onPrevious}>Previous</Button>
      <span className={styles.position}>{total > 0 ? `${position} of ${total}` : null}</span>
      <Button variant="secondary" disabled={!onNext || position >= total} onClick={onNext}>Next</Button>
    </div>
  );

  return (
    <article className={styles.root} aria-labelledby={headingId} aria-busy={question === null || undefined}>
      <header className={styles.header}>
        <div className={styles.heading}>
          <div className={styles.sectionLine}>
            <Badge tone="brand">{task.summary}</Badge>
            <TaskHeading id={headingId} className={styles.taskName}>{task.name}</TaskHeading>
            <Badge tone={task.importance === 'high' ? 'hard' : task.importance === 'medium' ? 'medium' : 'neutral'}>{IMPORTANCE_LABELS[task.importance]}</Badge>
          </div>
          <p className={styles.instruction}>{task.instruction}</p>
        </div>
        {headerActions || client ? (
          <div className={styles.headerActions}>
            {client ? <FlashVideo task={task} client={client} plansHref={plansHref} /> : null}
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
}

/** With a client, the question's words translate on double-click (the card's translate-language selector). */
function withTranslation(client: PteClient | undefined, language: string | null | undefined, content: ReactNode) {
  return client ? <TranslateWords client={client} language={language}>{content}</TranslateWords> : content;
}

function rejectionMessage(reason: unknown): string {
  const message = (reason as { message?: unknown } | null)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : MESSAGES.somethingWrong;
}

function QuestionPractice({
  task, question, pteType, onSubmit, onScored, pathname, navigation, titleLevel, mediaBaseUrl, client, onToast, translationLanguage,
  showSolution, outOfAiScores, plansHref,
}: QuestionPracticeProps) {
  const TitleHeading = `h${titleLevel}` as const;
  const [value, setValue] = useState<AnswerValue>(() => emptyAnswer(question.content));
  const [speaker, setSpeaker] = useSpeaker(question);
  const [startedAt, setStartedAt] = useState(() => Date.now());
  const [record, setRecord] = useState<AnswerRecord | null>(null);
  const [modalOpen, setModalOpen] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const speaking = task.answerArea === 'recorder';
  const [recording, setRecording] = useState<RecordedAnswer | null>(null);
  const [audioEnds, setAudioEnds] = useState(0);
  // Try Again on a speaking question replays it from the start: the player and the recorder are remounted.
  const [attempt, setAttempt] = useState(0);
  const scored = record !== null;
  // The answer section is asked for when the learner opens it, or once the answer is scored; never before.
  const [solutionOpen, setSolutionOpen] = useState(false);
  const solution = useSolution(client, task, question, showSolution && (scored || solutionOpen));
  const shownRecord = record && !showSolution ? withoutAnswerKey(record) : record;
  // Out of free AI scores: the task says so instead of starting; an answer just scored (the last free one) stays shown.
  const locked = outOfAiScores && !scored;
  const answered = speaking ? recording !== null : isAnswered(question.content, value);
  const autoplayDelay = speaking
    ? (speakingTimeline(task).audioDelaySeconds ?? LIMITS.autoplayDelayMs / 1000)
    : (task.timings.prepSeconds ?? LIMITS.autoplayDelayMs / 1000);

  const submit = async () => {
    const duration = Math.max(0, Math.floor((Date.now() - startedAt) / 1000));
    setSubmitting(true);
    setError(null);
    try {
      const accent = question.content.kind === 'summarizeSpokenText' ? { accent: speaker.accent } : undefined;
      const result = await onSubmit(speaking && recording
        ? { answerRequest: recording.dataUrl.slice(recording.dataUrl.indexOf(',') + 1), duration, pteType }
        : toSubmission(question.content, value, duration, pteType, accent));
      setRecord(result);
      setModalOpen(true);
      onScored?.(result);
    } catch (reason) {
      setError(rejectionMessage(reason));
    } finally {
      setSubmitting(false);
    }
  };

  const tryAgain = () => {
    setValue(emptyAnswer(question.content));
    setRecording(null);
    setAttempt((count) => count + 1);
    setRecord(null);
    setModalOpen(false);
    setSolutionOpen(false);
    setError(null);
    setStartedAt(Date.now());
  };

  return (
    <>
      <div className={styles.questionMeta}>
        <span className={styles.number}>{practiceNumber(task.summary, question.id)}</span>
        <TitleHeading className={styles.title}>{question.title}</TitleHeading>
        <Badge tone={difficultyTone(question.complexity)}>
          <span className={styles.visuallyHidden}>Difficulty: </span>
          {DIFFICULTY_LABELS[question.complexity] ?? question.complexity}
        </Badge>
        {question.prediction ? (
          <span title="Our editors' pick: likely to come up in the exam">
            <Badge tone="brand">Prediction<span className={styles.visuallyHidden}> (our editors' pick)</span></Badge>
          </span>
        ) : null}
        {speaking || locked ? null : (
          // Time on the question, red past the exam's time for the task; restarts with Try Again.
          <Stopwatch key={attempt} running={!scored} limit={task.timings.answerSeconds ?? null} label="Time spent" />
        )}
      </div>
      {client ? <QuestionTools question={question} pteType={pteType} client={client} onToast={onToast} /> : null}

      {locked ? <OutOfQuotaNotice taskName={task.name} plansHref={plansHref} /> : withTranslation(client, translationLanguage, (
        <>
          <QuestionMedia
            key={attempt}
            question={question}
            mediaBaseUrl={mediaBaseUrl}
            onSpeakerChange={setSpeaker}
            onAudioEnded={() => setAudioEnds((count) => count + 1)}
            autoplayDelay={autoplayDelay}
          />

          {speaking ? (
            <SpeakingAnswer
              key={attempt}
              task={task}
              audioEnds={audioEnds}
              onRecordedChange={setRecording}
              disabled={submitting || scored}
              onToast={onToast}
            />
          ) : (
            <AnswerArea
              content={question.content}
              value={value}
              onValueChange={setValue}
              result={shownRecord?.results}
              disabled={submitting || scored}
              task={task}
              variant={variantOf(pteType)}
              answerKey={shownRecord?.answerKey}
              pairs={shownRecord?.pairs}
            />
          )}
        </>
      ))}

      {solution && (scored || solutionOpen) ? (
        <AnswerSection question={question} solution={solution} mediaBaseUrl={mediaBaseUrl} task={task} pteType={pteType} client={client} />
      ) : null}

      <footer className={styles.footer}>
        <div className={styles.footerRow}>
          <div className={styles.actions}>
            <Button variant="secondary" disabled={submitting} onClick={tryAgain}>Try Again</Button>
            <Button
              disabled={submitting || scored || !answered || locked}
              aria-busy={submitting || undefined}
              onClick={() => void submit()}
            >
              Submit
            </Button>
            {showSolution && client && !scored ? (
              <Button variant="ghost" aria-expanded={solutionOpen} onClick={() => setSolutionOpen((open) => !open)}>
                {solutionOpen ? 'Hide answer' : 'Show answer'}
              </Button>
            ) : null}
          </div>
          {navigation}
        </div>
        {error ? <p role="alert" className={styles.error}>{error}</p> : null}
      </footer>

      <ScoreModal
        open={modalOpen}
        onOpenChange={setModalOpen}
        record={shownRecord}
        question={question}
        explanation={solution?.explanation}
        pathname={pathname}
        mediaBaseUrl={mediaBaseUrl}
      />
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
  client?: PteClient;
}

function AnswerSection({ question, solution, mediaBaseUrl, task, pteType, client }: AnswerSectionProps) {
  const analysis = useModelAnalysis(task, question, pteType, client);
  const transcript = hasRecording(question.content) ? solution.transcript : null;
  const key = solution.answerKey;
  const model = key.kind === 'open' ? ((variantOf(pteType) === 'CORE' && key.modelAnswerCore) || key.modelAnswer) : null;
  return (
    <section className={styles.answerSection} aria-label="Answer">
      {transcript ? (
        <>
          <h4 className={styles.answerSectionTitle}>Transcript</h4>
          <p className={styles.answerText}>{transcript}</p>
        </>
      ) : null}
      {model ? (
        <>
          <h4 className={styles.answerSectionTitle}>Model answer</h4>
          <p className={styles.answerText}>{analysis?.modelAnswer ?? model}</p>
        </>
      ) : null}
      {analysis ? (
        <details className={styles.analysis}>
          <summary>Analysis of the model answer: {analysis.score} of {analysis.maxScore}</summary>
          <WritingScoreDetail result={analysis.writing} answer={analysis.modelAnswer} task={task} variant={analysis.variant} headingLevel={5} />
        </details>
      ) : null}
      {solution.explanation ? (
        <>
          <h4 className={styles.answerSectionTitle}>Explanation</h4>
          <p className={styles.answerText}>{solution.explanation}</p>
          <audio className={styles.audio} controls preload="none" src={`${mediaBaseUrl}/media/questions/${question.id}/explanation.mp3`} aria-label="Explanation, read aloud">
            <track kind="captions" />
          </audio>
        </>
      ) : null}
    </section>
  );
}

/** The question's answer section from the API, asked for only while `wanted`; null until loaded, without a client or on failure. */
function useSolution(client: PteClient | undefined, task: TaskDefinition, question: PracticeQuestion, wanted: boolean) {
  const [solution, setSolution] = useState<QuestionSolution | null>(null);
  useEffect(() => {
    if (!client || !wanted) return;
    let current = true;
    client.getSolution(task.skill, task.apiTask, question.id).then(
      (result) => current && setSolution(result),
      () => current && setSolution(null),
    );
    return () => {
      current = false;
    };
  }, [client, task, question.id, wanted]);
  return wanted ? solution : null;
}

/** For writing tasks, the writing engine's analysis of the model answer in the learner's exam type; null until loaded or elsewhere. */
function useModelAnalysis(task: TaskDefinition, question: PracticeQuestion, pteType: PteType, client?: PteClient) {
  const [analysis, setAnalysis] = useState<ModelAnswerAnalysis | null>(null);
  useEffect(() => {
    if (!client || task.scoringKind !== 'writing') return;
    let current = true;
    client.getModelAnswerAnalysis(task.skill, task.apiTask, question.id, pteType).then(
      (result) => current && setAnalysis(result),
      () => current && setAnalysis(null),
    );
    return () => {
      current = false;
    };
  }, [client, task, question.id, pteType]);
  return analysis;
}

function QuestionSkeleton() {
  return (
    <div>
      <p role="status" className={styles.visuallyHidden}>Loading question…</p>
      <div aria-hidden="true" className={styles.skeleton}>
        <div className={[styles.skeletonLine, styles.skeletonShort].join(' ')} />
        <div className={[styles.skeletonLine, styles.skeletonBlock].join(' ')} />
      </div>
    </div>
  );
}
