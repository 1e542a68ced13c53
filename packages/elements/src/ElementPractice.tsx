import { useEffect, useRef, useState } from 'react';
import {
  errorMessage, findTaskByApi, findTaskBySlug, getTask, isSignInRequired, taskCatalog, type AnswerRecord, type EmbedSession,
  type PteClient, type PteType, type PracticeSubmission, type TaskDefinition,
} from '@pte-kit/core';
import { PracticeQuestion, useLocale, useT } from '@pte-kit/widgets';
import { embedMessages } from './embedMessages';
import { SignInBar } from './signInBar';

/** Accepts a catalogue key ('reading.rwFillInTheBlanks') or a route pair ('reading/rw-fill-in-the-blanks'). */
export function resolveTask(value: string | null | undefined): TaskDefinition | null {
  if (!value) return null;
  if (taskCatalog.some((task) => task.key === value)) return getTask(value);
  const [skill = '', name = ''] = value.split(/[/.]/);
  return findTaskBySlug(skill, name) ?? findTaskByApi(skill, name) ?? null;
}

export interface ElementPracticeProps {
  client: PteClient;
  /**
   * The reader's own sign-in when the page passes no token: the bar above the question, and `client` is the session's
   * (anonymous until the reader signs in). Null when the page signs its learners in itself (`token`/`getToken`).
   */
  reader?: EmbedSession | null;
  task: string;
  questionId: number | null;
  pteType: PteType | null;
  /** Whether the answer section may be opened (false for a class test). */
  showSolution: boolean;
  onSubmitAnswer: (submission: PracticeSubmission) => void;
  onScored: (record: AnswerRecord) => void;
}

/** The exam type of a reader who is not signed in and whose page names none. */
const READER_EXAM: PteType = 'PTE Academic';

/** What <pte-practice-question> renders: resolves the question id to its place in the list, then the practice question. */
export function ElementPractice({ client, reader = null, task: taskName, questionId, pteType, showSolution, onSubmitAnswer, onScored }: ElementPracticeProps) {
  // The element's own sentences: their Persian is one small chunk, loaded only on a Persian page.
  useLocale().addCatalogues('fa', { embed: () => import('./fa/embed') });
  const t = useT(embedMessages);
  const task = resolveTask(taskName);
  const [position, setPosition] = useState<number | null>(questionId ? null : 1);
  const [examType, setExamType] = useState<PteType | null>(pteType);
  const [error, setError] = useState<string | null>(null);
  const signedOut = reader !== null && reader.status.value !== 'signedIn';
  // The question a reader has open stays open when they sign in (a new client): its position is found once.
  const resolved = useRef<number | null>(null);

  useEffect(() => {
    if (!task || !questionId || resolved.current === questionId) return;
    setPosition(null);
    setError(null);
    client.getPracticeItemById(task.skill, task.apiTask, questionId).then(
      (item) => {
        resolved.current = questionId;
        setPosition(item.position);
      },
      (failure) => setError(errorMessage(failure)),
    );
  }, [client, task, questionId]);

  useEffect(() => {
    if (pteType) return setExamType(pteType);
    client.getCurrentUser().then(
      (user) => setExamType(user.profile.pteType),
      (failure) => (isSignInRequired(failure) ? setExamType(READER_EXAM) : setError(errorMessage(failure))),
    );
  }, [client, pteType]);

  const bar = reader ? <SignInBar reader={reader} /> : null;
  if (!task) return <p role="alert">Unknown task "{taskName}". Use a task key such as reading.rwFillInTheBlanks.</p>;
  if (error) return <>{bar}<p role="alert">{error}</p></>;
  if (!position || !examType) return <>{bar}<p aria-busy="true">{t('loadingQuestion')}</p></>;
  return (
    <>
      {bar}
      <PracticeQuestion
        client={client}
        task={task}
        position={position}
        onPositionChange={setPosition}
        pteType={examType}
        pathname={`/dashboard/${task.skill}/${task.slug}/${position}`}
        onSubmitAnswer={onSubmitAnswer}
        onScored={onScored}
        showSolution={showSolution}
        // A reader who is not signed in has no answers of their own, sees no one else's, and has nothing to save tools to.
        showAnswers={!signedOut}
        showTools={!signedOut}
      />
    </>
  );
}
