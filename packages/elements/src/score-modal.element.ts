import type { AnswerRecord, PracticeQuestion } from '@pte-kit/core';
import { ApiElement } from './apiElement';
import type { ScoreModalViewProps } from './score-modal.view';

/**
 * The score of one answer in a dialog: score ring, the answer coloured right and wrong, and the question's
 * explanation. Give it the `record` a pte-score event carried; it loads the question the record answers from the
 * kit's API unless `question` is set.
 *
 * @tagname pte-score-modal
 * @summary The score of one PTE answer in a dialog.
 *
 * @event {CustomEvent<void>} pte-close - The learner closed the dialog (`open` is false again).
 *
 * @csspart root - The box the dialog renders in.
 */
export class PteScoreModal extends ApiElement<ScoreModalViewProps> {
  static override properties = {
    task: {},
    open: { type: Boolean, reflect: true },
    record: { attribute: false },
    question: { attribute: false },
  };

  /** The task of the question: a catalogue key such as reading.rwFillInTheBlanks, or reading/rw-fill-in-the-blanks. */
  declare task: string;
  /** Whether the dialog is shown; it stays closed while `record` is null. */
  declare open: boolean;
  /** The scored answer to show (the `record` of a pte-score event). */
  declare record: AnswerRecord | null;
  /** The question the record answers; loaded from the API by `record.practiceId` when not set. */
  declare question: PracticeQuestion | null;

  constructor() {
    super();
    this.task = '';
    this.open = false;
    this.record = null;
    this.question = null;
  }

  protected override loadView() {
    return import('./score-modal.view');
  }

  protected override viewProps(): ScoreModalViewProps {
    return {
      client: this.client!,
      task: this.task,
      open: this.open,
      record: this.record,
      question: this.question,
      mediaBaseUrl: this.apiBase,
      onClose: () => {
        this.open = false;
        this.emit('pte-close', undefined);
      },
    };
  }
}
