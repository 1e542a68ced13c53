import { execFile } from 'node:child_process';
import { readFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { modelFiles } from './sphinx';

const run = promisify(execFile);

/** ARPAbet vowels: each is the nucleus of one syllable. */
const VOWELS = new Set(['AA', 'AE', 'AH', 'AO', 'AW', 'AY', 'EH', 'ER', 'EY', 'IH', 'IY', 'OW', 'OY', 'UH', 'UW']);
export const PHONES = [...VOWELS, 'B', 'CH', 'D', 'DH', 'F', 'G', 'HH', 'JH', 'K', 'L', 'M', 'N', 'NG', 'P', 'R', 'S', 'SH', 'T', 'TH', 'V', 'W', 'Y', 'Z', 'ZH'];

/** Consonant clusters English allows at the start of a syllable (maximal onset principle). */
const ONSETS = new Set([
  'P R', 'T R', 'K R', 'B R', 'D R', 'G R', 'F R', 'TH R', 'SH R', 'P L', 'K L', 'B L', 'G L', 'F L', 'S L', 'T W', 'K W', 'D W', 'S W',
  'G W', 'TH W', 'S P', 'S T', 'S K', 'S M', 'S N', 'S F', 'S P R', 'S T R', 'S K R', 'S P L', 'S K W', 'P Y', 'B Y', 'F Y', 'V Y', 'K Y',
  'M Y', 'HH Y', 'S K Y', 'S P Y',
]);

/** The CMU pronouncing dictionary Sphinx decodes with (134k words, US English, no stress marks). */
export interface PronouncingDictionary {
  /** Pronunciations of a lower-case word, each a list of ARPAbet phones; undefined when it is not in the dictionary. */
  lookup(word: string): string[][] | undefined;
}

const shared = new Map<string, Promise<PronouncingDictionary>>();

/** Reads a Sphinx dictionary once per process (~0.2 s) and shares it. */
export function loadDictionary(file = modelFiles().dictionary): Promise<PronouncingDictionary> {
  let loading = shared.get(file);
  if (!loading) {
    loading = readDictionary(file);
    shared.set(file, loading);
    loading.catch(() => shared.delete(file));
  }
  return loading;
}

async function readDictionary(file: string): Promise<PronouncingDictionary> {
  // Pronunciations stay one string per word ("HH AH L OW|HH EH L OW") until asked for: a third of the memory of arrays.
  const entries = new Map<string, string>();
  for (const line of (await readFile(file, 'utf8')).split('\n')) {
    const space = line.indexOf(' ');
    if (space <= 0) continue;
    const word = line.slice(0, space).replace(/\(\d+\)$/, '');
    const phones = line.slice(space + 1).trim();
    const known = entries.get(word);
    entries.set(word, known ? `${known}|${phones}` : phones);
  }
  return { lookup: (word) => entries.get(word)?.split('|').map((phones) => phones.split(' ')) };
}

/**
 * Splits phones into syllables: one per vowel, consonants between two vowels going to the later
 * syllable as far as English allows the cluster to begin a syllable ("ex·tra" EH K · S T R AH).
 */
export function syllabify(phones: string[]): string[][] {
  const nuclei = phones.flatMap((phone, index) => (VOWELS.has(phone) ? [index] : []));
  if (nuclei.length <= 1) return [phones];
  const syllables: string[][] = [];
  let start = 0;
  for (let k = 0; k < nuclei.length - 1; k += 1) {
    const left = nuclei[k];
    const right = nuclei[k + 1];
    let boundary = right;
    // The longest legal onset before the next vowel: one consonant always, more when the cluster is an onset.
    for (let cut = left + 1; cut < right; cut += 1) {
      const cluster = phones.slice(cut, right);
      if (cluster.length === 1 || ONSETS.has(cluster.join(' '))) {
        boundary = cut;
        break;
      }
    }
    syllables.push(phones.slice(start, boundary));
    start = boundary;
  }
  syllables.push(phones.slice(start));
  return syllables;
}

const IPA_TO_ARPABET: [string, string[]][] = ([
  ['aɪ', ['AY']], ['aʊ', ['AW']], ['eɪ', ['EY']], ['oʊ', ['OW']], ['əʊ', ['OW']], ['ɔɪ', ['OY']], ['tʃ', ['CH']], ['dʒ', ['JH']],
  ['ɑː', ['AA']], ['ɔː', ['AO']], ['ɜː', ['ER']], ['iː', ['IY']], ['uː', ['UW']], ['ɪɹ', ['IH', 'R']], ['ɛɹ', ['EH', 'R']], ['ʊɹ', ['UH', 'R']],
  ['n̩', ['AH', 'N']], ['l̩', ['AH', 'L']], ['m̩', ['AH', 'M']],
  ['ɑ', ['AA']], ['ɒ', ['AA']], ['æ', ['AE']], ['ʌ', ['AH']], ['ə', ['AH']], ['ɐ', ['AH']], ['ɔ', ['AO']], ['ɛ', ['EH']], ['e', ['EH']],
  ['ɝ', ['ER']], ['ɚ', ['ER']], ['ɪ', ['IH']], ['ᵻ', ['IH']], ['i', ['IY']], ['ʊ', ['UH']], ['u', ['UW']], ['o', ['OW']], ['a', ['AA']],
  ['b', ['B']], ['d', ['D']], ['ð', ['DH']], ['f', ['F']], ['ɡ', ['G']], ['g', ['G']], ['h', ['HH']], ['k', ['K']], ['l', ['L']], ['ɫ', ['L']],
  ['m', ['M']], ['n', ['N']], ['ŋ', ['NG']], ['p', ['P']], ['ɹ', ['R']], ['r', ['R']], ['ɾ', ['T']], ['s', ['S']], ['ʃ', ['SH']], ['t', ['T']],
  ['θ', ['TH']], ['v', ['V']], ['w', ['W']], ['j', ['Y']], ['z', ['Z']], ['ʒ', ['ZH']], ['ʔ', ['T']], ['x', ['K']],
] as [string, string[]][]).sort((a, b) => b[0].length - a[0].length);

/** ARPAbet phones for espeak-ng's US English IPA of one word; null when a symbol has no counterpart. */
export function ipaToArpabet(ipa: string): string[] | null {
  // Stress marks, zero-width joiners and tie bars carry nothing ARPAbet (as Sphinx uses it) keeps.
  const text = ipa.normalize('NFC').replace(/[ˈˌ\u200d\u0361.]/g, '');
  const phones: string[] = [];
  let at = 0;
  while (at < text.length) {
    const entry = IPA_TO_ARPABET.find(([symbol]) => text.startsWith(symbol, at));
    if (entry) {
      for (const phone of entry[1]) if (phones[phones.length - 1] !== phone || VOWELS.has(phone)) phones.push(phone);
      at += entry[0].length;
    } else if (text[at] === 'ː') {
      at += 1;
    } else {
      return null;
    }
  }
  return phones.length > 0 ? phones : null;
}

/**
 * Letter-to-sound for words the dictionary lacks (names, new words): espeak-ng's US English rules,
 * mapped to ARPAbet. One espeak-ng run for all the words; a word it cannot transcribe is left out.
 */
export async function guessPronunciations(words: string[]): Promise<Map<string, string[]>> {
  const guessed = new Map<string, string[]>();
  const clean = [...new Set(words)].filter((word) => /^[a-z]+(['-][a-z]+)*$/.test(word));
  if (clean.length === 0) return guessed;
  try {
    const { stdout } = await run('espeak-ng', ['-q', '--ipa', '-v', 'en-us', clean.join('\n')], { timeout: 10_000 });
    const transcriptions = stdout.trim().split(/\s+/);
    if (transcriptions.length !== clean.length) {
      if (clean.length === 1) return guessed;
      // espeak-ng joined or split something: ask word by word instead.
      const singles = await Promise.all(clean.map((word) => guessPronunciations([word])));
      for (const single of singles) for (const [word, phones] of single) guessed.set(word, phones);
      return guessed;
    }
    clean.forEach((word, index) => {
      const phones = ipaToArpabet(transcriptions[index]);
      if (phones) guessed.set(word, phones);
    });
  } catch {
    // Without espeak-ng, unknown words are simply not expected in the recording.
  }
  return guessed;
}

const LETTER_DIGRAPHS = new Set(['ch', 'sh', 'th', 'ph', 'wh', 'gh', 'ck', 'ng', 'qu']);
const LETTER_ONSETS = new Set(['bl', 'br', 'cl', 'cr', 'dr', 'fl', 'fr', 'gl', 'gr', 'pl', 'pr', 'sc', 'sk', 'sl', 'sm', 'sn', 'sp', 'st', 'sw', 'tr', 'tw', 'str', 'spr', 'scr', 'thr', 'shr']);

/** Vowel-letter groups of a word: start and end (exclusive) of each run of a, e, i, o, u and y (not word-initial y). */
function vowelGroups(word: string): [number, number][] {
  const groups: [number, number][] = [];
  const isVowel = (index: number) => /[aeiou]/.test(word[index]) || (word[index] === 'y' && index > 0);
  for (let index = 0; index < word.length; index += 1) {
    if (!isVowel(index)) continue;
    const last = groups[groups.length - 1];
    if (last && last[1] === index) last[1] = index + 1;
    else groups.push([index, index + 1]);
  }
  // A final silent e ("make", "phone") is no syllable of its own; "-le" after a consonant is ("ta·ble").
  const final = groups[groups.length - 1];
  if (groups.length > 1 && final[0] === word.length - 1 && word.endsWith('e') && !/[^aeiou]le$/.test(word)) groups.pop();
  return groups;
}

/** Where the consonants between two vowel groups split: V·CV, VC·CV, digraphs and onset clusters kept whole. */
function boundaryBetween(word: string, left: [number, number], right: [number, number]): number {
  const consonants = word.slice(left[1], right[0]);
  if (consonants.length === 0) return left[1];
  // A final "-le" takes the consonant before it: "ta·ble", "bot·tle".
  if (right[1] === word.length && /[^aeiou]le$/.test(word) && right[0] === word.length - 1) return right[0] - 2;
  if (consonants.length === 1) return consonants === 'x' ? right[0] : left[1];
  if (LETTER_DIGRAPHS.has(consonants)) return consonants === 'ck' || consonants === 'ng' ? right[0] : left[1];
  if (consonants.length === 2) {
    // "se·cret", "en·tre", but "mis·ter", "dis·cuss": s-clusters split.
    return LETTER_ONSETS.has(consonants) && consonants[0] !== 's' ? left[1] : left[1] + 1;
  }
  for (const size of [3, 2]) if (LETTER_ONSETS.has(consonants.slice(-size))) return right[0] - size;
  return right[0] - (LETTER_DIGRAPHS.has(consonants.slice(-2)) ? 2 : 1);
}

/**
 * The written word cut into `count` syllables for display ("com·mu·ni·ty"). Spelling rules give the
 * cuts; when the spelling suggests a different number of syllables than the dictionary's phones,
 * the letters are shared out in proportion to the phones instead.
 */
export function spellSyllables(word: string, phoneCounts: number[]): string[] {
  const count = phoneCounts.length;
  if (count <= 1) return [word];
  let groups = vowelGroups(word.toLowerCase());
  while (groups.length > count) {
    // Merge the two groups with the fewest letters between them ("bus·i·ness" → "busi·ness").
    let closest = 0;
    for (let k = 1; k + 1 < groups.length; k += 1) if (groups[k + 1][0] - groups[k][1] < groups[closest + 1][0] - groups[closest][1]) closest = k;
    groups = [...groups.slice(0, closest), [groups[closest][0], groups[closest + 1][1]], ...groups.slice(closest + 2)];
  }
  while (groups.length < count) {
    // Split the longest vowel run ("cre·ate", "i·de·a").
    let longest = -1;
    groups.forEach((group, k) => {
      if (group[1] - group[0] >= 2 && (longest < 0 || group[1] - group[0] > groups[longest][1] - groups[longest][0])) longest = k;
    });
    if (longest < 0) break;
    const [start, end] = groups[longest];
    const middle = start + Math.floor((end - start) / 2);
    groups = [...groups.slice(0, longest), [start, middle], [middle, end], ...groups.slice(longest + 1)];
  }
  if (groups.length !== count) return proportionalSplit(word, phoneCounts);
  const cuts = groups.slice(0, -1).map((group, k) => boundaryBetween(word.toLowerCase(), group, groups[k + 1]));
  return [0, ...cuts].map((cut, k) => word.slice(cut, cuts[k] ?? word.length));
}

function proportionalSplit(word: string, phoneCounts: number[]): string[] {
  const total = phoneCounts.reduce((sum, phones) => sum + phones, 0);
  const pieces: string[] = [];
  let used = 0;
  let phonesSoFar = 0;
  phoneCounts.forEach((phones, k) => {
    phonesSoFar += phones;
    const end = k === phoneCounts.length - 1 ? word.length : Math.max(used + 1, Math.round((phonesSoFar / total) * word.length));
    pieces.push(word.slice(used, end));
    used = end;
  });
  return pieces;
}
