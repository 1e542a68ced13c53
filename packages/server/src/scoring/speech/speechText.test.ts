import { describe, expect, it } from 'vitest';
import { ipaToArpabet, spellSyllables, syllabify } from './dictionary';
import { alignmentGrammar, readAlignment } from './grammar';
import { numberReadings, referenceTokens } from './text';
import { detectSpeech, splitAtSilences } from './vad';

describe('reference text', () => {
  it('keeps each printed word with the ways it is said, and marks the breaks after punctuation', () => {
    const tokens = referenceTokens('In 1998, about 280 people — 25% of them — joined the well-known club.');
    expect(tokens.map((token) => token.raw)).toEqual(['In', '1998,', 'about', '280', 'people', '25%', 'of', 'them', 'joined', 'the', 'well-known', 'club.']);
    expect(tokens[1].says).toContainEqual(['nineteen', 'ninety', 'eight']);
    expect(tokens[3].says).toEqual([['two', 'hundred', 'eighty'], ['two', 'hundred', 'and', 'eighty']]);
    expect(tokens[5].says[0]).toEqual(['twenty', 'five', 'percent']);
    expect(tokens[10].says).toEqual([['well', 'known']]);
    expect(tokens.filter((token) => token.breakAfter).map((token) => token.raw)).toEqual(['1998,', 'people', 'them', 'club.']);
  });

  it('reads years, money, decimals, ordinals and decades as people say them', () => {
    expect(numberReadings('2005')).toContainEqual(['two', 'thousand', 'five']);
    expect(numberReadings('2024')).toContainEqual(['twenty', 'twenty', 'four']);
    expect(numberReadings('$40')).toContainEqual(['forty', 'dollars']);
    expect(numberReadings('3.5')).toContainEqual(['three', 'point', 'five']);
    expect(numberReadings('21st')).toEqual([['twenty', 'first']]);
    expect(numberReadings('1990s')).toContainEqual(['nineteen', 'nineties']);
    expect(numberReadings('1,500,000')).toContainEqual(['one', 'million', 'five', 'hundred', 'thousand']);
    expect(numberReadings('hello')).toBeNull();
  });
});

describe('pronouncing dictionary helpers', () => {
  it('splits phones into syllables with the longest legal onset, and spells them', () => {
    expect(syllabify(['EH', 'K', 'S', 'T', 'R', 'AH'])).toEqual([['EH', 'K'], ['S', 'T', 'R', 'AH']]);
    expect(spellSyllables('community', [2, 3, 2, 2])).toEqual(['com', 'mu', 'ni', 'ty']);
    expect(spellSyllables('table', [2, 3])).toEqual(['ta', 'ble']);
    expect(spellSyllables('business', [3, 3])).toEqual(['busi', 'ness']);
    expect(spellSyllables('make', [3])).toEqual(['make']);
  });

  it("maps espeak-ng's IPA to the ARPAbet phones Sphinx knows", () => {
    expect(ipaToArpabet('bɹˈɛksɪt')).toEqual(['B', 'R', 'EH', 'K', 'S', 'IH', 'T']);
    expect(ipaToArpabet('koʊˈɑːlə')).toEqual(['K', 'OW', 'AA', 'L', 'AH']);
    expect(ipaToArpabet('ʘ')).toBeNull();
  });
});

describe('alignment grammar', () => {
  const items = [{ says: [['the']] }, { says: [['two', 'hundred'], ['two', 'hundred', 'and']] }, { says: [['books']] }];
  const segment = (word: string, startFrame: number) => ({ word, startFrame, endFrame: startFrame + 9, acousticScore: -100 });

  it('writes an FSG with a state per item, skips, filled pauses, garbage and an early stop', () => {
    const fsg = alignmentGrammar(items);
    expect(fsg).toMatch(/^FSG_BEGIN alignment\nNUM_STATES \d+\nSTART_STATE 0\nFINAL_STATE \d+\n/);
    expect(fsg).toContain('TRANSITION 0 1 1 the');
    expect(fsg).toContain('TRANSITION 0 1 0.001\n');
    expect(fsg).toContain('TRANSITION 1 1 0.000001 um');
    expect(fsg).toMatch(/TRANSITION 2 \d+ 1 garbage_/);
    expect(fsg.trimEnd().endsWith('FSG_END')).toBe(true);
  });

  it('gives the decoded words back to the items they say, in order, with hesitations and unknown speech apart', () => {
    const alignment = readAlignment(items, [
      segment('<sil>', 0), segment('the', 10), segment('um', 20), segment('two', 30), segment('hundred(2)', 40), segment('garbage_', 50), segment('garbage_', 60),
    ]);
    expect(alignment.items[0]?.map((part) => part.word)).toEqual(['the']);
    expect(alignment.items[1]?.map((part) => part.word)).toEqual(['two', 'hundred']);
    expect(alignment.items[2]).toBeNull();
    expect(alignment.hesitations.map((part) => part.startFrame)).toEqual([20]);
    expect(alignment.garbage).toEqual([{ word: 'garbage_', startFrame: 50, endFrame: 69, acousticScore: -200 }]);
  });
});

describe('speech activity', () => {
  it('finds the speech in a recording and cuts it at a pause', () => {
    const samples = new Int16Array(16_000 * 4);
    const tone = (from: number, to: number) => {
      for (let i = from * 16_000; i < to * 16_000; i += 1) samples[i] = Math.round(8000 * Math.sin(i / 5));
    };
    tone(0.5, 1.5);
    tone(2.5, 3.5);
    const activity = detectSpeech(samples);
    expect(activity.first).toBe(50);
    expect(activity.last).toBe(349);
    expect(activity.speechFrames).toBe(200);
    expect(splitAtSilences(activity, samples.length, 2)).toEqual([{ start: 0, end: 200 * 160 }, { start: 200 * 160, end: samples.length }]);
  });
});
