import { countWords } from '@pte-kit/core';
import { describe, expect, it } from 'vitest';
import {
  countTerminatedSentences, endsWithFullStop, isAllCapitals, isBulletList, paragraphs, sentenceSpans, spellingKey, stem, tokenize,
} from './text';

const sentences = (text: string) => sentenceSpans(text).map((span) => text.slice(span.start, span.end));

describe('tokenize', () => {
  it('keeps every piece with its offsets and finds the word inside the punctuation', () => {
    const text = '"Parks," she said — cool cities.';
    const tokens = tokenize(text);
    expect(tokens.map((token) => token.raw)).toEqual(['"Parks,"', 'she', 'said', '—', 'cool', 'cities.']);
    expect(tokens[0]).toMatchObject({ core: 'Parks', coreStart: 1, coreEnd: 6, clauseEnd: true, sentenceStart: true });
    expect(tokens[3].core).toBe('');
    for (const token of tokens) expect(text.slice(token.start, token.end)).toBe(token.raw);
  });

  it('counts the same words as the editors do', () => {
    const text = 'It’s a well-known fact — 3.5 % of “urban” areas … are green!';
    expect(tokenize(text).filter((token) => token.core).length).toBe(countWords(text));
  });
});

describe('sentences', () => {
  it('does not split at abbreviations, titles or decimals', () => {
    expect(sentences('Dr. Lee studied parks, e.g. gardens, in the U.S. and found a 2.5 degree drop. Rents rose.')).toEqual([
      'Dr. Lee studied parks, e.g. gardens, in the U.S. and found a 2.5 degree drop.',
      'Rents rose.',
    ]);
  });

  it('ends a sentence at "etc." when a capital follows', () => {
    expect(countTerminatedSentences(tokenize('Parks, gardens, etc. Cities need them.'))).toBe(2);
    expect(countTerminatedSentences(tokenize('Parks, gardens, etc. are needed.'))).toBe(1);
  });

  it('counts SWT sentences by terminal punctuation, not line breaks', () => {
    expect(countTerminatedSentences(tokenize('Parks cool cities\nand reduce floods.'))).toBe(1);
    expect(countTerminatedSentences(tokenize('Parks cool cities. They reduce floods.'))).toBe(2);
    expect(countTerminatedSentences(tokenize('Why? Because parks cool cities.'))).toBe(2);
    expect(countTerminatedSentences(tokenize('Parks cool cities; they also reduce floods.'))).toBe(1);
  });

  it('knows whether the response ends with a full stop', () => {
    expect(endsWithFullStop('Parks cool cities.')).toBe(true);
    expect(endsWithFullStop('Parks cool "cities." ')).toBe(true);
    expect(endsWithFullStop('Parks cool cities')).toBe(false);
    expect(endsWithFullStop('Parks cool cities...')).toBe(false);
    expect(endsWithFullStop('Parks cool cities?')).toBe(false);
  });
});

describe('layout', () => {
  it('spots capitals-only and bullet-point answers', () => {
    expect(isAllCapitals(tokenize('PARKS COOL CITIES AND REDUCE FLOODS.'))).toBe(true);
    expect(isAllCapitals(tokenize('Parks in the UK and USA cool cities.'))).toBe(false);
    expect(isBulletList('- parks cool cities\n- parks reduce floods')).toBe(true);
    expect(isBulletList('1. parks cool cities\n2) parks reduce floods')).toBe(true);
    expect(isBulletList('In 2020 parks cooled cities.\n2021 was hotter.')).toBe(false);
  });

  it('splits paragraphs at line breaks and skips blank ones', () => {
    expect(paragraphs('Dear Sam,\n\nThanks.\n  \nBest,\nAna')).toEqual(['Dear Sam,', 'Thanks.', 'Best,', 'Ana']);
  });
});

describe('matching helpers', () => {
  it('folds British and American spellings together', () => {
    for (const [british, american] of [['colour', 'color'], ['organise', 'organize'], ['centre', 'center'], ['travelled', 'traveled'], ['analyse', 'analyze']]) {
      expect(spellingKey(british)).toBe(spellingKey(american));
    }
  });

  it('gives derived words the same rough stem', () => {
    expect(stem('pollution')).toBe(stem('polluted'));
    expect(stem('urbanisation')).toBe(stem('urban'));
    expect(stem('flooding')).toBe(stem('floods'));
  });
});
