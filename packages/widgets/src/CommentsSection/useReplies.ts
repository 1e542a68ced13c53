import { LIMITS, type CommentReplyDto, type PteClient } from '@pte-kit/core';
import { useCallback, useRef, useState } from 'react';

export interface RepliesState {
  /** Replies loaded so far, oldest first; null until the first load ends. */
  replies: CommentReplyDto[] | null;
  /** Replies on the server. */
  total: number;
  loading: boolean;
  /** Loads the first page; later calls only reload when nothing was loaded yet. */
  open: () => void;
  loadMore: () => void;
  append: (reply: CommentReplyDto) => void;
  update: (id: number, patch: Partial<CommentReplyDto>) => void;
  remove: (id: number) => void;
}

/** Spec §4: the reply list always loads page 0, with a size of 10 times the number of pages loaded. */
export function useReplies(client: PteClient, commentId: number): RepliesState {
  const [replies, setReplies] = useState<CommentReplyDto[] | null>(null);
  const [total, setTotal] = useState(0);
  const [pages, setPages] = useState(0);
  const [loading, setLoading] = useState(false);
  const request = useRef(0);

  const load = useCallback((pageCount: number) => {
    const current = ++request.current;
    setLoading(true);
    client.listReplies(commentId, 0, LIMITS.commentPageSize * pageCount).then(
      (result) => {
        if (current !== request.current) return;
        setReplies(result._embedded?.commentReplyDtoList ?? []);
        setTotal(result.page?.totalElements ?? 0);
        setPages(pageCount);
        setLoading(false);
      },
      () => {
        if (current !== request.current) return;
        setReplies((loaded) => loaded ?? []);
        setLoading(false);
      },
    );
  }, [client, commentId]);

  return {
    replies,
    total,
    loading,
    open: () => { if (replies === null && !loading) load(1); },
    loadMore: () => load(pages + 1),
    append: (reply) => {
      setReplies((loaded) => [...(loaded ?? []), reply]);
      setTotal((count) => count + 1);
    },
    update: (id, patch) => setReplies((loaded) => loaded?.map((reply) => (reply.id === id ? { ...reply, ...patch } : reply)) ?? null),
    remove: (id) => {
      setReplies((loaded) => loaded?.filter((reply) => reply.id !== id) ?? null);
      setTotal((count) => Math.max(0, count - 1));
    },
  };
}
