import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { ipaToArpabet, loadDictionary, syllabify, type PronouncingDictionary } from '../scoring/speech/dictionary';
import { startEspeak } from './espeakProcess';

/** espeak-ng kept running per voice (started at the first word asked for). */
const running = { 'en-gb': startEspeak('en-gb'), 'en-us': startEspeak('en-us') };

const run = promisify(execFile);

/**
 * Phonetics of a dictionary word, between slashes with a primary stress mark before the stressed syllable of a word of
 * more than one syllable (the lexicon's convention). British: espeak-ng's en-gb voice. American: the CMU pronouncing
 * dictionary the speech engine decodes with (ARPAbet, which in that copy carries no stress), stressed where espeak-ng
 * stresses the word; espeak-ng's en-us voice for words CMU lacks.
 *
 * espeak-ng is kept running per voice (`espeakProcess.ts`) and answers a word in about a millisecond; words asked for
 * in the same turn of the event loop go to it as one batch, and answers are kept in an LRU.
 */

export interface Phonetics {
  british: string | null;
  american: string | null;
}

const CACHE_LIMIT = 20_000;

const ARPABET_TO_IPA: Readonly<Record<string, string>> = {
  AA: 'ɑː', AE: 'æ', AO: 'ɔː', AW: 'aʊ', AY: 'aɪ', EH: 'e', EY: 'eɪ', IH: 'ɪ', IY: 'iː', OW: 'oʊ', OY: 'ɔɪ', UH: 'ʊ', UW: 'uː',
  B: 'b', CH: 'tʃ', D: 'd', DH: 'ð', F: 'f', G: 'ɡ', HH: 'h', JH: 'dʒ', K: 'k', L: 'l', M: 'm', N: 'n', NG: 'ŋ', P: 'p', R: 'r',
  S: 's', SH: 'ʃ', T: 't', TH: 'θ', V: 'v', W: 'w', Y: 'j', Z: 'z', ZH: 'ʒ',
};
const VOWEL_PHONES = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);

/** IPA vowels as espeak-ng writes them (a nucleus starts at any of these). */
const IPA_VOWEL = /[aeiouɑɒæʌəɐɔɛɜɝɚɪᵻʊ]/;
/** Consonant clusters that may begin an English syllable, in espeak-ng's IPA (after the ɹ → r respelling). */
const IPA_ONSETS = new Set([
  'pr', 'tr', 'kr', 'br', 'dr', 'ɡr', 'fr', 'θr', 'ʃr', 'pl', 'kl', 'bl', 'ɡl', 'fl', 'sl', 'tw', 'kw', 'dw', 'sw', 'ɡw', 'θw',
  'sp', 'st', 'sk', 'sm', 'sn', 'sf', 'spr', 'str', 'skr', 'spl', 'skw', 'pj', 'bj', 'fj', 'vj', 'kj', 'mj', 'hj', 'skj', 'spj', 'tʃ', 'dʒ',
]);

/** espeak-ng's IPA respelt as dictionaries print it, the stress mark moved from the vowel to the syllable's start. */
export function tidyEspeak(ipa: string): string | null {
  let text = ipa.normalize('NFC').replace(/[\u200d\u0361]/g, '').replace(/ɹ/g, 'r').replace(/ᵻ/g, 'ɪ').replace(/ɐ/g, 'ə').replace(/ɾ/g, 't')
    .replace(/g/g, 'ɡ').replace(/ɛː/g, 'eə').replace(/ɛ/g, 'e').replace(/a(?![ɪʊ])/g, 'æ').replace(/ˌ/g, '').trim();
  if (!text || /\s/.test(text)) return null;
  const stress = text.indexOf('ˈ');
  text = text.replace(/ˈ/g, '');
  // Nuclei, not vowel letters: a diphthong (eə, aɪ) or long vowel is one.
  const vowels = text.match(new RegExp(`${IPA_VOWEL.source}+`, 'g'))?.length ?? 0;
  if (stress < 0 || vowels <= 1 || !/[aeiouɑɒæʌəɔɛɜɝɚɪʊ]/.test(text)) return `/${text}/`;
  // Move the mark left over the consonants before the vowel that may start a syllable.
  let start = stress;
  for (let cut = stress - 1; cut >= 0 && !IPA_VOWEL.test(text[cut]) && text[cut] !== 'ː'; cut -= 1) {
    const cluster = text.slice(cut, stress);
    if (cluster.length === 1 || IPA_ONSETS.has(cluster)) start = cut;
  }
  return `/${text.slice(0, start)}ˈ${text.slice(start)}/`;
}

/** Which vowel (0-based nucleus) espeak-ng stresses in a word's IPA; null when it marks none. */
function stressedNucleus(ipa: string): number | null {
  const stress = ipa.indexOf('ˈ');
  if (stress < 0) return null;
  const before = ipaToArpabet(ipa.slice(0, stress).replace(/ˌ/g, '')) ?? [];
  return before.filter((phone) => VOWEL_PHONES.has(phone)).length;
}

