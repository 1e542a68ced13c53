import { describe, expect, it, vi } from 'vitest';
import { define } from '@pte-kit/widgets';
import { resolveTask } from './ElementPractice';

describe('define', () => {
  it('registers a tag once and warns when another class already owns it', () => {
    class First extends HTMLElement {}
    class Second extends HTMLElement {}
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    define('pte-test-once', First);
    define('pte-test-once', First);
    expect(warn).not.toHaveBeenCalled();
    define('pte-test-once', Second);
    expect(customElements.get('pte-test-once')).toBe(First);
    expect(warn).toHaveBeenCalledWith(expect.stringContaining('<pte-test-once> is already defined'));
  });
});

describe('the task attribute', () => {
  it('accepts catalogue keys, route pairs and API pairs, and nothing else', () => {
    expect(resolveTask('reading.rwFillInTheBlanks')?.slug).toBe('rw-fill-in-the-blanks');
    expect(resolveTask('reading/re-order-paragraphs')?.apiTask).toBe('reorderParagraphs');
    expect(resolveTask('listening/fillInTheBlanks')?.key).toBe('listening.fillInTheBlanks');
    expect(resolveTask('reading/nothing')).toBeNull();
    expect(resolveTask('')).toBeNull();
  });
});
