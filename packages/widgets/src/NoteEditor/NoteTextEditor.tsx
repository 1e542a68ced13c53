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

function PlainNoteEditor({ initialHtml, onChange, limit, label, describedBy, disabled }: NoteTextEditorProps) {
  const id = useId();
  const [text, setText] = useState(() => htmlToText(initialHtml));

  return (
    <div className={styles.field}>
      <label htmlFor={id} className={styles.label}>{label}</label>
      <textarea
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
          const next = event.target.value;
          // At the limit nothing may be added, whatever the way in (paste, dictation, autocorrect).
          if (text.length >= limit && next.length > text.length) return;
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

    quill.on('text-change', (_delta, oldContents, source) => {
      const before = oldContents.length() - 1;
      const grown = quill.getLength() - 1 - before;
      // Input that bypasses keydown (paste, IME, mobile keyboards) is undone when the note was already at the limit.
      if (source === 'user' && before >= limit && grown > 0) {
        const selection = quill.getSelection();
        quill.setContents(oldContents, 'silent');
        if (selection) quill.setSelection(Math.max(0, selection.index - grown), 0, 'silent');
        return;
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
