import type { MockReportScore, ScorePartKey } from '@pte-kit/core';
import { ApiElement } from './apiElement';
import type { MockTestViewProps } from './mock-test.view';

export interface PteMockStartedDetail {
  /** The sitting's id (what `attempt-id` takes). */
  attemptId: number;
  /** The form it sits, e.g. C1 or A-reading. */
  formId: string;
}

export interface PteMockFinishedDetail {
  attemptId: number;
}

export interface PteMockReportDetail {
  attemptId: number;
  /** The overall score on 10–90 with its likely range. */
  overall: MockReportScore;
  /** The communicative skills the form assesses (L, R, S, W), each on 10–90 with its likely range. */
  skills: Partial<Record<ScorePartKey, MockReportScore>>;
}

declare global {
  interface PteEventMap {
    'pte-mock-started': PteMockStartedDetail;
    'pte-mock-finished': PteMockFinishedDetail;
    'pte-mock-report': PteMockReportDetail;
  }
}

/**
 * A mock test for the signed-in learner, as the learner app runs it (docs/mock-tests.md): the forms and the learner's
 * sittings, a timed sitting in the exam's order (speaking items record once and move on, timed writing items lock
 * when their time runs out, no going back), resumed wherever the server has it, and the score report.
 *
 * With `attempt-id` it opens that sitting; with `form-id` it resumes the learner's sitting of that form in progress or
 * starts one; with neither it shows the list, and a sitting opened from it shows in place.
 *
 * @tagname pte-mock-test
 * @summary A PTE mock test: the list of forms, a timed sitting, and its score report.
 *
 * @event {CustomEvent<PteMockStartedDetail>} pte-mock-started - A new sitting started (from `form-id` or the list's Start).
 * @event {CustomEvent<PteMockFinishedDetail>} pte-mock-finished - The sitting shown ended (its last item, End the test, or its time); its answers are being scored.
 * @event {CustomEvent<PteMockReportDetail>} pte-mock-report - The report is shown: the overall and the skills' scores with their ranges.
 *
 * @csspart root - The box the list, the sitting or the report renders in.
 */
export class PteMockTest extends ApiElement<MockTestViewProps> {
  static override properties = {
    formId: { attribute: 'form-id' },
    attemptId: { attribute: 'attempt-id', type: Number },
    locale: {},
  };

  /** The form to start or resume, e.g. C1 (full PTE Core), A1, A-reading (a section mock). */
  declare formId: string | null;
  /** The sitting to open (to take, resume or read its report); wins over `form-id`. */
  declare attemptId: number | null;
  /** The interface language (`en`, `fa`); @default the element's `lang`, an ancestor's, or the document's */
  declare locale: string | null;

  constructor() {
    super();
    this.formId = null;
    this.attemptId = null;
    this.locale = null;
  }

  protected override get interfaceLang(): string {
    return this.locale || super.interfaceLang;
  }

  protected override loadView() {
    return import('./mock-test.view');
  }

  protected override viewProps(): MockTestViewProps {
    return {
      client: this.client!,
      mediaBaseUrl: this.apiBase,
      formId: this.formId || null,
      attemptId: this.attemptId && this.attemptId > 0 ? this.attemptId : null,
      onStarted: (detail) => void this.emit('pte-mock-started', detail),
      onFinished: (attemptId) => void this.emit('pte-mock-finished', { attemptId }),
      onReport: (detail) => void this.emit('pte-mock-report', detail),
    };
  }
}