/** CMU phones in IPA, with ˈ before syllable `stressed`; AH and ER written as stressed or not, an unstressed IY as i (happy). */
export function arpabetToIpa(phones: string[], stressed: number | null, weak = false): string {
  const syllables = syllabify(phones);
  const marked = syllables.length > 1 && stressed !== null && stressed < syllables.length ? stressed : -1;
  return `/${syllables.map((syllable, index) => {
    const text = syllable.map((phone) => {
      if (phone === 'AH') return (index === marked || syllables.length === 1) && !weak ? 'ʌ' : 'ə';
      if (phone === 'ER') return index === marked || syllables.length === 1 ? 'ɝː' : 'ɚ';
      if (phone === 'IY' && index !== marked && syllables.length > 1) return 'i';
      return ARPABET_TO_IPA[phone] ?? '';
    }).join('');
    return index === marked ? `ˈ${text}` : text;
  }).join('')}/`;
}

/**
 * Raw espeak-ng IPA of each word in one voice: from the espeak-ng kept running, otherwise one run of the command for
 * all of them (a word per clause, so a line each).
 */
async function espeak(words: string[], voice: 'en-gb' | 'en-us'): Promise<Map<string, string>> {
  const found = new Map<string, string>();
  if (words.length === 0) return found;
  try {
    return await running[voice].ipa(words);
  } catch {
    // espeak-ng would not stay running: one run of the command for the batch, as below.
  }
  try {
    const { stdout } = await run('espeak-ng', ['-q', '--ipa', '-v', voice, words.map((word) => `${word}.`).join('\n')], { timeout: 20_000, maxBuffer: 8 << 20 });
    const lines = stdout.split('\n').map((line) => line.trim()).filter(Boolean);
    if (lines.length === words.length) words.forEach((word, index) => found.set(word, lines[index]));
    else if (words.length > 1) {
      // A word read as two clauses (or none) shifts every line after it: halve the batch until the culprit is alone.
      const half = Math.ceil(words.length / 2);
      for (const part of await Promise.all([espeak(words.slice(0, half), voice), espeak(words.slice(half), voice)])) for (const [word, ipa] of part) found.set(word, ipa);
    }
  } catch {
    // Without espeak-ng the phonetics stay null; the rest of the entry does not depend on them.
  }
  return found;
}

export interface PhoneticsSource {
  /** The phonetics of lower-case words, transcribing the ones not cached in one batch. */
  of(words: string[]): Promise<Map<string, Phonetics>>;
}

export async function loadPhonetics(): Promise<PhoneticsSource> {
  const cmu: PronouncingDictionary = await loadDictionary();
  const cache = new Map<string, Phonetics>();
  const remember = (word: string, phonetics: Phonetics) => {
    if (cache.size >= CACHE_LIMIT) cache.delete(cache.keys().next().value!);
    cache.set(word, phonetics);
  };

  const transcribe = async (words: string[]) => {
    const british = await espeak(words, 'en-gb');
    const needUs = words.filter((word) => !cmu.lookup(word));
    const american = await espeak(needUs, 'en-us');
    for (const word of words) {
      const gb = british.get(word);
      const phones = cmu.lookup(word)?.[0];
      // A one-syllable word espeak-ng says with a schwa is a weak form (the, of): its AH is ə, not ʌ.
      const weak = gb !== undefined && gb.includes('ə') && !gb.includes('ʌ');
      const us = phones ? arpabetToIpa(phones, gb ? stressedNucleus(gb) : null, weak) : american.has(word) ? tidyEspeak(american.get(word)!) : null;
      remember(word, { british: gb ? tidyEspeak(gb) : null, american: us });
    }
  };

  let pending: { words: Set<string>; done: Promise<void> } | null = null;
  const request = (words: string[]): Promise<void> => {
    if (!pending) {
      const batch = { words: new Set<string>(), done: Promise.resolve() };
      batch.done = new Promise<void>((resolve) => setImmediate(resolve)).then(() => {
        pending = null;
        return transcribe([...batch.words]);
      });
      pending = batch;
    }
    for (const word of words) pending.words.add(word);
    return pending.done;
  };

  return {
    async of(words) {
      const clean = words.filter((word) => /^[a-z]+(['-][a-z]+)*$/.test(word));
      const missing = clean.filter((word) => !cache.has(word));
      if (missing.length > 0) await request(missing);
      const found = new Map<string, Phonetics>();
      for (const word of clean) {
        const phonetics = cache.get(word);
        if (phonetics) {
          cache.delete(word);
          cache.set(word, phonetics);
          found.set(word, phonetics);
        }
      }
      return found;
    },
  };
}
