import { VIDEO_SPEEDS, mediaUrl, type PteClient, type TaskDefinition, type VideoDto } from '@pte-kit/core';
import { useEffect, useId, useRef, useState } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { usePteClient } from '../PteClientProvider';
import { UpgradeModal } from '../UpgradeModal';
import * as styles from './FlashVideo.css';

export interface FlashVideoProps {
  /** The task whose LEARNING lesson (and its skill's FOUNDATION lesson) the button opens. */
  task: TaskDefinition;
  /** API client; @default the one from PteClientProvider */
  client?: PteClient;
  /** Where 'Explore Plans' leads for free learners. @default '/dashboard/plans' */
  plansHref?: string;
}

type State = { kind: 'closed' } | { kind: 'loading' } | { kind: 'lessons'; videos: VideoDto[] } | { kind: 'upgrade' } | { kind: 'error'; message: string };

/**
 * The section header's Flash Video button: premium learners watch the task's narrated lessons (speed
 * 0.5–2×); others get the 'Upgrade to Continue' modal; a task without lessons shows 'Coming Soon'.
 */
export function FlashVideo({ task, client, plansHref }: FlashVideoProps) {
  const api = usePteClient(client);
  const [state, setState] = useState<State>({ kind: 'closed' });

  const open = async () => {
    setState({ kind: 'loading' });
    try {
      const videos = (await api.getVideos(task.skill, task.apiTask))._embedded.videoDtoList;
      // The server signs video links for premium learners only: no link means the plan does not include videos.
      // Media paths are the API's: make them absolute for pages on another origin (embedded widgets).
      const located = videos.map((video) => ({ ...video, cover: mediaUrl(video.cover, api.baseURL), url: video.url && mediaUrl(video.url, api.baseURL) }));
      setState(videos.length > 0 && videos.every((video) => video.url === null) ? { kind: 'upgrade' } : { kind: 'lessons', videos: located });
    } catch (error) {
      setState({ kind: 'error', message: (error as Error).message || 'The lessons could not be loaded.' });
    }
  };
  const close = () => setState({ kind: 'closed' });

  return (
    <>
      <Button variant="secondary" size="sm" aria-haspopup="dialog" aria-busy={state.kind === 'loading' || undefined} onClick={() => void open()}>
        ▶ Flash Video
      </Button>
      <UpgradeModal open={state.kind === 'upgrade'} onOpenChange={(next) => !next && close()} title="Upgrade to Continue" plansHref={plansHref}>
        <p>Flash Video lessons walk you through every task type with narrated slides. They come with every premium plan.</p>
      </UpgradeModal>
      <Modal
        open={state.kind === 'lessons' || state.kind === 'error'}
        onOpenChange={(next) => !next && close()}
        title={`${task.name}: Flash Video`}
        className={styles.dialog}
      >
        {state.kind === 'error' ? <p role="alert">{state.message}</p> : null}
        {state.kind === 'lessons' ? (state.videos.length === 0 ? <p className={styles.empty}>Coming Soon</p> : <LessonPlayer videos={state.videos} />) : null}
      </Modal>
    </>
  );
}

function LessonPlayer({ videos }: { videos: VideoDto[] }) {
  const [index, setIndex] = useState(0);
  const [speed, setSpeed] = useState(1);
  const speedId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const current = videos[index];
  useEffect(() => {
    if (video.current) video.current.playbackRate = speed;
  }, [speed, index]);

  return (
    <div className={styles.player}>
      <video
        ref={video}
        key={current.key}
        className={styles.video}
        src={current.url ?? undefined}
        poster={current.cover}
        controls
        preload="metadata"
        aria-label={current.title}
        onLoadedMetadata={(event) => {
          event.currentTarget.playbackRate = speed;
        }}
      >
        <track kind="captions" />
      </video>
      <div className={styles.controls}>
        <label htmlFor={speedId} className={styles.label}>Speed</label>
        <select id={speedId} className={styles.select} value={speed} onChange={(event) => setSpeed(Number(event.target.value))}>
          {VIDEO_SPEEDS.map((value) => <option key={value} value={value}>{`${value}×`}</option>)}
        </select>
      </div>
      <ol className={styles.list} aria-label="Lessons">
        {videos.map((lesson, position) => (
          <li key={lesson.key}>
            <button type="button" className={styles.lesson} aria-current={position === index || undefined} onClick={() => setIndex(position)}>
              <img src={lesson.cover} alt="" width={128} height={72} className={styles.cover} />
              <span>
                <span className={styles.lessonType}>{lesson.type === 'LEARNING' ? 'Learning' : 'Foundation'}</span>
                <span className={styles.lessonTitle}>{lesson.title}</span>
              </span>
            </button>
          </li>
        ))}
      </ol>
    </div>
  );
}
