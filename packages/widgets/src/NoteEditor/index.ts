export { NoteEditor } from './NoteEditor';
export type { NoteEditorProps } from './NoteEditor';
export { NOTE_TOOLBAR, NOTE_FONT_COLOURS, NOTE_BACKGROUND_COLOURS } from './richText';
