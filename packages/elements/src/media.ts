import { PteAudioPlayer, PteRecorder, PteStopwatch, PteTimingPlayer } from '@pte-kit/widgets';
import { define } from './define';

define('pte-audio-player', PteAudioPlayer);
define('pte-timing-player', PteTimingPlayer);
define('pte-recorder', PteRecorder);
define('pte-stopwatch', PteStopwatch);

declare global {
  interface HTMLElementTagNameMap {
    'pte-audio-player': PteAudioPlayer;
    'pte-timing-player': PteTimingPlayer;
    'pte-recorder': PteRecorder;
    'pte-stopwatch': PteStopwatch;
  }
  interface HTMLElementEventMap {
    'pte-recorder-start': CustomEvent<void>;
    'pte-recorder-stopped': CustomEvent<import('@pte-kit/widgets').PteRecorderStoppedDetail>;
    'pte-recorded': CustomEvent<import('@pte-kit/widgets').PteRecordedDetail>;
    'pte-recorder-reset': CustomEvent<void>;
    'pte-permission-denied': CustomEvent<import('@pte-kit/widgets').PtePermissionDeniedDetail>;
    'pte-recorder-error': CustomEvent<import('@pte-kit/widgets').PteRecorderErrorDetail>;
    'pte-speaker-change': CustomEvent<import('@pte-kit/widgets').PteSpeakerChangeDetail>;
    'pte-ended': CustomEvent<import('@pte-kit/widgets').PteEndedDetail>;
    'pte-stopwatch-tick': CustomEvent<import('@pte-kit/core').StopwatchState>;
  }
}

export { PteAudioPlayer, PteRecorder, PteStopwatch, PteTimingPlayer };
