import { useRef, useState, type ReactNode } from 'react';
import { withoutAnswerKey, type AnswerRecord, type PteClient, type PteType, type QuestionFilters, type PracticeSubmission, type TaskDefinition } from '@pte-kit/core';
import { Later, deferred } from '../AnswerArea/lazy';
import { PracticeCard } from '../PracticeCard/PracticeCard';
import type { ToastHandler } from '../QuestionTools/messages';
import { usePteClient } from '../PteClientProvider';
import * as styles from './PracticeQuestion.css';
import { usePracticeQuestion } from './usePracticeQuestion';

// Below the card and in dialogs: fetched once there is a question to show them for, so they never hold up the card.
const AnswersPanel = deferred(() => import('../AnswersPanel/AnswersPanel').then((module) => module.AnswersPanel));
const CommentsSection = deferred(() => import('../CommentsSection/CommentsSection').then((module) => module.CommentsSection));
const AiQuotaBadge = deferred(() => import('../AiQuota/AiQuota').then((module) => module.AiQuotaBadge));
const OutOfQuotaModal = deferred(() => import('../AiQuota/AiQuota').then((module) => module.OutOfQuotaModal));
const ScoreModal = deferred(() =>
  Promise.all([import('../ScoreModal/ScoreModal'), import('../ScoreModal/ScoredAnswer').then((module) => module.preloadScoreDetails())])
    .then(([module]) => module.ScoreModal));

export interface PracticeQuestionProps {
  /** Catalogue entry of the task. */
  task: TaskDefinition;
  /** 1-based position of the question in the filtered list. */
  position: number;
  /** Called with the new position for Previous / Next. */
  onPositionChange: (position: number) => void;
  /** Exam type sent with answers. */
  pteType: PteType;
  /** List filters the position refers to. @default {} */
  filters?: QuestionFilters;
  /** API client; @default the one from PteClientProvider */
  client?: PteClient;
  /** Path the score modal reads the skill and task from. */
  pathname?: string;
  /** Extra buttons in the card header. */
  headerActions?: ReactNode;
  /** The learner pressed Submit (before scoring). */
  onSubmitAnswer?: (submission: PracticeSubmission) => void;
  /** The server scored an answer. */
  onScored?: (record: AnswerRecord) => void;
  /** Whether to show My answers and Community under the card. @default true */
  showAnswers?: boolean;
  /** Level of the card's task heading: 1 when the question is the page's main content. @default 2 */
  headingLevel?: 1 | 2 | 3;
  /** Where the upgrade buttons lead. @default '/dashboard/plans' */
  plansHref?: string;
  /** Where the question tools' messages go ('Saved successfully', …); without it they show beside the tools. */
  onToast?: ToastHandler;
  /** The learner's nickname: with it the Comments tab is shown, and their own comments get Delete. */
  nickname?: string;
  /** The learner's translation language (profile); question words translate into it. @default 'fa' */
  translationLanguage?: string | null;
  /** Whether the learner may open the answer section (key, transcript, explanation); off for a class test. @default true */
  showSolution?: boolean;
  /** Whether the question tools show (Flash Video, marking, bookmark, Exam Memory, Report, Note); off for a reader who is not signed in. @default true */
  showTools?: boolean;
}

/** One practice question wired to the API: the card, its score modal and the learner's and community's answers. */
export function PracticeQuestion({
  task, position, onPositionChange, pteType, filters = {}, client, pathname, headerActions, onSubmitAnswer, onScored,
  showAnswers = true, headingLevel, plansHref, onToast, nickname, translationLanguage, showSolution = true, showTools = true,
}: PracticeQuestionProps) {
  const api = usePteClient(client);
  const practice = usePracticeQuestion(api, task, position, filters);
  const [openRecord, setOpenRecord] = useState<AnswerRecord | null>(null);
  const total = practice.item?.totalElements ?? 0;
  // The dialogs mount at their first opening and stay, so that closing one runs its own closing (focus goes back).
  const scoreShown = useRef(false);
  scoreShown.current ||= openRecord !== null;
  const outOfQuotaShown = useRef(false);
  outOfQuotaShown.current ||= practice.outOfQuota;

  if (practice.error) {
    return <div role="alert" className={styles.error}>{practice.error}</div>;
  }

  return (
    <div className={styles.root}>
      <PracticeCard
        task={task}
        question={practice.item?.question ?? null}
        position={position}
        total={total}
        pteType={pteType}
        pathname={pathname}
        headerActions={headerActions}
        headingLevel={headingLevel}
        mediaBaseUrl={api.baseURL}
        client={api}
        onToast={onToast}
        plansHref={plansHref}
        translationLanguage={translationLanguage}
        showSolution={showSolution}
        showTools={showTools}
        aiScoresLeft={practice.remainingAi}
        onPrevious={position > 1 ? () => onPositionChange(position - 1) : undefined}
        onNext={position < total ? () => onPositionChange(position + 1) : undefined}
        onSubmit={(submission) => {
          onSubmitAnswer?.(submission);
          return practice.submit(submission);
        }}
        onScored={onScored}
      />
      {showAnswers && practice.item ? (
        <Later>
          <AnswersPanel
            mine={{ ...practice.mine, onLoadMore: () => void practice.loadMore('mine') }}
            community={{ ...practice.community, onLoadMore: () => void practice.loadMore('community') }}
            onOpenRecord={setOpenRecord}
            onDelete={practice.remove}
            badge={<Later><AiQuotaBadge remaining={practice.remainingAi} plansHref={plansHref} /></Later>}
            comments={nickname !== undefined ? (
              <Later>
                <CommentsSection key={practice.item.question.id} practiceId={practice.item.question.id} nickname={nickname} client={api} onToast={onToast} />
              </Later>
            ) : undefined}
          />
        </Later>
      ) : null}
      {outOfQuotaShown.current ? (
        <Later>
          <OutOfQuotaModal open={practice.outOfQuota} onOpenChange={(open) => !open && practice.closeOutOfQuota()} plansHref={plansHref} />
        </Later>
      ) : null}
      {practice.item && scoreShown.current ? (
        <Later>
          <ScoreModal
            open={openRecord !== null}
            onOpenChange={(open) => !open && setOpenRecord(null)}
            record={openRecord && !showSolution ? withoutAnswerKey(openRecord) : openRecord}
            question={practice.item.question}
            pathname={pathname}
            mediaBaseUrl={api.baseURL}
          />
        </Later>
      ) : null}
    </div>
  );
}
