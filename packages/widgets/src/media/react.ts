import { createComponent, type EventName, type ReactWebComponent } from '@lit/react';
import * as React from 'react';
import { PteAudioPlayer } from './audio-player.element';
import { define } from './PteElement';
import {
  PteRecorder, type PtePermissionDeniedDetail, type PteRecordedDetail, type PteRecorderErrorDetail, type PteRecorderStoppedDetail,
} from './recorder.element';
import { PteStopwatch } from './stopwatch.element';
import { PteTimingPlayer, type PteEndedDetail, type PteSpeakerChangeDetail } from './timing-player.element';
import type { StopwatchState } from '@pte-kit/core';

/**
 * A @lit/react wrapper that registers its tag on first render: the widgets stay free of import-time side effects
 * and still work in a React app that never loads @pte-kit/elements.
 */
function wrap<I extends HTMLElement, E extends Record<string, EventName | string>>(
  tagName: string, elementClass: new () => I, displayName: string, events: E,
): ReactWebComponent<I, E> {
  const Inner = createComponent({ react: React, tagName, elementClass, events, displayName: `${displayName}Element` });
  const Wrapper = React.forwardRef<I, object>((props, ref) => {
    define(tagName, elementClass);
    return React.createElement(Inner as React.ElementType, { ...props, ref });
  });
  Wrapper.displayName = displayName;
  // The wrapper passes every prop through unchanged, so it has exactly the inner component's props.
  return Wrapper as unknown as ReactWebComponent<I, E>;
}

const audioPlayerEvents = {};
/** `<pte-audio-player>` for React: play/pause, seek bar, download as mp3. */
export const AudioPlayer = wrap('pte-audio-player', PteAudioPlayer, 'AudioPlayer', audioPlayerEvents);

const timingPlayerEvents = {
  onSpeakerChange: 'pte-speaker-change' as EventName<CustomEvent<PteSpeakerChangeDetail>>,
  onEnded: 'pte-ended' as EventName<CustomEvent<PteEndedDetail>>,
};
/** `<pte-timing-player>` for React: countdown, autoplay, speed, volume, waveform and voice. */
export const TimingPlayer = wrap('pte-timing-player', PteTimingPlayer, 'TimingPlayer', timingPlayerEvents);

const recorderEvents = {
  onRecordingStart: 'pte-recorder-start' as EventName<CustomEvent<void>>,
  onStopped: 'pte-recorder-stopped' as EventName<CustomEvent<PteRecorderStoppedDetail>>,
  onRecorded: 'pte-recorded' as EventName<CustomEvent<PteRecordedDetail>>,
  onReset: 'pte-recorder-reset' as EventName<CustomEvent<void>>,
  onPermissionDenied: 'pte-permission-denied' as EventName<CustomEvent<PtePermissionDeniedDetail>>,
  onRecorderError: 'pte-recorder-error' as EventName<CustomEvent<PteRecorderErrorDetail>>,
};
/** `<pte-recorder>` for React: records the spoken answer to mp3 (events carry the blob and data URL). */
export const Recorder = wrap('pte-recorder', PteRecorder, 'Recorder', recorderEvents);

const stopwatchEvents = {
  onTick: 'pte-stopwatch-tick' as EventName<CustomEvent<StopwatchState>>,
};
/** `<pte-stopwatch>` for React: counts up while `running`, red beyond `limit`, stops at 3600 s. */
export const Stopwatch = wrap('pte-stopwatch', PteStopwatch, 'Stopwatch', stopwatchEvents);

export type AudioPlayerProps = React.ComponentProps<typeof AudioPlayer>;
export type TimingPlayerProps = React.ComponentProps<typeof TimingPlayer>;
export type RecorderProps = React.ComponentProps<typeof Recorder>;
export type StopwatchProps = React.ComponentProps<typeof Stopwatch>;
