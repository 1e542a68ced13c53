import {
  AUDIO_SPEEDS, LIMITS, SPEAKERS, SPEAKER_STORAGE_KEY, createTimingPlayerModel, defaultSpeaker, formatClock, questionAudioPath,
  type Speaker, type SpeakerChoice, type TimingPlayerModel, type TimingPlayerState,
} from '@pte-kit/core';
import { html, nothing, type PropertyValues } from 'lit';
import type WaveSurfer from 'wavesurfer.js';
import type { LocaleModel } from '@pte-kit/core';
import { icons } from './icons';
import { MediaText } from './mediaText';
import { ModelController, PteElement } from './PteElement';
import { sharedStyles } from './shared.styles';
import { timingPlayerStyles } from './timing-player.styles';

/** localStorage key of the learner's voice choice: the same key the practice card has always used. */
export { SPEAKER_STORAGE_KEY };

/** `pte-speaker-change`: what the learner picked ('random' or an id) and the voice that will play. */
export interface PteSpeakerChangeDetail {
  choice: SpeakerChoice;
  speaker: Speaker;
}

/** `pte-ended`: the recording played to its end, in this voice. */
export interface PteEndedDetail {
  speaker: Speaker;
}

declare global {
  interface PteEventMap {
    'pte-speaker-change': PteSpeakerChangeDetail;
    'pte-ended': PteEndedDetail;
  }
}

/** Builds the recording's URL for one voice. */
export type SpeakerUrl = (speaker: Speaker) => string;

const COUNTDOWN_TICK_MS = 200;

