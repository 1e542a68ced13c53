import {
  LIMITS, MEDIA_MESSAGES, createRecorderModel, errorMessage, formatClock, isPermissionDenied, storedMicrophoneId,
  type RecorderModel, type RecorderState, type RecorderStopReason,
} from '@pte-kit/core';
import { html, nothing, type PropertyValues } from 'lit';
import { PteAudioPlayer } from './audio-player.element';
import type { LocaleModel } from '@pte-kit/core';
import { icons } from './icons';
import { MediaText } from './mediaText';
import { sharedStyles } from './shared.styles';
import { recorderStyles } from './recorder.styles';
import { ModelController, PteElement, define } from './PteElement';
import { openMicrophone, playBeep, recordMicrophone, type MicrophoneRecording, type RecordedAudio } from './microphoneRecorder';

/** `pte-recorded`: the mp3 of the answer, the same bytes as a data URL, and its length. */
export type PteRecordedDetail = RecordedAudio;

/** `pte-recorder-stopped`: why the recording ended. */
export interface PteRecorderStoppedDetail {
  reason: RecorderStopReason;
}

/** `pte-permission-denied`: the browser's error name (NotAllowedError or SecurityError) and message. */
export interface PtePermissionDeniedDetail {
  name: string;
  message: string;
}

/** `pte-recorder-error`: a failure other than a refused permission (no microphone, encoding), in the browser's words. */
export interface PteRecorderErrorDetail {
  message: string;
}

declare global {
  interface PteEventMap {
    'pte-recorder-start': void;
    'pte-recorder-stopped': PteRecorderStoppedDetail;
    'pte-recorded': PteRecordedDetail;
    'pte-recorder-reset': void;
    'pte-permission-denied': PtePermissionDeniedDetail;
    'pte-recorder-error': PteRecorderErrorDetail;
  }
}

const SAMPLE_MS = 100;

/**
 * The microphone recorder of speaking answers: idle → (beep) → recording → stopped with the mp3 ready, Try Again
 * back to idle (not with `single-take`, a mock test's one take). It stops itself at `duration` seconds and after 3 s
 * of near-silence. The mp3 (128 kbps) is encoded in a worker while the learner speaks, so it is ready moments after
 * stop. On narrow screens the controls sit in a bar fixed to the bottom.
 *
 * A refused permission opens the spec's 'No Microphone Permission' dialog unless a listener calls preventDefault()
 * on `pte-permission-denied` to show its own. One dialog per layer: this `<dialog>` is for pages without React
 * (Lit-only articles); the React kit's `Recorder` always cancels it and shows `MicrophonePermissionModal` in the
 * kit's own modal (focus trap, stacking and styling shared with every other modal of the widgets). Both take their
 * words from core's `MEDIA_MESSAGES`. A single implementation would need either React inside this element (on
 * every Lit-only page) or this dialog inside the React kit's modal stack, so the two stay, sharing their strings.
 *
 * @tagname pte-recorder
 * @summary Record a spoken answer to mp3.
 *
 * @event {CustomEvent<void>} pte-recorder-start - Recording began (after the beep).
 * @event {CustomEvent<PteRecorderStoppedDetail>} pte-recorder-stopped - Recording ended: 'manual', 'duration' or 'silence'.
 * @event {CustomEvent<PteRecordedDetail>} pte-recorded - The mp3 is ready: blob, dataUrl, durationMs.
 * @event {CustomEvent<void>} pte-recorder-reset - Try Again cleared the recording.
 * @event {CustomEvent<PtePermissionDeniedDetail>} pte-permission-denied - The microphone permission was refused (cancelable).
 * @event {CustomEvent<PteRecorderErrorDetail>} pte-recorder-error - The microphone or the encoder failed.
 * @reactEvent pte-recorder-start onRecordingStart
 * @reactEvent pte-recorder-error onRecorderError
 *
 * @cssproperty --pte-brand - Record button colour.
 * @cssproperty --pte-wrong - Stop button and recording dot colour.
 * @cssproperty --pte-surface - Background of the controls.
 *
 * @csspart root - The recorder.
 * @csspart controls - The control bar (fixed to the bottom on narrow screens).
 */
export class PteRecorder extends PteElement {
  static override styles = [sharedStyles, recorderStyles];

  static override properties = {
    duration: { type: Number },
    beep: { type: Boolean },
    deviceId: { attribute: 'device-id' },
    disabled: { type: Boolean, reflect: true },
    singleTake: { attribute: 'single-take', type: Boolean },
    i18n: { attribute: false },
    label: {},
    opening: { state: true },
    audioUrl: { state: true },
    notice: { state: true },
    error: { state: true },
    permissionOpen: { state: true },
    permissionError: { state: true },
  };

