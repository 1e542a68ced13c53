import { errorMessage, mediaUrl, type CommentDto, type CommentReplyDto, type LikeState, type PteClient } from '@pte-kit/core';
import { useId, useState, type ReactNode } from 'react';
import { DeleteModal } from '../DeleteModal';
import { Button } from '../private/Button';
import type { ToastHandler } from '../QuestionTools/messages';
import { CommentForm } from './CommentForm';
import * as styles from './CommentsSection.css';
import { useReplies } from './useReplies';
import { commonMessages, useLocale, useT } from '../i18n';
import { localDateTime } from '../private/localDateTime';
import { commentsMessages } from './messages';
import { useLaterArea } from '../i18n/later';

/** What a comment and a reply both show. */
type PostFields = Pick<CommentDto & CommentReplyDto, 'nickname' | 'avatar' | 'lastModifiedDate' | 'images' | 'likesCount' | 'liked'>;

interface PostProps {
  post: PostFields;
  text: string;
  baseURL: string;
  /** Between the date and the text, e.g. the exam-memory badge. */
  badge?: ReactNode;
  /** Resolves with the new like state. */
  onToggleLike: (liked: boolean) => Promise<LikeState>;
  onLiked: (state: LikeState) => void;
  onToast?: ToastHandler;
  /** After Like: the Replies toggle. */
  extraActions?: ReactNode;
  /** Shown only to the author. */
  onRequestDelete?: () => void;
  children?: ReactNode;
}

function initialOf(nickname: string): string {
  return nickname.trim().charAt(0).toUpperCase() || '?';
}

