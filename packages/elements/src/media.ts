import { PteAudioPlayer, PteRecorder, PteStopwatch, PteTimingPlayer, define } from '@pte-kit/widgets';
import { addThemeDefaults } from './themeDefaults';

if (typeof document !== 'undefined') addThemeDefaults();

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
}

export { PteAudioPlayer, PteRecorder, PteStopwatch, PteTimingPlayer };