  /** Longest recording in seconds. @default 60 */
  declare duration: number;
  /** Beep before recording starts. @default false */
  declare beep: boolean;
  /** Microphone to use; @default the one the microphone setup saved in localStorage 'microphoneDeviceId', else 'default' */
  declare deviceId: string | null;
  /** No recording can start (the answer was submitted). */
  declare disabled: boolean;
  /** One take only, as in a mock test: no Try Again once a recording stopped (`reset()` still works for the page). @default false */
  declare singleTake: boolean;
  /** Accessible name of the recorder. @default 'Answer recorder' */
  declare label: string;
  /** The locale model of the element's words (the React wrappers give theirs); English without one. */
  declare i18n: LocaleModel | null;
  private readonly text: MediaText;
  declare private opening: boolean;
  declare private audioUrl: string | null;
  declare private notice: string;
  declare private error: string;
  declare private permissionOpen: boolean;
  declare private permissionError: string;
  private readonly recorder: ModelController<RecorderModel>;
  private recording: MicrophoneRecording | null;
  private ticker: ReturnType<typeof setInterval> | null;
  /** Bumped by every start and reset, so a slow permission prompt or encoder cannot revive an abandoned run. */
  private run: number;

  constructor() {
    super();
    this.duration = LIMITS.recorderSeconds;
    this.beep = false;
    this.deviceId = null;
    this.disabled = false;
    this.singleTake = false;
    this.label = 'Answer recorder';
    this.i18n = null;
    this.text = new MediaText(this);
    this.opening = false;
    this.audioUrl = null;
    this.notice = '';
    this.error = '';
    this.permissionOpen = false;
    this.permissionError = '';
    this.recording = null;
    this.ticker = null;
    this.run = 0;
    this.recorder = new ModelController(this, this.createModel(), (model) => model.state.value);
  }

  private get model(): RecorderModel {
    return this.recorder.model;
  }

  private get state(): RecorderState {
    return this.recorder.model.state.value;
  }

  /** Where the recorder is: idle, beeping, recording, stopping or stopped. */
  get status(): RecorderState['status'] {
    return this.state.status;
  }

  /** Opens the microphone and records (beeping first when `beep` is set). Does nothing unless idle. */
  async start(): Promise<void> {
    if (this.disabled || this.opening || this.state.status !== 'idle') return;
    const run = ++this.run;
    this.notice = '';
    this.error = '';
    this.opening = true;
    let stream: MediaStream;
    try {
      stream = await openMicrophone(this.deviceId ?? storedMicrophoneId());
    } catch (reason) {
      if (run === this.run) this.failToOpen(reason);
      return;
    } finally {
      if (run === this.run) this.opening = false;
    }
    if (run !== this.run) {
      for (const track of stream.getTracks()) track.stop();
      return;
    }
    this.model.record();
    try {
      if (this.model.state.value.status === 'beeping') {
        await playBeep();
        if (run !== this.run) throw new Error('abandoned');
        this.model.beepEnded();
      }
      this.recording = await recordMicrophone(stream);
      if (run !== this.run) throw new Error('abandoned');
    } catch (reason) {
      for (const track of stream.getTracks()) track.stop();
      this.recording?.cancel();
      this.recording = null;
      if (run === this.run) this.fail(errorMessage(reason, this.text.t('couldNotStart')));
      return;
    }
    this.emit('pte-recorder-start', undefined);
    this.ticker = setInterval(() => {
      if (this.recording) this.model.sample(this.recording.elapsedMs(), this.recording.level());
    }, SAMPLE_MS);
  }

  /** Stops recording now (as the Stop button does); the mp3 follows in `pte-recorded`. */
  stop(): void {
    this.model.stop();
  }

  /** Try Again: drops the recording and returns to idle. */
  reset(): void {
    this.run += 1;
    this.stopTicker();
    this.recording?.cancel();
    this.recording = null;
    this.opening = false;
    this.releaseAudio();
    this.notice = '';
    this.error = '';
    this.model.reset();
    this.emit('pte-recorder-reset', undefined);
  }

  override willUpdate(changed: PropertyValues<this>) {
    if ((changed.has('duration') || changed.has('beep')) && this.state.status === 'idle') {
      this.recorder.replace(this.createModel());
    }
  }

  override updated() {
    const dialog = this.renderRoot.querySelector('dialog');
    if (!dialog) return;
    if (this.permissionOpen && !dialog.open) {
      if (typeof dialog.showModal === 'function') dialog.showModal();
      else dialog.setAttribute('open', '');
    } else if (!this.permissionOpen && dialog.open) {
      if (typeof dialog.close === 'function') dialog.close();
      else dialog.removeAttribute('open');
    }
  }

  override connectedCallback() {
    super.connectedCallback();
    define('pte-audio-player', PteAudioPlayer);
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.run += 1;
    this.stopTicker();
    this.recording?.cancel();
    this.recording = null;
    this.releaseAudio();
    if (this.state.status !== 'idle') this.model.reset();
  }

  private createModel(): RecorderModel {
    const model = createRecorderModel({ durationSeconds: this.duration, beep: this.beep });
    model.on('stop', (reason) => void this.finish(reason));
    return model;
  }