function readStoredChoice(): string | null {
  try {
    return globalThis.localStorage?.getItem(SPEAKER_STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

function storeChoice(choice: SpeakerChoice) {
  try {
    globalThis.localStorage?.setItem(SPEAKER_STORAGE_KEY, choice);
  } catch {
    // Storage blocked (private mode): the choice lasts for this page.
  }
}

/**
 * The question's prompt player (spec §4): a 'Play after N sec' countdown before autoplay (3 s by default once
 * `autoplay` is set), speeds x0.5–x1.5, a volume slider, arrow keys (left/right seek 2 s, up/down volume 0.1), a
 * waveform (wavesurfer.js) to click, and a speaker selector with 'random' (re-picked after each end). The choice is
 * remembered in localStorage 'selectedSpeaker'. The recording's URL comes from `src`, a `src-template` with
 * `{speaker}`, `question-id` + `media-base` (the kit's /media/questions/{id}/{speaker}.mp3), or `urlForSpeaker`.
 *
 * @tagname pte-timing-player
 * @summary The prompt audio of a question, with countdown, speed, volume and voice.
 *
 * @event {CustomEvent<PteSpeakerChangeDetail>} pte-speaker-change - A voice was chosen (or re-picked at random).
 * @event {CustomEvent<PteEndedDetail>} pte-ended - The recording played to its end.
 *
 * @cssproperty --pte-brand - Play button and waveform progress colour.
 * @cssproperty --pte-border - Waveform colour.
 * @cssproperty --pte-surface-alt - Background.
 *
 * @csspart root - The player.
 * @csspart waveform - The waveform / progress track.
 */
export class PteTimingPlayer extends PteElement {
  static override styles = [sharedStyles, timingPlayerStyles];

  static override properties = {
    src: {},
    srcTemplate: { attribute: 'src-template' },
    questionId: { attribute: 'question-id', type: Number },
    mediaBase: { attribute: 'media-base' },
    urlForSpeaker: { attribute: false },
    speakers: { attribute: false },
    speaker: {},
    voice: {},
    autoplay: { type: Boolean },
    exam: { type: Boolean },
    delay: { type: Number },
    waveform: { type: Boolean },
    label: {},
    i18n: { attribute: false },
    waveReady: { state: true },
  };

  /** A fixed recording (no speaker selector). */
  declare src: string | null;
  /** URL with `{speaker}` where the voice id goes, e.g. https://cdn.example/q/12/{speaker}.mp3. */
  declare srcTemplate: string | null;
  /** With `media-base`: plays /media/questions/{question-id}/{speaker}.mp3 from the kit's API. */
  declare questionId: number | null;
  /** Origin serving /media (the API's); empty for the page's own origin. */
  declare mediaBase: string;
  /** Builds the URL per voice; wins over the attributes. */
  declare urlForSpeaker: SpeakerUrl | null;
  /** Voices offered. @default core's SPEAKERS */
  declare speakers: readonly Speaker[];
  /** Initial choice ('random' or an id); @default the stored choice, else the natural US voice of `voice` */
  declare speaker: string | null;
  /** Gender of the recording's default voice. @default 'female' */
  declare voice: 'female' | 'male';
  /** Autoplay is allowed: the countdown starts (setting it later starts it then). */
  declare autoplay: boolean;
  /**
   * The exam's rules (a mock test): after the countdown the recording plays once at x1 in its own voice (`voice`;
   * no stored or given choice). No pause, seeking, speed or voice: the position is a read-only progressbar,
   * a status says it is playing (with the time left) and then that it has finished. The volume stays. A Play button
   * shows only if the browser refused to autoplay or paused it, and resumes where it was. @default false
   */
  declare exam: boolean;
  /** Seconds of countdown before autoplay. @default 3 */
  declare delay: number;
  /** Draw the waveform with wavesurfer.js. @default true */
  declare waveform: boolean;
  /** Accessible name. @default 'Question audio' */
  declare label: string;
  /** The locale model of the element's words (the React wrappers give theirs); English without one. */
  declare i18n: LocaleModel | null;
  private readonly text: MediaText;
  declare private waveReady: boolean;
  private player: ModelController<TimingPlayerModel> | null;
  private unsubscribe: Array<() => void>;
  private countdownTimer: ReturnType<typeof setInterval> | null;
  private wave: WaveSurfer | null;
  private loadedUrl: string;

  constructor() {
    super();
    this.src = null;
    this.srcTemplate = null;
    this.questionId = null;
    this.mediaBase = '';
    this.urlForSpeaker = null;
    this.speakers = SPEAKERS;
    this.speaker = null;
    this.voice = 'female';
    this.autoplay = false;
    this.exam = false;
    this.delay = LIMITS.autoplayDelayMs / 1000;
    this.waveform = true;
    this.label = 'Question audio';
    this.i18n = null;
    this.text = new MediaText(this);
    this.waveReady = false;
    this.player = null;
    this.unsubscribe = [];
    this.countdownTimer = null;
    this.wave = null;
    this.loadedUrl = '';
  }

  private get model(): TimingPlayerModel | null {
    return this.player?.model ?? null;
  }

  private get state(): TimingPlayerState | null {
    return this.player?.model.state.value ?? null;
  }

  /** The voice that plays now. */
  get currentSpeaker(): Speaker | null {
    return this.state?.speaker ?? null;
  }

  private get audio(): HTMLAudioElement | null {
    return this.renderRoot.querySelector('audio');
  }

  // Whether the URL depends on the voice (otherwise there is nothing to choose).
  private get choosesSpeaker(): boolean {
    return Boolean(this.urlForSpeaker || this.srcTemplate || this.questionId !== null);
  }

  /** Starts playback now (ends any countdown). */
  play(): Promise<void> {
    // In the exam only a paused playthrough (autoplay refused, or paused by the browser) starts again.
    return (this.exam && this.state?.phase !== 'paused' ? null : this.audio?.play()) ?? Promise.resolve();
  }

  pause(): void {
    this.audio?.pause();
  }

  private urlOf(speaker: Speaker): string {
    if (this.urlForSpeaker) return this.urlForSpeaker(speaker);
    if (this.srcTemplate) return this.srcTemplate.replaceAll('{speaker}', encodeURIComponent(speaker.id));
    if (this.questionId !== null) return `${this.mediaBase}${questionAudioPath(this.questionId, speaker.id)}`;
    return this.src ?? '';
  }

  private createModel() {
    for (const stop of this.unsubscribe) stop();
    const fallback = this.speakers.find((entry) => entry === defaultSpeaker(this.voice)) ?? this.speakers[0];
    const model = createTimingPlayerModel({
      speakers: this.speakers, fallback, delaySeconds: this.delay, exam: this.exam, choice: this.state?.choice ?? this.speaker ?? readStoredChoice(),
    });
    this.unsubscribe = [
      model.on('play', () => {
        this.stopCountdown();
        this.audio?.play().catch(() => model.paused());
      }),
      model.on('seek', (time) => {
        if (this.audio) this.audio.currentTime = time;
      }),
      model.on('speaker', (speaker, choice) => {
        this.load();
        this.emit('pte-speaker-change', { choice, speaker });
      }),
    ];
    if (this.player) this.player.replace(model);
    else this.player = new ModelController(this, model, (current) => current.state.value);
  }

  override willUpdate(changed: PropertyValues<this>) {
    if (!this.model || changed.has('speakers') || changed.has('delay') || changed.has('voice') || changed.has('exam')) this.createModel();
    if (changed.has('speaker') && this.speaker && this.hasUpdated) this.model!.choose(this.speaker);
  }

  override updated(changed: PropertyValues<this>) {
    if (['src', 'srcTemplate', 'questionId', 'mediaBase', 'urlForSpeaker', 'speakers', 'voice'].some((key) => changed.has(key as keyof PteTimingPlayer))) this.load();
    if (changed.has('waveform') && this.waveform) void this.createWaveform();
    if (changed.has('exam')) this.wave?.setOptions({ interact: !this.exam, dragToSeek: !this.exam });
    const audio = this.audio;
    if (audio && this.state) {
      audio.playbackRate = this.state.speed;
      audio.defaultPlaybackRate = this.state.speed;
      audio.volume = this.state.volume;
    }
    if (this.autoplay && this.state?.phase === 'waiting' && this.loadedUrl) {
      this.model!.allow();
    }
    if (this.state?.phase === 'countdown' && this.countdownTimer === null) {
      let last = performance.now();
      this.countdownTimer = setInterval(() => {
        const now = performance.now();
        this.model?.tick(now - last);
        last = now;
      }, COUNTDOWN_TICK_MS);
    } else if (this.state?.phase !== 'countdown') this.stopCountdown();
  }

  override connectedCallback() {
    super.connectedCallback();
    if (this.hasUpdated) {
      this.createModel();
      this.load();
    }
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.stopCountdown();
    this.audio?.pause();
    this.wave?.destroy();
    this.wave = null;
    this.waveReady = false;
    this.loadedUrl = '';
  }

  private stopCountdown() {
    if (this.countdownTimer !== null) clearInterval(this.countdownTimer);
    this.countdownTimer = null;
  }

  // Points the audio element (and the waveform) at the current voice's recording.
  private load() {
    const audio = this.audio;
    if (!audio || !this.state) return;
    const relative = this.urlOf(this.state.speaker);
    const url = relative ? new URL(relative, document.baseURI).href : '';
    if (url === this.loadedUrl) return;
    this.loadedUrl = url;
    if (!url) {
      audio.removeAttribute('src');
      return;
    }
    audio.src = url;
    audio.playbackRate = this.state.speed;
    audio.defaultPlaybackRate = this.state.speed;
    this.wave?.load(url).catch(() => (this.waveReady = false));
  }

  private async createWaveform() {
    // Waveforms need Web Audio to decode; where it is missing (tests, old browsers) the plain track stays.
    if (this.wave || typeof AudioContext === 'undefined') return;
    const container = this.renderRoot.querySelector<HTMLElement>('.wave');
    const audio = this.audio;
    if (!container || !audio) return;
    const { default: WaveSurferClass } = await import('wavesurfer.js');
    if (!this.isConnected || this.wave) return;
    const style = getComputedStyle(this);
    const colour = (name: string, fallback: string) => style.getPropertyValue(name).trim() || fallback;
    const wave = WaveSurferClass.create({
      container, media: audio, height: 48, barWidth: 2, barGap: 1, barRadius: 2, cursorWidth: 0, interact: !this.exam, dragToSeek: !this.exam,
      waveColor: colour('--pte-border', '#c3cbe0'), progressColor: colour('--pte-brand', '#3056d3'),
    });
    wave.on('ready', () => (this.waveReady = true));
    wave.on('error', () => (this.waveReady = false));
    this.wave = wave;
    if (this.loadedUrl) wave.load(this.loadedUrl).catch(() => (this.waveReady = false));
  }

  private onKeyDown(event: KeyboardEvent) {
    const target = event.composedPath()[0] as HTMLElement;
    if (!this.model || target.tagName === 'SELECT') return;
    if (target.classList.contains('volume-input')) {
      const delta = { ArrowUp: 1, ArrowRight: 1, ArrowDown: -1, ArrowLeft: -1 }[event.key];
      if (delta === undefined) return;
      event.preventDefault();
      this.model.volumeBy(delta * LIMITS.volumeKeyStep);
    } else if (this.model.key(event.key)) event.preventDefault();
  }

  private onTrackClick(event: MouseEvent) {
    if (this.waveReady || !this.model || !this.state?.duration) return;
    const box = (event.currentTarget as HTMLElement).getBoundingClientRect();
    if (box.width > 0) this.model.seekTo(((event.clientX - box.left) / box.width) * this.state.duration);
  }

  private onAudioEvent(event: Event) {
    const audio = event.currentTarget as HTMLAudioElement;
    const model = this.model;
    if (!model) return;
    switch (event.type) {
      case 'play': model.playing(); break;
      case 'pause': if (!audio.ended) model.paused(); break;
      case 'ended': {
        const speaker = model.state.value.speaker;
        model.ended();
        this.emit('pte-ended', { speaker });
        break;
      }
      default: model.timeUpdate(audio.currentTime, audio.duration);
    }
  }

  override render() {
    const state = this.state;
    if (!state) return nothing;
    const playing = state.phase === 'playing';
    const exam = this.exam;
    const status = playing ? 'playing' : state.phase === 'ended' ? 'ended' : null;
    const onAudio = (event: Event) => this.onAudioEvent(event);
    const progress = state.duration > 0 ? (state.currentTime / state.duration) * 100 : 0;
    return html`
      <div class="root" part="root" role="group" aria-label=${this.label} @keydown=${this.onKeyDown}>
        ${state.phase === 'countdown'
          ? html`<p class="countdown" role="timer">${this.text.t('playAfter', { n: Math.ceil(state.countdownMs / 1000) })}</p>`
          : nothing}
        <div class="main">
          ${exam && state.phase !== 'paused'
            ? html`<p class="countdown" role="status">${status ? this.text.t(status) : ''}</p>`
            : html`<button
            type="button"
            class="round primary"
            aria-label=${this.text.t(playing ? 'pause' : 'play')}
            @click=${() => (playing ? this.pause() : void this.play().catch(() => this.model?.paused()))}
          >
            ${playing ? icons.pause : icons.play}
          </button>`}
          <div
            class="track"
            part="waveform"
            role=${exam ? 'progressbar' : 'slider'}
            tabindex=${exam ? nothing : 0}
            aria-label="Position"
            aria-valuemin="0"
            aria-valuemax=${Math.round(state.duration)}
            aria-valuenow=${Math.round(state.currentTime)}
            aria-valuetext=${this.text.t('timeOf', { time: formatClock(state.currentTime), total: formatClock(state.duration) })}
            @click=${this.onTrackClick}
          >
            ${this.waveReady ? nothing : html`<div class="bar"><div class="fill" style="width: ${progress}%"></div></div>`}
            <div class="wave"></div>
          </div>
          <span class="time">${exam
            ? this.text.t('timeLeft', { time: formatClock(state.duration - state.currentTime) })
            : `${formatClock(state.currentTime)} / ${formatClock(state.duration)}`}</span>
        </div>
        <div class="settings">
          ${exam ? nothing : html`<span class="setting">
            <label for="speed">${this.text.t('speed')}</label>
            <select id="speed" @change=${(event: Event) => this.model?.setSpeed(Number((event.target as HTMLSelectElement).value))}>
              ${AUDIO_SPEEDS.map((speed) => html`<option value=${speed} ?selected=${speed === state.speed}>x${speed}</option>`)}
            </select>
          </span>`}
          <span class="setting volume">
            <label for="volume">${icons.volume}<span class="visually-hidden">${this.text.t('volume')}</span></label>
            <input
              id="volume"
              class="volume-input"
              type="range"
              min="0"
              max="1"
              step=${LIMITS.volumeStep}
              .value=${String(state.volume)}
              aria-valuetext=${`${Math.round(state.volume * 100)}%`}
              @input=${(event: Event) => this.model?.setVolume(Number((event.target as HTMLInputElement).value))}
            />
          </span>
          ${this.choosesSpeaker && !exam
            ? html`
                <span class="setting">
                  <label for="speaker">${this.text.t('speaker')}</label>
                  <select
                    id="speaker"
                    @change=${(event: Event) => {
                      const choice = (event.target as HTMLSelectElement).value;
                      storeChoice(choice);
                      this.model?.choose(choice);
                    }}
                  >
                    <option value="random" ?selected=${state.choice === 'random'}>${this.text.t('random')}</option>
                    ${this.speakers.map((entry) => html`<option value=${entry.id} ?selected=${state.choice === entry.id}>${entry.label}</option>`)}
                  </select>
                </span>
              `
            : nothing}
        </div>
        <audio
          preload="auto"
          @play=${onAudio}
          @pause=${onAudio}
          @ended=${onAudio}
          @timeupdate=${onAudio}
          @durationchange=${onAudio}
          @loadedmetadata=${onAudio}
        ></audio>
      </div>
    `;
  }
}
