import { describe, expect, it } from 'vitest';
import {
  NOTE_BACKGROUND_COLOURS, NOTE_FONT_COLOURS, NOTE_TOOLBAR, canRunQuill, htmlToText, isTypingKey, nameToolbarPickers, textToHtml,
} from './richText';

describe('note rich text', () => {
  it('has the spec toolbar: H1–H4 or Normal, 10 font colours, bold, italic, underline, strike, 6 backgrounds, ordered and bullet lists', () => {
    expect(NOTE_TOOLBAR).toEqual([
      [{ header: [1, 2, 3, 4, false] }],
      [{ color: NOTE_FONT_COLOURS }],
      ['bold', 'italic', 'underline', 'strike'],
      [{ background: NOTE_BACKGROUND_COLOURS }],
      [{ list: 'ordered' }, { list: 'bullet' }],
    ]);
    expect(NOTE_FONT_COLOURS).toHaveLength(10);
    expect(NOTE_BACKGROUND_COLOURS).toHaveLength(6);
  });

  it('counts a note as the server does: a line per block, entities as one character, no trailing line breaks', () => {
    expect(htmlToText('<h2>Tides</h2><p>rise &amp; fall</p><ol><li data-list="bullet">one</li></ol><p><br></p>')).toBe('Tides\nrise & fall\none');
    expect(htmlToText('<p>a<br>b</p>')).toBe('a\nb');
    expect(htmlToText('')).toBe('');
  });

  it('writes plain text as one paragraph a line, escaped', () => {
    expect(textToHtml('a < b\n\n"c" & d')).toBe('<p>a &lt; b</p><p><br></p><p>&quot;c&quot; &amp; d</p>');
    expect(htmlToText(textToHtml('a < b\n\nc'))).toBe('a < b\n\nc');
  });

  it('treats printable keys and Enter as typing, not Backspace, arrows, Tab or shortcuts', () => {
    const key = (value: string, modifiers: Partial<KeyboardEvent> = {}) => ({ key: value, ctrlKey: false, metaKey: false, altKey: false, ...modifiers });
    expect(isTypingKey(key('a'))).toBe(true);
    expect(isTypingKey(key(' '))).toBe(true);
    expect(isTypingKey(key('Enter'))).toBe(true);
    for (const other of ['Backspace', 'Delete', 'ArrowLeft', 'Tab', 'Escape']) expect(isTypingKey(key(other))).toBe(false);
    expect(isTypingKey(key('a', { ctrlKey: true }))).toBe(false);
    expect(isTypingKey(key('z', { metaKey: true }))).toBe(false);
  });

  it('names the pickers Quill leaves unnamed', () => {
    const toolbar = document.createElement('div');
    toolbar.innerHTML = '<span class="ql-picker ql-header"><span class="ql-picker-label"></span><span class="ql-picker-item" data-value="2"></span>'
      + '<span class="ql-picker-item"></span></span><span class="ql-picker ql-color"><span class="ql-picker-label"></span>'
      + '<span class="ql-picker-item" data-value="#e60000"></span></span>';
    nameToolbarPickers(toolbar);
    expect([...toolbar.querySelectorAll('[aria-label]')].map((node) => node.getAttribute('aria-label'))).toEqual([
      'Heading', 'Heading 2', 'Normal', 'Font colour', 'Red',
    ]);
  });

  it('keeps Quill away from jsdom', () => {
    expect(canRunQuill()).toBe(false);
  });
});
