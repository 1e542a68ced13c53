import { useEffect, useId, useRef, useState } from 'react';
import {
  NOTE_FORMATS, NOTE_TOOLBAR, canRunQuill, htmlToText, isTypingKey, loadQuill, nameToolbarPickers, textToHtml, type QuillConstructor,
} from './richText';
import * as styles from './NoteEditor.css';

/** The note as the editor holds it: HTML to save and its text, which the limit counts. */
export interface NoteContent {
  html: string;
  text: string;
}

export interface NoteTextEditorProps {
  /** The note to start from (HTML). */
  initialHtml: string;
  /** Called on every change the limit lets through. */
  onChange: (content: NoteContent) => void;
  /** Characters of text: at or over it typing is blocked except Backspace (and deleting keys). */
  limit: number;
  /** Accessible name of the text field. */
  label: string;
  /** The empty editor's hint, the toolbar's name and the loading line, in the learner's language. */
  placeholder?: string;
  formattingLabel?: string;
  loadingLabel?: string;
  /** Ids of the counter and limit message. */
  describedBy?: string;
  /** Read-only while a call runs. */
  disabled?: boolean;
  /** 'auto': Quill where a browser can run it, else the plain text area. */
  mode: 'auto' | 'plain';
}

/** Quill's rich-text editor in a browser, a plain text area where Quill cannot run (server, jsdom) or fails to load. */
export function NoteTextEditor(props: NoteTextEditorProps) {
  const [quill, setQuill] = useState<QuillConstructor | 'loading' | null>(() => (props.mode === 'auto' && canRunQuill() ? 'loading' : null));

  useEffect(() => {
    if (quill !== 'loading') return;
    let active = true;
    loadQuill().then(
      (constructor) => { if (active) setQuill(() => constructor); },
      () => { if (active) setQuill(null); },
    );
    return () => { active = false; };
  }, [quill]);

  if (quill === 'loading') return <p role="status" className={styles.placeholder}>{props.loadingLabel ?? 'Loading the editor…'}</p>;
  if (quill === null) return <PlainNoteEditor {...props} />;
  return <RichNoteEditor {...props} Quill={quill} />;
}

/**
 * `next` with what it added beyond `limit` cut off (a paste or a dictated phrase that crosses the limit stops at it;
 * spec: typing stops at 5000), and where the caret goes: after the part kept. Text that was already longer stays.
 */
export function withinLimit(before: string, next: string, limit: number): { text: string; caret: number } | null {
  const overflow = Math.min(next.length - before.length, next.length - limit);
  if (overflow <= 0) return null;
  let start = 0;
  while (start < before.length && before[start] === next[start]) start += 1;
  let end = 0;
  while (end < before.length - start && before[before.length - 1 - end] === next[next.length - 1 - end]) end += 1;
  const insertedEnd = next.length - end;
  const caret = Math.max(start, insertedEnd - overflow);
  return { text: next.slice(0, caret) + next.slice(insertedEnd), caret };
}

function PlainNoteEditor({ initialHtml, onChange, limit, label, describedBy, disabled }: NoteTextEditorProps) {
  const id = useId();
  const [text, setText] = useState(() => htmlToText(initialHtml));
  const caret = useRef<number | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  useEffect(() => {
    if (caret.current === null) return;
    field.current?.setSelectionRange(caret.current, caret.current);
    caret.current = null;
  }, [text]);

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <textarea
        ref={field}
        id={id}
        className={styles.textarea}
        rows={10}
        value={text}
        disabled={disabled}
        aria-describedby={describedBy}
        onKeyDown={(event) => {
          if (text.length >= limit && isTypingKey(event)) event.preventDefault();
        }}
        onChange={(event) => {
          let next = event.target.value;
          // Nothing may be added beyond the limit, whatever the way in (paste, dictation, autocorrect).
          const cut = withinLimit(text, next, limit);
          if (cut) {
            if (cut.text === text) return;
            next = cut.text;
            caret.current = cut.caret;
          }
          setText(next);
          onChange({ html: textToHtml(next), text: next });
        }}
      />
    </div>
  );
}

function RichNoteEditor({ initialHtml, onChange, limit, label, placeholder = 'Write your note…', formattingLabel = 'Formatting', describedBy, disabled, Quill }: NoteTextEditorProps & { Quill: QuillConstructor }) {
  const hostRef = useRef<HTMLDivElement>(null);
  const quillRef = useRef<InstanceType<QuillConstructor> | null>(null);
  const onChangeRef = useRef(onChange);
  useEffect(() => { onChangeRef.current = onChange; }, [onChange]);

  useEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    const mount = host.ownerDocument.createElement('div');
    host.append(mount);
    const quill = new Quill(mount, { theme: 'snow', modules: { toolbar: NOTE_TOOLBAR }, formats: NOTE_FORMATS, placeholder });
    quill.setContents(quill.clipboard.convert({ html: initialHtml }), 'silent');
    quill.history.clear();
    const textOf = () => quill.getText().replace(/\n$/, '');
    const report = () => onChangeRef.current({ html: quill.root.innerHTML, text: textOf() });

    quill.root.setAttribute('role', 'textbox');
    quill.root.setAttribute('aria-multiline', 'true');
    quill.root.setAttribute('aria-label', label);
    if (describedBy) quill.root.setAttribute('aria-describedby', describedBy);
    const toolbar = (quill.getModule('toolbar') as { container?: HTMLElement } | undefined)?.container;
    if (toolbar) {
      toolbar.setAttribute('aria-label', formattingLabel);
      nameToolbarPickers(toolbar);
    }

    // Capture on the host runs before Quill's own key handlers (Enter, list shortcuts) on the editor.
    const blockTyping = (event: KeyboardEvent) => {
      if (!quill.root.contains(event.target as Node)) return;
      if (textOf().length >= limit && isTypingKey(event)) {
        event.preventDefault();
        event.stopPropagation();
      }
    };
    host.addEventListener('keydown', blockTyping, true);

    quill.on('text-change', (delta, oldContents, source) => {
      const before = oldContents.length() - 1;
      const after = quill.getLength() - 1;
      // Input that bypasses keydown (paste, IME, mobile keyboards) is cut where it crosses the limit: the end of
      // what it inserted goes, so the note stops at the limit (a note already beyond it keeps its text).
      const overflow = Math.min(after - before, after - limit);
      if (source === 'user' && overflow > 0) {
        let index = 0;
        let insertedEnd = after;
        for (const op of delta.ops) {
          if (typeof op.retain === 'number') index += op.retain;
          else if (op.insert !== undefined) insertedEnd = index += typeof op.insert === 'string' ? op.insert.length : 1;
        }
        quill.deleteText(insertedEnd - overflow, overflow, 'silent');
        // Quill's paste handler places the caret after this change: put it after the part kept once it has.
        queueMicrotask(() => quill.setSelection(insertedEnd - overflow, 0, 'silent'));
      }
      report();
    });
    report();
    quillRef.current = quill;
    return () => {
      host.removeEventListener('keydown', blockTyping, true);
      quillRef.current = null;
      host.replaceChildren();
    };
    // The editor is built once per note; the parent remounts it (key) for another note.
  }, [Quill]);

  useEffect(() => { quillRef.current?.enable(!disabled); }, [disabled]);

  return <div ref={hostRef} className={styles.rich} />;
}
