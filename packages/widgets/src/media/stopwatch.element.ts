import { LIMITS, createStopwatch, formatClock, type Stopwatch, type StopwatchState } from '@pte-kit/core';
import { html, type PropertyValues } from 'lit';
import { ModelController, PteElement } from './PteElement';
import { sharedStyles } from './shared.styles';
import { stopwatchStyles } from './stopwatch.styles';

declare global {
  interface PteEventMap {
    /** A second passed: the count and whether it is over the limit. */
    'pte-stopwatch-tick': StopwatchState;
  }
}

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
export class PteStopwatch extends PteElement {
  static override styles = [sharedStyles, stopwatchStyles];

  static override properties = {
    running: { type: Boolean, reflect: true },
    limit: { type: Number },
    max: { type: Number },
    label: {},
  };

  /** Counting. Set it to start, remove it to pause. */
  declare running: boolean;
  /** Seconds after which the time shows red; none when absent. */
  declare limit: number | null;
  /** Where the count stops. @default 3600 */
  declare max: number;
  /** Accessible name. @default 'Elapsed time' */
  declare label: string;
  private readonly watch: ModelController<Stopwatch>;
  private timer: ReturnType<typeof setInterval> | null;

  constructor() {
    super();
    this.running = false;
    this.limit = null;
    this.max = LIMITS.stopwatchMaxSeconds;
    this.label = 'Elapsed time';
    this.watch = new ModelController(this, this.createWatch(), (watch) => watch.state.value);
    this.timer = null;
  }

  private get state(): StopwatchState {
    return this.watch.model.state.value;
  }

  /** Whole seconds counted. */
  get seconds(): number {
    return this.state.seconds;
  }

  /** Back to 00:00; keeps counting when `running` is set. */
  reset(): void {
    this.watch.model.reset();
    this.stopTimer();
    if (this.running) this.watch.model.run();
  }

  private createWatch(): Stopwatch {
    return createStopwatch({ limitSeconds: this.limit, maxSeconds: this.max });
  }

  override willUpdate(changed: PropertyValues<this>) {
    if (changed.has('max')) {
      this.stopTimer();
      this.watch.replace(this.createWatch());
    } else if (changed.has('limit')) this.watch.model.setLimit(this.limit);
    if (changed.has('running') || changed.has('max')) {
      if (this.running) this.watch.model.run();
      else {
        this.watch.model.pause();
        this.stopTimer();
      }
    }
  }

  override updated() {
    if (this.state.running && this.timer === null && this.isConnected) {
      this.timer = setInterval(() => {
        this.watch.model.tick();
        if (!this.state.running) this.stopTimer();
        this.emit('pte-stopwatch-tick', this.state);
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
