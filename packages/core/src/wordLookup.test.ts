import { describe, expect, it } from 'vitest';
import { MAX_SELECTED_SENTENCES, clickableWord, selectionSentences, selectionWord, tokenAround } from './wordLookup';

describe('clickableWord', () => {
  it('keeps alphabetic words longer than one character, without the punctuation around them', () => {
    expect(clickableWord('library')).toBe('library');
    expect(clickableWord('(Library),')).toBe('Library');
    expect(clickableWord('“planet.”')).toBe('planet');
  });

  it('refuses one letter, digits and other characters inside the word', () => {
    expect(clickableWord('a')).toBeNull();
    expect(clickableWord('I')).toBeNull();
    expect(clickableWord('2024')).toBeNull();
    expect(clickableWord('CO2')).toBeNull();
    expect(clickableWord('well-known')).toBeNull();
    expect(clickableWord('...')).toBeNull();
  });

  it('keeps the contractions whole', () => {
    expect(clickableWord("It's")).toBe("It's");
    expect(clickableWord('He’s')).toBe("He's");
    expect(clickableWord("Let's")).toBe("Let's");
    expect(clickableWord("don't")).toBe("don't");
    expect(clickableWord("you're,")).toBe("you're");
    expect(clickableWord("I'm")).toBe("I'm");
  });

  it('cuts the other possessives at the apostrophe', () => {
    expect(clickableWord("library's")).toBe('library');
    expect(clickableWord('Earth’s')).toBe('Earth');
    expect(clickableWord("students'")).toBe('students');
  });

  it('keeps other words with an apostrophe whole', () => {
    expect(clickableWord("o'clock")).toBe("o'clock");
  });
});

describe('selectionWord', () => {
  it('needs at least two characters', () => {
    expect(selectionWord('a')).toBeNull();
    expect(selectionWord(' x ')).toBeNull();
    expect(selectionWord('an')).toBe('an');
  });

  it('looks up one token only, trimmed', () => {
    expect(selectionWord(' shadow ')).toBe('shadow');
    expect(selectionWord('climate change')).toBeNull();
  });
});

describe('tokenAround', () => {
  const text = "The library's shelves, it's said.";
  it('widens a selection inside a word to the word', () => {
    expect(tokenAround(text, 6, 9)).toBe("library's");
    expect(tokenAround(text, 24, 25)).toBe("it's");
  });

  it('leaves a selection over several words as it is', () => {
    expect(tokenAround(text, 0, 11)).toBe('The library');
  });
});

describe('selectionSentences', () => {
  it('splits a passage after each sentence end before a capital, quotes and brackets kept with their sentence', () => {
    expect(selectionSentences('The library opens at nine.  It closes at\nsix! Is it busy? “Yes.” (Very.) 2024 was calm.')).toEqual({
      sentences: ['The library opens at nine.', 'It closes at six!', 'Is it busy?', '“Yes.”', '(Very.)', '2024 was calm.'],
      more: false,
    });
  });

  it('keeps a phrase, a decimal and a lower-case continuation in one piece', () => {
    expect(selectionSentences('rose by 2.5 per cent, e.g. in towns')).toEqual({ sentences: ['rose by 2.5 per cent, e.g. in towns'], more: false });
  });

  it('is null for one word or no letters, so the dictionary or nothing takes the selection', () => {
    expect(selectionSentences(' library ')).toBeNull();
    expect(selectionSentences('12 34')).toBeNull();
  });

  it('cuts a part longer than the service takes at a space, and sends at most eight sentences', () => {
    const long = `${'word '.repeat(300).trim()}.`;
    const parts = selectionSentences(long)!.sentences;
    expect(parts.every((part) => part.length <= 1000)).toBe(true);
    expect(parts.join(' ')).toBe(long);
    const many = selectionSentences(Array.from({ length: 10 }, (_, n) => `Sentence ${n + 1} is here.`).join(' '))!;
    expect(many.sentences).toHaveLength(MAX_SELECTED_SENTENCES);
    expect(many.more).toBe(true);
  });
});
