/// <reference path="./quill-snow-css.d.ts" />
import type QuillType from 'quill';

/** Font colours of the note toolbar (spec §9: ten), readable on white, with the names a screen reader reads. */
const FONT_COLOURS = {
  '#000000': 'Black', '#5b6478': 'Slate', '#e60000': 'Red', '#d35400': 'Orange', '#8a6d00': 'Olive',
  '#008a00': 'Green', '#0b7a75': 'Teal', '#0066cc': 'Blue', '#6b21a8': 'Purple', '#c2185b': 'Pink',
} as const;

/** Background (highlight) colours of the note toolbar (spec §9: six). */
const BACKGROUND_COLOURS = {
  '#fff59d': 'Yellow', '#ffe0b2': 'Peach', '#c8e6c9': 'Light green', '#bbdefb': 'Light blue', '#e1bee7': 'Lavender', '#ffcdd2': 'Pink',
} as const;

export const NOTE_FONT_COLOURS = Object.keys(FONT_COLOURS);
export const NOTE_BACKGROUND_COLOURS = Object.keys(BACKGROUND_COLOURS);

/** Spec §9: headings H1–H4 or Normal, font colour, bold, italic, underline, strike, background colour, ordered and bullet lists. */
export const NOTE_TOOLBAR = [
  [{ header: [1, 2, 3, 4, false] }],
  [{ color: NOTE_FONT_COLOURS }],
  ['bold', 'italic', 'underline', 'strike'],
  [{ background: NOTE_BACKGROUND_COLOURS }],
  [{ list: 'ordered' }, { list: 'bullet' }],
];

/** What the editor keeps; the server keeps the same (and `indent`, which Tab gives a list item). */
export const NOTE_FORMATS = ['header', 'color', 'bold', 'italic', 'underline', 'strike', 'background', 'list', 'indent'];

const PICKERS: Record<string, { label: string; items: Record<string, string> }> = {
  header: { label: 'Heading', items: { 1: 'Heading 1', 2: 'Heading 2', 3: 'Heading 3', 4: 'Heading 4', '': 'Normal' } },
  color: { label: 'Font colour', items: FONT_COLOURS },
  background: { label: 'Background colour', items: BACKGROUND_COLOURS },
};

/** Names Quill's pickers, whose buttons it leaves without an accessible name. */
export function nameToolbarPickers(toolbar: HTMLElement): void {
  for (const [format, names] of Object.entries(PICKERS)) {
    const picker = toolbar.querySelector(`.ql-picker.ql-${format}`);
    picker?.querySelector('.ql-picker-label')?.setAttribute('aria-label', names.label);
    for (const item of picker?.querySelectorAll<HTMLElement>('.ql-picker-item') ?? []) {
      const name = names.items[item.dataset.value ?? ''];
      if (name) item.setAttribute('aria-label', name);
    }
  }
}

export type QuillConstructor = typeof QuillType;

let quillModule: Promise<QuillConstructor> | null = null;

/** Quill and its Snow theme, fetched on first use so that pages without a note editor never load them. */
export function loadQuill(): Promise<QuillConstructor> {
  quillModule ??= Promise.all([import('quill'), import('quill/dist/quill.snow.css')])
    .then(([module]) => module.default)
    .catch((error: unknown) => {
      quillModule = null;
      throw error;
    });
  return quillModule;
}

/**
 * Whether Quill can run here. It needs a real browser: on the server there is no DOM, and jsdom
 * or happy-dom lack the selection and layout Quill reads, so tests get the plain text area.
 */
export function canRunQuill(): boolean {
  if (typeof window === 'undefined' || typeof document === 'undefined' || typeof navigator === 'undefined') return false;
  return !/jsdom|happy-?dom/i.test(navigator.userAgent) && typeof document.getSelection === 'function';
}

/** Keys that would add text: printable characters and Enter, without a shortcut modifier. */
export function isTypingKey(event: Pick<KeyboardEvent, 'key' | 'ctrlKey' | 'metaKey' | 'altKey'>): boolean {
  if (event.ctrlKey || event.metaKey || event.altKey) return false;
  return event.key.length === 1 || event.key === 'Enter';
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': '\u00a0' };

function decodeEntities(text: string): string {
  if (typeof DOMParser !== 'undefined') {
    return new DOMParser().parseFromString(`<!doctype html><body>${text}`, 'text/html').body.textContent ?? '';
  }
  return text.replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (entity) => ENTITIES[entity]);
}

/** A note's text as the server counts it: one line per paragraph, heading or list item, trailing line breaks dropped. */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<br\s*\/?>(?=<\/(p|h[1-4]|li)>)/gi, '')
    .replace(/<br\s*\/?>|<\/(p|h[1-4]|li)>/gi, '\n')
    .replace(/<[^>]*>/g, '');
  return decodeEntities(text).replace(/\n+$/, '');
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** Plain text as note HTML: one paragraph a line, as Quill would write it. */
export function textToHtml(text: string): string {
  return text.split('\n').map((line) => `<p>${line ? escapeHtml(line) : '<br>'}</p>`).join('');
}