  private async finish(reason: RecorderStopReason) {
    const run = this.run;
    this.stopTicker();
    if (reason === 'silence') this.notice = MEDIA_MESSAGES.silenceStopped;
    this.emit('pte-recorder-stopped', { reason });
    const recording = this.recording;
    this.recording = null;
    if (!recording) {
      // Stopped before capture was running (the worklet still loading): abandon that start, nothing was recorded.
      this.run += 1;
      this.model.reset();
      return;
    }
    try {
      const audio = await recording.finish();
      if (run !== this.run) return;
      this.releaseAudio();
      this.audioUrl = URL.createObjectURL(audio.blob);
      this.model.ready(audio.durationMs);
      this.emit('pte-recorded', audio);
    } catch (reason) {
      if (run === this.run) this.fail(errorMessage(reason, this.text.t('couldNotEncode')));
    }
  }

  private failToOpen(reason: unknown) {
    const detail = { name: (reason as { name?: string } | null)?.name ?? 'Error', message: errorMessage(reason, MEDIA_MESSAGES.microphoneFailed) };
    if (isPermissionDenied(reason)) {
      const event = this.emit('pte-permission-denied', detail, { cancelable: true });
      if (!event.defaultPrevented) {
        this.permissionError = '';
        this.permissionOpen = true;
      }
    } else this.fail(detail.message);
  }

  private fail(message: string) {
    this.stopTicker();
    this.model.reset();
    this.error = message;
    this.emit('pte-recorder-error', { message });
  }

  private async requestPermission() {
    this.permissionError = '';
    try {
      const stream = await openMicrophone(this.deviceId ?? storedMicrophoneId());
      for (const track of stream.getTracks()) track.stop();
      this.permissionOpen = false;
      this.notice = this.text.t('enabled');
    } catch (reason) {
      this.permissionError = errorMessage(reason, MEDIA_MESSAGES.microphoneFailed);
      this.emit('pte-recorder-error', { message: this.permissionError });
    }
  }

  private stopTicker() {
    if (this.ticker !== null) clearInterval(this.ticker);
    this.ticker = null;
  }

  private releaseAudio() {
    if (this.audioUrl) URL.revokeObjectURL(this.audioUrl);
    this.audioUrl = null;
  }

  private renderControls() {
    const { status, elapsedMs, level } = this.state;
    const limit = formatClock(this.duration);
    switch (status) {
      case 'idle':
        return html`
          <button type="button" class="primary record" ?disabled=${this.disabled || this.opening} @click=${() => void this.start()}>
            ${icons.microphone} ${this.text.t(this.opening ? 'opening' : 'record')}
          </button>
          <span class="time">${this.text.t('upTo', { limit })}</span>
        `;
      case 'beeping':
        return html`<button type="button" class="record" disabled>${icons.microphone} ${this.text.t('getReady')}</button>`;
      case 'recording':
        return html`
          <button type="button" class="primary stop record" @click=${() => this.stop()}>${icons.stop} ${this.text.t('stop')}</button>
          <span class="dot" aria-hidden="true"></span>
          <span class="time">${formatClock(elapsedMs / 1000)} / ${limit}</span>
          <meter aria-label=${this.text.t('level')} min="0" max="100" low="10" optimum="60" .value=${level}></meter>
        `;
      case 'stopping':
        return html`<span class="time">${this.text.t('preparing')}</span>`;
      default:
        return html`
          <pte-audio-player src=${this.audioUrl ?? nothing} label=${this.text.t('yourRecording')} download-name="answer.mp3" .i18n=${this.i18n}></pte-audio-player>
          ${this.singleTake ? nothing : html`<button type="button" @click=${() => this.reset()}>${this.text.t('tryAgain')}</button>`}
        `;
    }
  }

  private statusText(): string {
    if (this.notice) return this.notice;
    switch (this.state.status) {
      case 'beeping': return this.text.t('afterBeep');
      case 'recording': return this.text.t('recording');
      case 'stopped': return this.text.t('recorded', { time: formatClock(this.state.elapsedMs / 1000) });
      default: return '';
    }
  }

  override render() {
    return html`
      <div class="root" part="root" role="group" aria-label=${this.label}>
        <div class="controls" part="controls">${this.renderControls()}</div>
        <p class="status" role="status">${this.statusText()}</p>
        ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
        <dialog aria-labelledby="permission-title" aria-describedby="permission-body" @close=${() => (this.permissionOpen = false)}>
          <h2 id="permission-title">${MEDIA_MESSAGES.microphoneTitle}</h2>
          <p id="permission-body">${MEDIA_MESSAGES.microphoneBody}</p>
          ${this.permissionError ? html`<p class="error" role="alert">${this.permissionError}</p>` : nothing}
          <div class="actions">
            <button type="button" @click=${() => (this.permissionOpen = false)}>${MEDIA_MESSAGES.gotIt}</button>
            <button type="button" class="primary" @click=${() => void this.requestPermission()}>${MEDIA_MESSAGES.requestPermission}</button>
          </div>
        </dialog>
      </div>
    `;
  }
}