/** What a comment and a reply have in common: who, when, the text, images, Like and Delete. */
function Post(props: PostProps) {
  const metaId = useId();
  const [liking, setLiking] = useState(false);
  useLaterArea('comments');
  const t = useT(commentsMessages);
  const i18n = useLocale();
  const { text, baseURL } = props;
  const { nickname, avatar, lastModifiedDate: date, images, likesCount, liked } = props.post;

  const toggleLike = async () => {
    setLiking(true);
    try {
      props.onLiked(await props.onToggleLike(liked));
    } catch (error) {
      props.onToast?.(errorMessage(error, t('failed'), 'server'), 'error');
    } finally {
      setLiking(false);
    }
  };

  return (
    <>
      <div className={styles.postHeader}>
        {avatar ? (
          <img className={styles.avatar} src={mediaUrl(avatar, baseURL)} alt="" width={36} height={36} />
        ) : (
          <span className={styles.avatar} aria-hidden="true">{initialOf(nickname)}</span>
        )}
        <div id={metaId} className={styles.meta}>
          <span className={styles.nickname}>{nickname}</span>
          <time className={styles.date} dateTime={date}>{localDateTime(i18n, date)}</time>
          {props.badge}
        </div>
      </div>
      <p className={styles.text}>{text}</p>
      {images.length ? (
        <ul className={styles.images} aria-label={t('images', { nickname })}>
          {images.map((image, index) => {
            const url = mediaUrl(image, baseURL);
            return (
              <li key={`${image}-${index}`}>
                <a className={styles.imageLink} href={url} target="_blank" rel="noopener noreferrer">
                  <img className={styles.thumbnail} src={url} alt={t('image', { n: index + 1, nickname })} width={96} height={96} loading="lazy" />
                </a>
              </li>
            );
          })}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button variant="ghost" size="sm" aria-pressed={liked} aria-describedby={metaId} disabled={liking} onClick={toggleLike}>
          <span aria-hidden="true">{liked ? '♥' : '♡'}</span> {t('like')} <span className={styles.count}>{i18n.number(likesCount)}</span>
        </Button>
        {props.extraActions}
        {props.onRequestDelete ? (
          <Button variant="ghost" size="sm" aria-describedby={metaId} onClick={props.onRequestDelete}>{t('delete')}</Button>
        ) : null}
      </div>
      {props.children}
    </>
  );
}

interface CommonProps {
  client: PteClient;
  /** The current profile's nickname. */
  nickname: string;
  onToast?: ToastHandler;
}

/** Spec §6: the author — the server's `mine`, or the same nickname as the current profile. */
function isAuthor(item: { mine: boolean; nickname: string }, nickname: string): boolean {
  return item.mine || (nickname !== '' && item.nickname === nickname);
}

function ReplyItem({ reply, client, nickname, onToast, onChange, onRequestDelete }: CommonProps & {
  reply: CommentReplyDto;
  onChange: (patch: Partial<CommentReplyDto>) => void;
  onRequestDelete: () => void;
}) {
  return (
    <li className={styles.reply}>
      <Post
        post={reply}
        text={reply.reply}
        baseURL={client.baseURL}
        onToggleLike={(liked) => (liked ? client.unlikeReply(reply.id) : client.likeReply(reply.id))}
        onLiked={onChange}
        onToast={onToast}
        onRequestDelete={isAuthor(reply, nickname) ? onRequestDelete : undefined}
      />
    </li>
  );
}

export interface CommentCardProps extends CommonProps {
  comment: CommentDto;
  onChange: (patch: Partial<CommentDto>) => void;
  onRequestDelete: () => void;
}

/** One comment with its like button, its replies (behind a toggle) and, for its author, Delete. */
export function CommentCard({ comment, client, nickname, onToast, onChange, onRequestDelete }: CommentCardProps) {
  const repliesId = useId();
  const [showReplies, setShowReplies] = useState(false);
  const [deleting, setDeleting] = useState<CommentReplyDto | null>(null);
  const replies = useReplies(client, comment.id);
  useLaterArea('comments');
  const t = useT(commentsMessages);
  const common = useT(commonMessages);
  const { prediction } = comment;

  const toggleReplies = () => {
    if (!showReplies) replies.open();
    setShowReplies(!showReplies);
  };

  const sendReply = async (text: string, images: File[]) => {
    try {
      replies.append(await client.createReply(comment.id, text, images));
      onChange({ replyCount: comment.replyCount + 1 });
      onToast?.(t('saved'), 'success');
      return true;
    } catch (error) {
      onToast?.(errorMessage(error, t('failed'), 'server'), 'error');
      return false;
    }
  };

  const deleteReply = async (reply: CommentReplyDto) => {
    await client.deleteReply(reply.id);
    replies.remove(reply.id);
    onChange({ replyCount: Math.max(0, comment.replyCount - 1) });
    onToast?.(t('deleted'), 'success');
  };

  const loaded = replies.replies;

  return (
    <li className={styles.comment}>
      <Post
        post={comment}
        text={comment.comment}
        baseURL={client.baseURL}
        badge={prediction ? (
          <span className={styles.examMemory}>
            {t('examMemory')} · <time dateTime={prediction.date}>{prediction.date}</time> · {prediction.country}
          </span>
        ) : null}
        onToggleLike={(liked) => (liked ? client.unlikeComment(comment.id) : client.likeComment(comment.id))}
        onLiked={onChange}
        onToast={onToast}
        extraActions={(
          <Button variant="ghost" size="sm" aria-expanded={showReplies} aria-controls={showReplies ? repliesId : undefined} onClick={toggleReplies}>
            {t('replies', { n: comment.replyCount })}
          </Button>
        )}
        onRequestDelete={isAuthor(comment, nickname) && !prediction ? onRequestDelete : undefined}
      >
        {showReplies ? (
          <div id={repliesId} className={styles.replies} aria-busy={replies.loading || undefined}>
            {loaded === null ? (
              <p role="status" className={styles.muted}>{t('loadingReplies')}</p>
            ) : loaded.length ? (
              <ul className={styles.replyList} aria-label={t('repliesTo', { nickname: comment.nickname })}>
                {loaded.map((reply) => (
                  <ReplyItem
                    key={reply.id}
                    reply={reply}
                    client={client}
                    nickname={nickname}
                    onToast={onToast}
                    onChange={(patch) => replies.update(reply.id, patch)}
                    onRequestDelete={() => setDeleting(reply)}
                  />
                ))}
              </ul>
            ) : null}
            {loaded !== null && loaded.length < replies.total ? (
              <Button variant="secondary" size="sm" className={styles.loadMore} disabled={replies.loading} onClick={replies.loadMore}>
                {replies.loading ? common('loading') : t('loadMore')}
              </Button>
            ) : null}
            <CommentForm label={t('replyTo', { nickname: comment.nickname })} onSubmit={sendReply} />
          </div>
        ) : null}
      </Post>
      <DeleteModal
        open={deleting !== null}
        onOpenChange={(open) => { if (!open) setDeleting(null); }}
        subject="reply"
        onConfirm={() => deleteReply(deleting!)}
      />
    </li>
  );
}
