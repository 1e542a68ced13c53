import { LIMITS, createStopwatch, formatClock, type Stopwatch, type StopwatchState } from '@pte-kit/core';
import { LitElement, css, html, type PropertyValues } from 'lit';
import { mediaStyles } from './mediaStyles';

/**
 * A stopwatch that counts up each second while `running`, turns red beyond `limit` seconds and stops by itself at
 * 3600 s (spec §4).
 *
 * @tagname pte-stopwatch
 * @summary Time spent on a question, red once over the limit.
 *
 * @event {CustomEvent<StopwatchState>} pte-stopwatch-tick - A second passed (detail: the count and whether it is over).
 *
 * @cssproperty --pte-text - Colour of the time.
 * @cssproperty --pte-wrong - Colour once over the limit.
 *
 * @csspart time - The time text.
 */
export class PteStopwatch extends LitElement {
  static override styles = [
    mediaStyles,
    css`
      :host {
        display: inline-block;
      }
      .time {
        font-weight: 600;
        color: var(--pte-text, #1c2333);
      }
      .time.over {
        color: var(--pte-wrong, #c0262d);
      }
    `,
  ];

  static override properties = {
    running: { type: Boolean, reflect: true },
    limit: { type: Number },
    max: { type: Number },
    label: {},
    state: { state: true },
  };

  /** Counting. Set it to start, remove it to pause. */
  declare running: boolean;
  /** Seconds after which the time shows red; none when absent. */
  declare limit: number | null;
  /** Where the count stops. @default 3600 */
  declare max: number;
  /** Accessible name. @default 'Elapsed time' */
  declare label: string;
  declare private state: StopwatchState;
  private watch: Stopwatch | null;
  private timer: ReturnType<typeof setInterval> | null;

  constructor() {
    super();
    this.running = false;
    this.limit = null;
    this.max = LIMITS.stopwatchMaxSeconds;
    this.label = 'Elapsed time';
    this.state = { seconds: 0, running: false, over: false };
    this.watch = null;
    this.timer = null;
  }

  /** Whole seconds counted. */
  get seconds(): number {
    return this.state.seconds;
  }

  /** Back to 00:00; keeps counting when `running` is set. */
  reset(): void {
    this.watch?.reset();
    if (this.running) this.watch?.start();
  }

  override willUpdate(changed: PropertyValues<this>) {
    if (!this.watch || changed.has('max')) {
      this.watch = createStopwatch({ limitSeconds: this.limit, maxSeconds: this.max });
      this.watch.on('change', (state) => {
        this.state = state;
        if (!state.running && this.timer !== null) this.stopTimer();
      });
    } else if (changed.has('limit')) this.watch.setLimit(this.limit);
    if (changed.has('running') || changed.has('max')) {
      if (this.running) this.watch.start();
      else this.watch.pause();
    }
  }

  override updated() {
    if (this.state.running && this.timer === null && this.isConnected) {
      this.timer = setInterval(() => {
        this.watch?.tick();
        this.dispatchEvent(new CustomEvent('pte-stopwatch-tick', { detail: this.state, bubbles: true, composed: true }));
      }, 1000);
    } else if (!this.state.running) this.stopTimer();
  }

  override connectedCallback() {
    super.connectedCallback();
    this.requestUpdate();
  }

  override disconnectedCallback() {
    super.disconnectedCallback();
    this.stopTimer();
  }

  private stopTimer() {
    if (this.timer !== null) clearInterval(this.timer);
    this.timer = null;
  }

  override render() {
    const { seconds, over } = this.state;
    return html`<span role="timer" aria-label=${this.label} class=${over ? 'time over' : 'time'} part="time">${formatClock(seconds)}</span>`;
  }
}
