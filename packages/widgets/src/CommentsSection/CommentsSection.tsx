import { errorMessage, type CommentDto, type PteClient } from '@pte-kit/core';
import { useId, useState } from 'react';
import { DeleteModal } from '../DeleteModal';
import { usePteClient } from '../PteClientProvider';
import { Button } from '../private/Button';
import { Skeleton, SkeletonList } from '../private/Skeleton';
import type { ToastHandler } from '../QuestionTools/messages';
import { CommentCard } from './CommentCard';
import { CommentForm } from './CommentForm';
import * as styles from './CommentsSection.css';
import { useComments } from './useComments';
import { commonMessages, useT } from '../i18n';
import { commentsMessages } from './messages';
import { useLaterArea } from '../i18n/later';

/** Placeholder rows while the first page of comments loads; spec §9 gives answer-area lists 5 or 2, comments take the short one. */
const SKELETON_ROWS = 2;

export interface CommentsSectionProps {
  /** The question whose comments are shown and to which new comments go. */
  practiceId: number;
  /** The current profile's nickname: the learner sees Delete on comments and replies with this nickname (or marked `mine`). */
  nickname: string;
  /** API client; defaults to the one from PteClientProvider. */
  client?: PteClient;
  /** Shows 'Comment saved', 'Comment deleted successfuly' and failures, e.g. as the host's toast. */
  onToast?: ToastHandler;
}

/** Comments on a question (spec §2): the exam-memory filter, a new-comment form, the list with likes, replies and Load More. */
export function CommentsSection({ practiceId, nickname, client: clientProp, onToast }: CommentsSectionProps) {
  const client = usePteClient(clientProp);
  const formId = useId();
  const list = useComments(client, practiceId);
  const [formOpen, setFormOpen] = useState(false);
  const [deleting, setDeleting] = useState<CommentDto | null>(null);
  const { comments } = list;
  useLaterArea('comments');
  const t = useT(commentsMessages);
  const common = useT(commonMessages);

  const send = async (text: string, images: File[]) => {
    try {
      const saved = await client.createComment(practiceId, text, images);
      // A learner's own comment is no exam-memory report, so the filtered list does not show it.
      if (!list.onlyExamMemory || saved.prediction) list.prepend(saved);
      onToast?.(t('saved'), 'success');
      setFormOpen(false);
      return true;
    } catch (error) {
      onToast?.(errorMessage(error, t('failed'), 'server'), 'error');
      return false;
    }
  };

  const deleteComment = async (comment: CommentDto) => {
    await client.deleteComment(comment.id);
    list.remove(comment.id);
    onToast?.(t('deleted'), 'success');
  };

  return (
    <section className={styles.root} aria-label={t('comments')}>
      <div className={styles.toolbar}>
        <label className={styles.switchLabel}>
          <input
            type="checkbox"
            role="switch"
            className={styles.switchInput}
            checked={list.onlyExamMemory}
            onChange={(event) => list.setOnlyExamMemory(event.target.checked)}
          />
          {t('onlyExamMemory')}
        </label>
        <Button size="sm" aria-expanded={formOpen} aria-controls={formOpen ? formId : undefined} onClick={() => setFormOpen(!formOpen)}>
          {t('newComment')}
        </Button>
      </div>

      {formOpen ? (
        <div id={formId}>
          <CommentForm label={t('newCommentLabel')} onSubmit={send} onCancel={() => setFormOpen(false)} />
        </div>
      ) : null}

      {comments === null && !list.failed ? (
        <SkeletonList label={t('loadingComments')} rows={SKELETON_ROWS} listClassName={styles.list} rowClassName={styles.skeletonRow}>
          <Skeleton shape="circle" width="xs" />
          <span className={styles.skeletonLines}>
            <Skeleton width="sm" />
            <Skeleton width="full" />
            <Skeleton width="lg" />
          </span>
        </SkeletonList>
      ) : list.failed ? (
        <div className={styles.empty}>
          <p role="alert" className={styles.muted}>{t('failed')}</p>
          <Button variant="secondary" size="sm" onClick={list.reload}>{common('tryAgain')}</Button>
        </div>
      ) : comments?.length ? (
        <ul className={styles.list} aria-busy={list.loading || undefined}>
          {comments.map((comment) => (
            <CommentCard
              key={comment.id}
              comment={comment}
              client={client}
              nickname={nickname}
              onToast={onToast}
              onChange={(patch) => list.update(comment.id, patch)}
              onRequestDelete={() => setDeleting(comment)}
            />
          ))}
        </ul>
      ) : (
        <p className={styles.empty}>{t('noComments')}</p>
      )}

      {list.hasMore ? (
        <Button variant="secondary" className={styles.loadMore} disabled={list.loading} onClick={list.loadMore}>
          {list.loading ? common('loading') : t('loadMore')}
        </Button>
      ) : null}

      <DeleteModal
        open={deleting !== null}
        onOpenChange={(open) => { if (!open) setDeleting(null); }}
        subject="comment"
        onConfirm={() => deleteComment(deleting!)}
      />
    </section>
  );
}
