import { LIMITS, MEDIA_MESSAGES, MESSAGES, VIDEO_SPEEDS, formatClock, type TaskDefinition, type VideoDto } from '@pte-kit/core';
import { useEffect, useId, useRef, useState, type SyntheticEvent } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { UpgradeModal } from '../UpgradeModal';
import * as styles from './FlashVideo.css';
import { useVideoSlider } from './useVideoSlider';

/** What the Flash Video button found: the lessons, an upgrade prompt, or an error. */
export type FlashVideoState = { kind: 'closed' } | { kind: 'loading' } | { kind: 'lessons'; videos: VideoDto[] } | { kind: 'upgrade' } | { kind: 'error'; message: string };

/** The Flash Video button's dialogs: 'Upgrade to Continue' for free learners, the lesson player (or 'Coming Soon') for the others. */
export function FlashVideoDialogs({ state, task, plansHref, onClose }: { state: FlashVideoState; task: TaskDefinition; plansHref?: string; onClose: () => void }) {
  return (
    <>
      <UpgradeModal open={state.kind === 'upgrade'} onOpenChange={(next) => !next && onClose()} title={MEDIA_MESSAGES.upgradeToContinue} plansHref={plansHref}>
        <p>Flash Video lessons walk you through every task type with narrated slides. They come with every premium plan.</p>
      </UpgradeModal>
      <Modal
        open={state.kind === 'lessons' || state.kind === 'error'}
        onOpenChange={(next) => !next && onClose()}
        title={`${task.name}: Flash Video`}
        className={styles.dialog}
      >
        {state.kind === 'error' ? <p role="alert">{state.message}</p> : null}
        {state.kind === 'lessons' ? (state.videos.length === 0 ? <p className={styles.empty}>{MESSAGES.comingSoon}</p> : <LessonPlayer videos={state.videos} />) : null}
      </Modal>
    </>
  );
}

function LessonPlayer({ videos }: { videos: VideoDto[] }) {
  const [slider, model] = useVideoSlider(videos.length);
  const [time, setTime] = useState({ current: 0, duration: 0 });
  const speedId = useId();
  const volumeId = useId();
  const video = useRef<HTMLVideoElement>(null);
  const current = videos[slider.index];
  useEffect(() => {
    if (!video.current) return;
    video.current.playbackRate = slider.speed;
    video.current.volume = slider.volume;
  }, [slider.speed, slider.volume, slider.index]);

  const syncTime = (event: SyntheticEvent<HTMLVideoElement>) => {
    const { currentTime, duration } = event.currentTarget;
    setTime({ current: currentTime, duration: Number.isFinite(duration) ? duration : 0 });
  };
  const togglePlay = () => {
    const element = video.current;
    if (!element) return;
    if (element.paused) void element.play()?.catch(() => model.paused());
    else element.pause();
  };
  const wake = () => model.activity(performance.now());

  return (
    <div className={styles.player}>
      <div className={styles.stage} onPointerMove={wake} onPointerDown={wake} onFocusCapture={wake} onKeyDownCapture={wake}>
        <video
          ref={video}
          key={current.key}
          className={styles.video}
          src={current.url ?? undefined}
          poster={current.cover}
          preload="metadata"
          aria-label={current.title}
          onClick={togglePlay}
          onPlay={() => model.playing(performance.now())}
          onPause={() => model.paused()}
          onEnded={() => model.paused()}
          onTimeUpdate={syncTime}
          onLoadedMetadata={(event) => {
            event.currentTarget.playbackRate = slider.speed;
            event.currentTarget.volume = slider.volume;
            syncTime(event);
          }}
          onDurationChange={syncTime}
        >
          <track kind="captions" />
        </video>
        <div className={styles.controls} data-hidden={!slider.controlsVisible || undefined}>
          <Button variant="secondary" size="sm" onClick={togglePlay}>{slider.playing ? 'Pause' : 'Play'}</Button>
          <input
            className={styles.seek}
            type="range"
            aria-label="Position"
            min={0}
            max={time.duration || 0}
            step={0.1}
            value={time.current}
            aria-valuetext={`${formatClock(time.current)} of ${formatClock(time.duration)}`}
            onChange={(event) => {
              if (video.current) video.current.currentTime = Number(event.target.value);
            }}
          />
          <span className={styles.time}>{formatClock(time.current)} / {formatClock(time.duration)}</span>
          <label htmlFor={speedId} className={styles.label}>Speed</label>
          <select id={speedId} className={styles.select} value={slider.speed} onChange={(event) => model.setSpeed(Number(event.target.value))}>
            {VIDEO_SPEEDS.map((value) => <option key={value} value={value}>{`${value}×`}</option>)}
          </select>
          <label htmlFor={volumeId} className={styles.label}>Volume</label>
          <input
            id={volumeId}
            className={styles.volume}
            type="range"
            min={0}
            max={1}
            step={LIMITS.volumeStep}
            value={slider.volume}
            aria-valuetext={`${Math.round(slider.volume * 100)}%`}
            onChange={(event) => model.setVolume(Number(event.target.value))}
          />
        </div>
      </div>
      {videos.length > 1 ? (
        <div className={styles.slide}>
          <Button variant="ghost" size="sm" disabled={slider.index === 0} onClick={() => model.previous()}>‹ Previous lesson</Button>
          <span className={styles.time}>{`${slider.index + 1} / ${videos.length}`}</span>
          <Button variant="ghost" size="sm" disabled={slider.index === videos.length - 1} onClick={() => model.next()}>Next lesson ›</Button>
        </div>
      ) : null}
      <ol className={styles.list} aria-label="Lessons">
        {videos.map((lesson, position) => (
          <li key={lesson.key}>
            <button type="button" className={styles.lesson} aria-current={position === slider.index || undefined} onClick={() => model.go(position)}>
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
