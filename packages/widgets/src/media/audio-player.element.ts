import { formatClock } from '@pte-kit/core';
import { html, nothing } from 'lit';
import { icons } from './icons';
import type { LocaleModel } from '@pte-kit/core';
import { MediaText } from './mediaText';
import { PteElement } from './PteElement';
import { sharedStyles } from './shared.styles';
import { audioPlayerStyles } from './audio-player.styles';

/**
 * The basic audio player: play/pause, a bar to click (or arrow through) to seek, the time, and a download link for
 * the mp3. The recorder shows the learner's recording in one.
 *
 * @tagname pte-audio-player
 * @summary Play, seek and download one recording.
 *
 * @cssproperty --pte-brand - Play button and progress colour.
 * @cssproperty --pte-surface - Background.
 * @cssproperty --pte-text - Text colour.
 *
 * @csspart root - The player's row.
 */
export class PteAudioPlayer extends PteElement {
  static override styles = [sharedStyles, audioPlayerStyles];

  static override properties = {
    src: {},
    label: {},
    i18n: { attribute: false },
    downloadName: { attribute: 'download-name' },
    playing: { state: true },
    currentTime: { state: true },
    duration: { state: true },
  };

  /** URL of the recording (http, blob: or data:). */
  declare src: string;
  /** The locale model of the player's words (the React wrappers give theirs); English without one. */
  declare i18n: LocaleModel | null;
  private readonly text: MediaText;
  /** Accessible name of the player. @default 'Audio' */
  declare label: string;
  /** File name the download link saves. @default 'recording.mp3' */
  declare downloadName: string;
  declare private playing: boolean;
  declare private currentTime: number;
  declare private duration: number;

  constructor() {
    super();
    this.src = '';
    this.i18n = null;
    this.text = new MediaText(this);
    this.label = 'Audio';
    this.downloadName = 'recording.mp3';
    this.playing = false;
    this.currentTime = 0;
    this.duration = 0;
  }

  /** The inner audio element, for callers that need its API (volume, playbackRate). */
  get audio(): HTMLAudioElement | null {
    return this.renderRoot.querySelector('audio');
  }

  /** Starts playback; resolves when the browser allowed it. */
  play(): Promise<void> {
    return this.audio?.play() ?? Promise.resolve();
  }

  pause(): void {
    this.audio?.pause();
  }

  private toggle() {
    if (this.playing) this.pause();
    else void this.play().catch(() => undefined);
  }

  private sync(event: Event) {
    const audio = event.currentTarget as HTMLAudioElement;
    if (event.type === 'play') this.playing = true;
    else if (['pause', 'ended', 'emptied'].includes(event.type)) this.playing = false;
    this.currentTime = audio.currentTime;
    this.duration = Number.isFinite(audio.duration) ? audio.duration : 0;
  }

  private seek(event: Event) {
    const audio = this.audio;
    if (audio) audio.currentTime = Number((event.target as HTMLInputElement).value);
  }

  override render() {
    const sync = (event: Event) => this.sync(event);
    return html`
      <div class="root" part="root" role="group" aria-label=${this.label}>
        <button type="button" class="round primary" aria-label=${this.text.t(this.playing ? 'pause' : 'play')} ?disabled=${!this.src} @click=${this.toggle}>
          ${this.playing ? icons.pause : icons.play}
        </button>
        <input
          class="bar"
          type="range"
          aria-label=${this.text.t('position')}
          min="0"
          max=${this.duration || 0}
          step="0.1"
          .value=${String(this.currentTime)}
          aria-valuetext=${this.text.t('timeOf', { time: formatClock(this.currentTime), total: formatClock(this.duration) })}
          ?disabled=${!this.src}
          @input=${this.seek}
        />
        <span class="time">${formatClock(this.currentTime)} / ${formatClock(this.duration)}</span>
        ${this.src
          ? html`<a class="button round" href=${this.src} download=${this.downloadName} aria-label="Download as mp3">${icons.download}</a>`
          : null}
        <audio
          src=${this.src || nothing}
          preload="metadata"
          @play=${sync}
          @pause=${sync}
          @ended=${sync}
          @timeupdate=${sync}
          @durationchange=${sync}
          @loadedmetadata=${sync}
          @emptied=${sync}
        ></audio>
      </div>
    `;
  }
}
