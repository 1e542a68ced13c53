import { describe, expect, it } from 'vitest';
import { recognitionSupport } from './support';

const words = (text: string) => text.toLowerCase().split(/\s+/).map((word) => [word]);

describe('recognition support', () => {
  const text = words('public libraries offer much more than books to the people who visit them every week');

  it('supports every word of a reading the recogniser heard in order, gaps of one or two words included', () => {
    const heard = 'public libraries offer much mother than books to the people who visits them every week'.split(' ');
    expect(recognitionSupport(text, heard).every(Boolean)).toBe(true);
    const gapOfTwo = 'public libraries offer mush mar than books to the people who visit them every week'.split(' ');
    expect(recognitionSupport(text, gapOfTwo).every(Boolean)).toBe(true);
  });

  it('supports nothing of a different text that only shares a few common words', () => {
    const other = 'the weather will be cold and windy so please take a warm coat to the station and more'.split(' ');
    const support = recognitionSupport(text, other);
    expect(support.filter(Boolean)).toHaveLength(0);
  });

  it('fills a stretch the recogniser misheard as a whole, between two runs, when it heard about as many words there', () => {
    const heard = 'public libraries offer much mower den bucks tuba people who visit them every week'.split(' ');
    expect(recognitionSupport(text, heard).every(Boolean)).toBe(true);
  });

  it('fills no more than eight words between runs, nor a stretch where the recogniser heard far more words', () => {
    const long = words('one two three four five six seven eight nine ten eleven twelve thirteen fourteen fifteen sixteen');
    const heard = 'one two three sixteen'.split(' ');
    expect(recognitionSupport(long, [...heard.slice(0, 3), 'x', 'fourteen', 'fifteen', 'sixteen'])).toEqual([
      true, true, true, false, false, false, false, false, false, false, false, false, false, true, true, true,
    ]);
    const chatter = Array.from({ length: 20 }, (_, k) => `word${k}`);
    expect(recognitionSupport(text, ['public', 'libraries', 'offer', ...chatter, 'them', 'every', 'week']).filter(Boolean)).toHaveLength(6);
    expect(recognitionSupport(words('one two three'), []).some(Boolean)).toBe(false);
  });

  it('matches a token read as several words (numbers)', () => {
    const reference = [['in'], ['nineteen', 'ninety'], ['prices'], ['rose']];
    expect(recognitionSupport(reference, 'in nineteen ninety prices rose'.split(' '))).toEqual([true, true, true, true]);
  });
});
