import { useCallback, useEffect, useRef, useState } from 'react';
import {
  ApiError, LIMITS, embeddedList, errorMessage, type AnswerRecord, type PracticeItem, type PteClient, type QuestionFilters,
  type PracticeSubmission, type TaskDefinition,
} from '@pte-kit/core';

export interface AnswerListData {
  records: AnswerRecord[] | null;
  total: number;
  loading: boolean;
  pages: number;
}

const emptyList = (): AnswerListData => ({ records: null, total: 0, loading: true, pages: 0 });

/** Loads one practice item and its answer lists, and submits and deletes answers through the client. */
export function usePracticeQuestion(client: PteClient, task: TaskDefinition, position: number, filters: QuestionFilters) {
  const [item, setItem] = useState<PracticeItem | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [mine, setMine] = useState<AnswerListData>(emptyList);
  const [community, setCommunity] = useState<AnswerListData>(emptyList);
  const filterKey = JSON.stringify(filters);
  const questionId = item?.question.id;
  const generation = useRef(0);
  /** AI-scored submissions left (null: unlimited); only asked for tasks scored by AI. */
  const [remainingAi, setRemainingAi] = useState<number | null | undefined>(undefined);
  const [outOfQuota, setOutOfQuota] = useState(false);

  const refreshQuota = useCallback(async () => {
    if (!task.aiScored) return;
    try {
      setRemainingAi((await client.getRemainingAI()).remaining);
    } catch {
      // The badge is a convenience: without it the server still enforces the quota.
    }
  }, [client, task]);

  useEffect(() => {
    setRemainingAi(undefined);
    void refreshQuota();
  }, [refreshQuota]);

  useEffect(() => {
    const current = ++generation.current;
    setItem(null);
    setError(null);
    client.getPracticeItem(task.skill, task.apiTask, position, filters).then(
      (loaded) => current === generation.current && setItem(loaded),
      (failure: unknown) => current === generation.current && setError(errorMessage(failure)),
    );
    // filterKey stands for filters' contents.
  }, [client, task, position, filterKey]);

  /** Loads answers: `reload` fetches the first `pages` pages at once (after a submit or delete), otherwise the next page is appended. */
  const loadList = useCallback(
    async (which: 'mine' | 'community', pages: number, reload: boolean) => {
      if (!questionId) return;
      const set = which === 'mine' ? setMine : setCommunity;
      set((list) => ({ ...list, loading: true }));
      const size = LIMITS.communityLoadMoreSize;
      const [page, pageSize] = reload ? [0, size * pages] : [pages - 1, size];
      try {
        const result = which === 'mine'
          ? await client.listMyAnswers(task.skill, task.apiTask, questionId, page, pageSize)
          : await client.listCommunityAnswers(task.skill, task.apiTask, questionId, page, pageSize);
        const loaded = embeddedList<AnswerRecord>(result);
        set((list) => {
          // A record can move to the next page when another is added meanwhile: keep each id once.
          const records = reload ? loaded : [...(list.records ?? []), ...loaded.filter((record) => !list.records?.some((known) => known.id === record.id))];
          return { records, total: result.page.totalElements, loading: false, pages };
        });
      } catch {
        set((list) => ({ ...list, records: list.records ?? [], loading: false }));
      }
    },
    [client, task, questionId],
  );

  useEffect(() => {
    setMine(emptyList());
    setCommunity(emptyList());
    if (!questionId) return;
    void loadList('mine', 1, true);
    void loadList('community', 1, true);
  }, [questionId, loadList]);

  const submit = useCallback(
    async (submission: PracticeSubmission) => {
      if (!questionId) throw new Error('The question is still loading.');
      try {
        const record = await client.submitAnswer(task.skill, task.apiTask, questionId, submission);
        void loadList('mine', Math.max(1, mine.pages), true);
        void refreshQuota();
        return record;
      } catch (failure) {
        if (failure instanceof ApiError && failure.status === 429 && task.aiScored) {
          setRemainingAi(0);
          setOutOfQuota(true);
        }
        throw new Error(errorMessage(failure, 'Your answer could not be sent. Please try again.', 'api'));
      }
    },
    [client, task, questionId, loadList, mine.pages, refreshQuota],
  );

  const remove = useCallback(
    async (record: AnswerRecord) => {
      try {
        await client.deleteAnswer(task.skill, task.apiTask, record.id);
      } catch (failure) {
        throw new Error(errorMessage(failure, 'The answer could not be deleted.', 'api'));
      }
      await loadList('mine', Math.max(1, mine.pages), true);
    },
    [client, task, loadList, mine.pages],
  );

  return {
    item,
    error,
    mine,
    community,
    submit,
    remove,
    remainingAi,
    outOfQuota,
    closeOutOfQuota: () => setOutOfQuota(false),
    loadMore: (which: 'mine' | 'community') => loadList(which, (which === 'mine' ? mine : community).pages + 1, false),
  };
}
