import type { NoteDto } from '@pte-kit/core';
import { ApiElement } from './apiElement';
import type { NoteEditorViewProps } from './note-editor.view';

export interface PteNoteChangeDetail {
  /** The saved note, or null once the learner cleared it. */
  note: NoteDto | null;
}

declare global {
  interface PteEventMap {
    'pte-note-change': PteNoteChangeDetail;
  }
}

/**
 * The learner's note on one question in a dialog: a rich-text editor (up to 5000 characters) with Save, which creates
 * or updates the note, and Clear, which asks before deleting it.
 *
 * @tagname pte-note-editor
 * @summary The learner's note on one PTE question.
 *
 * @event {CustomEvent<PteNoteChangeDetail>} pte-note-change - The note was saved (`note`) or cleared (`note` is null).
 * @event {CustomEvent<void>} pte-close - The learner closed the editor (`open` is false again).
 *
 * @csspart root - The box the editor renders in.
 */
export class PteNoteEditor extends ApiElement<NoteEditorViewProps> {
  static override properties = {
    task: {},
    questionId: { attribute: 'question-id', type: Number },
    open: { type: Boolean, reflect: true },
  };

  /** The question's task: a catalogue key such as reading.rwFillInTheBlanks, or reading/rw-fill-in-the-blanks. */
  declare task: string;
  /** Id of the question the note is on. */
  declare questionId: number | null;
  /** Whether the editor is shown; each opening reads the note afresh. */
  declare open: boolean;

  constructor() {
    super();
    this.task = '';
    this.questionId = null;
    this.open = false;
  }

  protected override loadView() {
    return import('./note-editor.view');
  }

  protected override viewProps(): NoteEditorViewProps {
    return {
      client: this.client!,
      task: this.task,
      questionId: this.questionId,
      open: this.open,
      onNoteChange: (note) => void this.emit('pte-note-change', { note }),
      onClose: () => {
        this.open = false;
        this.emit('pte-close', undefined);
      },
    };
  }
}
