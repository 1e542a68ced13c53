import { describe, expect, it } from 'vitest';
import {
  breadcrumbs, clampPageInput, clampZeroBasedPage, countWords, formatScore, practiceNumber, prettifySegment, pteTypeLabel,
  questionNumber, remainingPremiumDays, scoreModalHeading, variantOf,
} from './rules';

describe('word count', () => {
  it('ignores blanks, normalises curly quotes and counts hyphenated words once', () => {
    expect(countWords('')).toBe(0);
    expect(countWords('   \n\t ')).toBe(0);
    expect(countWords('A well-known  fact ,  really.')).toBe(4);
    expect(countWords('It\u2019s the learner\u2019s \u201Cchoice\u201D')).toBe(4);
    expect(countWords('state-of-the-art design — indeed')).toBe(3);
  });
});

describe('numbers and labels', () => {
  it('pads ids: # + 5 digits in the table, summary + 4 digits on the card', () => {
    expect(questionNumber(42)).toBe('#00042');
    expect(practiceNumber('RWFIB', 7)).toBe('RWFIB #0007');
  });

  it('shows scores with 1 or 2 decimals', () => {
    expect(formatScore(2)).toBe('2.0');
    expect(formatScore(1.5)).toBe('1.5');
    expect(formatScore(2 / 3)).toBe('0.67');
  });

  it('labels exam types and maps profiles to variants', () => {
    expect(pteTypeLabel('PTE Core')).toBe('Core');
    expect(pteTypeLabel('PTE Academic')).toBe('Academic');
    expect(pteTypeLabel('PTE Academic/UKVI')).toBe('Academic');
    expect(variantOf('PTE Core')).toBe('CORE');
    expect(variantOf(undefined)).toBe('ACADEMIC');
  });

  it('counts remaining premium days rounded up, never below 0', () => {
    const now = Date.parse('2026-11-22T00:00:00Z');
    expect(remainingPremiumDays('2026-11-23T12:00:00Z', now)).toBe(2);
    expect(remainingPremiumDays('2026-11-01T00:00:00Z', now)).toBe(0);
    expect(remainingPremiumDays(null, now)).toBe(0);
  });
});

describe('pagers', () => {
  it('clamps typed pages to 1..total and reverts non-numbers to the current page', () => {
    expect(clampPageInput('99', 2, 5)).toBe(5);
    expect(clampPageInput('0', 2, 5)).toBe(1);
    expect(clampPageInput('abc', 2, 5)).toBe(2);
    expect(clampPageInput('', 3, 5)).toBe(3);
    expect(clampPageInput('4', 1, 5)).toBe(4);
  });

  it('clamps 0-based community pages', () => {
    expect(clampZeroBasedPage(7, 3)).toBe(2);
    expect(clampZeroBasedPage(-1, 3)).toBe(0);
    expect(clampZeroBasedPage(0, 0)).toBe(0);
  });
});

describe('breadcrumbs and headings', () => {
  it('prettifies segments as the spec says', () => {
    expect(prettifySegment('rw-fill-in-the-blanks')).toBe('R/W: Fill in the Blanks');
    expect(prettifySegment('fill-in-blanks')).toBe('Fill in the Blanks');
    expect(prettifySegment('re-order-paragraphs')).toBe('Re Order Paragraphs');
    expect(prettifySegment('spelling_book')).toBe('Spelling Book');
  });

  it('starts with Dashboard, leaves skills unlinked, and shows nothing for Dashboard alone', () => {
    expect(breadcrumbs('/dashboard')).toEqual([]);
    expect(breadcrumbs('/dashboard/reading/rw-fill-in-the-blanks/3')).toEqual([
      { label: 'Dashboard', href: '/dashboard' },
      { label: 'Reading', href: undefined },
      { label: 'R/W: Fill in the Blanks', href: '/dashboard/reading/rw-fill-in-the-blanks' },
      { label: '3', href: undefined },
    ]);
  });

  it('reads the score modal heading from the path', () => {
    expect(scoreModalHeading('/dashboard/reading/multiple-choice-single/4')).toEqual({ skill: 'reading', task: 'multiple choice single' });
  });
});
