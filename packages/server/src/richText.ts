import sanitizeHtml from 'sanitize-html';

// Colours as Quill writes them (`rgb(230, 0, 0)`, `#e60000`) or a plain colour name: nothing that can load a URL.
const colour = [/^#[0-9a-f]{3,8}$/i, /^rgba?\(\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*,\s*\d{1,3}%?\s*(,\s*(0|1|0?\.\d+)\s*)?\)$/i, /^[a-z]{3,20}$/i];

/** The note editor's toolbar (spec §9): headings H1–H4, bold, italic, underline, strike, lists, font and background colours. */
const noteOptions: sanitizeHtml.IOptions = {
  allowedTags: ['h1', 'h2', 'h3', 'h4', 'p', 'br', 'strong', 'b', 'em', 'i', 'u', 's', 'ol', 'ul', 'li', 'span'],
  allowedAttributes: {
    span: ['style'],
    // Quill 2 writes every list as <ol> and tells bullets from numbers with data-list.
    li: [{ name: 'data-list', multiple: false, values: ['ordered', 'bullet'] }],
  },
  // Tab in a Quill list indents the item with a class rather than a nested list.
  allowedClasses: { li: ['ql-indent-*'] },
  allowedStyles: { span: { color: colour, 'background-color': colour } },
  allowedSchemes: [],
  transformTags: { b: 'strong', i: 'em' },
  // Quill's list markers (<span class="ql-ui">) and spans whose style was dropped carry nothing.
  exclusiveFilter: (frame) => frame.tag === 'span' && !frame.text.trim() && !frame.attribs.style,
};

// C0 control characters other than tab and line breaks: never typed, and PostgreSQL refuses NUL in text.
const CONTROL_CHARACTERS = /[\u0000-\u0008\u000B\u000C\u000E-\u001F]/g;

/** Typed text without control characters. */
export function withoutControlCharacters(text: string): string {
  return text.replace(CONTROL_CHARACTERS, '');
}

/** Note HTML reduced to the toolbar's tags and colour styles; scripts, links, images and event handlers are dropped. */
export function sanitizeNoteHtml(html: string): string {
  return sanitizeHtml(withoutControlCharacters(html), noteOptions);
}

const LIST_START = '\u0000';
const entities: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'" };

/**
 * The text of sanitised note HTML as the editor counts it: one line break per paragraph, heading,
 * list item or <br>. Works on sanitize-html's output, which escapes only & < > and ".
 */
export function noteText(sanitisedHtml: string): string {
  return sanitisedHtml
    .replace(/<br\s*\/?>(?=<\/(p|h[1-4]|li)>)/gi, '')
    .replace(/<br\s*\/?>|<\/(p|h[1-4]|li)>/gi, '\n')
    // A list nested in an item starts on a line of its own.
    .replace(/<(ol|ul)\b[^>]*>/gi, LIST_START)
    .replace(/<[^>]*>/g, '')
    .replace(new RegExp(`([^\n])${LIST_START}`, 'g'), '$1\n')
    .replaceAll(LIST_START, '')
    .replace(/&(amp|lt|gt|quot|#39);/g, (entity) => entities[entity])
    .replace(/\n+$/, '');
}
