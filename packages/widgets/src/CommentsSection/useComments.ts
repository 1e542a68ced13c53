import { LIMITS, type CommentDto, type PteClient } from '@pte-kit/core';
import { useCallback, useEffect, useRef, useState } from 'react';

export interface CommentsState {
  /** Comments loaded so far, newest first; null while the first page loads. */
  comments: CommentDto[] | null;
  /** Whether the list holds only exam-memory comments. */
  onlyExamMemory: boolean;
  setOnlyExamMemory: (only: boolean) => void;
  /** A page is on its way. */
  loading: boolean;
  /** The server has pages not loaded yet. */
  hasMore: boolean;
  /** The first page failed to load; `reload` tries again. */
  failed: boolean;
  loadMore: () => void;
  reload: () => void;
  /** Puts a comment the learner just posted at the top. */
  prepend: (comment: CommentDto) => void;
  update: (id: number, patch: Partial<CommentDto>) => void;
  remove: (id: number) => void;
}

/** The comment list of a question: page 0 on open and on every filter change, then one page of 10 per Load More. */
export function useComments(client: PteClient, practiceId: number): CommentsState {
  const [onlyExamMemory, setOnlyExamMemory] = useState(false);
  const [comments, setComments] = useState<CommentDto[] | null>(null);
  const [page, setPage] = useState(0);
  const [totalPages, setTotalPages] = useState(0);
  const [loading, setLoading] = useState(true);
  const [failed, setFailed] = useState(false);
  const [reloads, setReloads] = useState(0);
  // A response for an older question or filter must not land in the current list.
  const generation = useRef(0);

  useEffect(() => {
    const current = ++generation.current;
    setComments(null);
    setLoading(true);
    setFailed(false);
    client.listComments(practiceId, 0, LIMITS.commentPageSize, onlyExamMemory).then(
      (result) => {
        if (current !== generation.current) return;
        setComments(result._embedded?.commentDtoList ?? []);
        setPage(0);
        setTotalPages(result.page?.totalPages ?? 0);
        setLoading(false);
      },
      () => {
        if (current !== generation.current) return;
        setFailed(true);
        setLoading(false);
      },
    );
    return () => { generation.current += 1; };
  }, [client, practiceId, onlyExamMemory, reloads]);

  const loadMore = useCallback(() => {
    const current = generation.current;
    const next = page + 1;
    setLoading(true);
    client.listComments(practiceId, next, LIMITS.commentPageSize, onlyExamMemory).then(
      (result) => {
        if (current !== generation.current) return;
        // Comments posted since the first page shift older ones onto later pages: skip the repeats.
        setComments((loaded) => {
          const known = new Set((loaded ?? []).map((comment) => comment.id));
          return [...(loaded ?? []), ...(result._embedded?.commentDtoList ?? []).filter((comment) => !known.has(comment.id))];
        });
        setPage(next);
        setTotalPages(result.page?.totalPages ?? 0);
        setLoading(false);
      },
      () => {
        if (current === generation.current) setLoading(false);
      },
    );
  }, [client, practiceId, onlyExamMemory, page]);

  return {
    comments,
    onlyExamMemory,
    setOnlyExamMemory,
    loading,
    hasMore: comments !== null && page + 1 < totalPages,
    failed,
    loadMore,
    reload: () => setReloads((count) => count + 1),
    prepend: (comment) => setComments((loaded) => [comment, ...(loaded ?? [])]),
    update: (id, patch) => setComments((loaded) => loaded?.map((comment) => (comment.id === id ? { ...comment, ...patch } : comment)) ?? null),
    remove: (id) => setComments((loaded) => loaded?.filter((comment) => comment.id !== id) ?? null),
  };
}
