import { useEffect, useRef, useState } from 'react';
import * as styles from './WordPlayButton.css';

export interface WordPlayButtonProps {
  /** The recording (an absolute URL); the button is disabled without one. */
  src: string | null;
  /** The button's accessible name while it can play. @default 'Play the word' */
  label?: string;
  /** Playing starts by itself whenever this number changes (a new word's timer starts); the value it mounts with does not play. */
  autoPlayKey?: number;
  /** @default false */
  disabled?: boolean;
}

/**
 * One word's recording behind a play / stop button. Autoplay may be refused by the browser (no gesture yet):
 * the button stays there to play it by hand.
 */
export function WordPlayButton({ src, label = 'Play the word', autoPlayKey, disabled = false }: WordPlayButtonProps) {
  const audioRef = useRef<HTMLAudioElement>(null);
  const [playing, setPlaying] = useState(false);
  const [failed, setFailed] = useState(false);
  const lastKey = useRef(autoPlayKey);

  useEffect(() => {
    setFailed(false);
    setPlaying(false);
  }, [src]);

  useEffect(() => {
    if (autoPlayKey === lastKey.current) return;
    lastKey.current = autoPlayKey;
    const audio = audioRef.current;
    if (!audio) return;
    audio.currentTime = 0;
    void Promise.resolve(audio.play()).catch(() => undefined);
    // Only a new word start plays: an accent change waits for the learner to press play.
  }, [autoPlayKey]);

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (playing) {
      audio.pause();
      audio.currentTime = 0;
      return;
    }
    audio.currentTime = 0;
    void Promise.resolve(audio.play()).catch(() => setFailed(true));
  };

  return (
    <div className={styles.player}>
      <button
        type="button"
        className={styles.playButton}
        aria-label={playing ? 'Stop' : label}
        disabled={disabled || !src}
        onClick={toggle}
      >
        <span aria-hidden="true">{playing ? '■' : '▶'}</span>
      </button>
      {src ? (
        <audio
          ref={audioRef}
          src={src}
          preload="auto"
          onPlay={() => setPlaying(true)}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onError={() => {
            setPlaying(false);
            setFailed(true);
          }}
        />
      ) : null}
      {failed ? <p role="alert" className={styles.playError}>The recording could not be played. Please try again.</p> : null}
    </div>
  );
}
