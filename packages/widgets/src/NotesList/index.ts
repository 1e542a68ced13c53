export { NotesList } from './NotesList';
export type { NotesListProps } from './NotesList';
export { NoteView, PrintNote } from './NoteView';
export type { NoteViewProps, PrintNoteProps } from './NoteView';
