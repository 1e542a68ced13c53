import type { NoteDto, PteClient } from '@pte-kit/core';
import { NoteEditor } from '@pte-kit/widgets';
import { resolveTask } from './ElementPractice';
import { quillSheet } from './quillSheet';
import { reactView } from './reactView';
import base from './generated/styles/base';
import noteEditor from './generated/styles/NoteEditor';
import { UnknownTask } from './unknownTask';

export interface NoteEditorViewProps {
  client: PteClient;
  task: string;
  questionId: number | null;
  open: boolean;
  onNoteChange: (note: NoteDto | null) => void;
  onClose: () => void;
}

/** <pte-note-editor>'s React part. */
function NoteEditorView({ client, task: taskName, questionId, open, onNoteChange, onClose }: NoteEditorViewProps) {
  const task = resolveTask(taskName);
  if (!task) return <UnknownTask task={taskName} />;
  if (!questionId) return null;
  return (
    <NoteEditor
      client={client}
      open={open}
      onOpenChange={(next) => { if (!next) onClose(); }}
      practiceId={questionId}
      scope={{ skill: task.skill, task: task.apiTask }}
      onNoteChange={onNoteChange}
    />
  );
}

export default reactView(NoteEditorView, { parts: [base, noteEditor], styles: [quillSheet] });
