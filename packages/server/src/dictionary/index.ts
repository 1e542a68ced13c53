import { accentSpeaker, wordAudioPath, type Accent, type PartOfSpeech, type PhraseExample, type WordDto, type WordMeaning } from '@pte-kit/core';
import { lexicon, persianGlossary, type LexiconEntry } from '@pte-kit/content';
import { loadWordNet, type WordNet, type WordNetPos, type WordNetSense } from '../scoring/writing/wordnet';
import { candidateFormsWith, createTranslator, loadCompromise, type Translator } from '../translation/index';
import { CONTRACTION_PERSIAN, FUNCTION_WORDS, IRREGULAR_FORMS, type FunctionWord } from './functionWords';
import { loadPhonetics, type PhoneticsSource } from './phonetics';
import { expandContraction } from './words';

export { clickableWords, expandContraction, textsOf, vocabularyOf } from './words';

/*
 * The offline dictionary behind GET /api/dictionary/{word}, the word books and the review cards.
 *
 * Sources, in priority order: the hand-written lexicon (@pte-kit/content, the word of the day), the hand-written
 * function words and contractions (functionWords.ts), WordNet 3.1. Phonetics: phonetics.ts. Translations: the
 * translator (Persian from the product's glossary, other languages from FreeDict). Both exported functions are
 * asynchronous: the data loads on the first call (or loadDictionary()) and is shared by the process after it.
 */

/** A word as the route accepts it: letters, with apostrophes or hyphens inside, at most 40 characters. */
export const DICTIONARY_WORD = /^[A-Za-z]+(?:['’-][A-Za-z]+)*$/;
export const MAX_WORD_LENGTH = 40;

const DEFINITIONS_PER_PART = 8;
const EXAMPLES_PER_PART = 4;
const SYNONYMS_PER_PART = 8;
const SYNONYM_SENSES = 3;
const ANTONYMS_PER_PART = 6;
const PHRASES_PER_KIND = 8;
const FAMILY_WORDS = 8;
const ENTRY_CACHE_LIMIT = 2_000;
/** Senses WordNet marks as vulgar or offensive are not shown to learners. */
const OFFENSIVE = /\b(obscene|vulgar|vulgarism|ethnic slur|(offensive|disparaging|derogatory) (term|name|word|slang))\b/i;

const PART_OF: Readonly<Record<WordNetPos, PartOfSpeech>> = { noun: 'NOUN', verb: 'VERB', adj: 'ADJECTIVE', adv: 'ADVERB' };

interface Loaded {
  wordnet: WordNet;
  nlp: Awaited<ReturnType<typeof loadCompromise>>;
  phonetics: PhoneticsSource;
  translator: Translator;
}

const lexiconByWord = new Map<string, LexiconEntry>(lexicon.map((entry) => [entry.word, entry]));
let loading: Promise<Loaded> | undefined;
/** Loads what a look-up needs (the bench waits for it before timing first look-ups). */
export async function dictionaryWarm(): Promise<void> {
  await loadDictionary();
}

/**
 * Loads WordNet (shared with the scoring engines), compromise and the pronouncing dictionary once. Phonetics come from
 * espeak-ng kept running, about a millisecond a word, so nothing is transcribed ahead of a look-up.
 */
export function loadDictionary(): Promise<Loaded> {
  loading ??= (async () => {
    const [wordnet, nlp, phonetics] = await Promise.all([loadWordNet(), loadCompromise(), loadPhonetics()]);
    return { wordnet, nlp, phonetics, translator: createTranslator() };
  })();
  loading.catch(() => {
    loading = undefined;
  });
  return loading;
}

const inWordNet = (wordnet: WordNet, word: string) => wordnet.isNoun(word) || wordnet.isVerb(word) || wordnet.isAdjective(word) || wordnet.isAdverb(word);

/** Whether the dictionary has an entry filed under exactly this lower-case form (contractions aside). */
function isHeadword({ wordnet }: Loaded, form: string): boolean {
  return Object.hasOwn(FUNCTION_WORDS, form) || lexiconByWord.has(form) || inWordNet(wordnet, form);
}

/** Whether the part of a contraction before its apostrophe is a word (did in didn't, everyone in everyone's). */
const isStem = (loaded: Loaded) => (part: string) => Object.hasOwn(IRREGULAR_FORMS, part) || isHeadword(loaded, part);
const isContraction = (loaded: Loaded, word: string) => word.includes("'") && expandContraction(word, isStem(loaded)) !== null;

/**
 * WordNet's senses of a word as the dictionary shows them: the common-noun senses when the word has any (WordNet's
 * "who" is also the WHO, its "bill" also Bill), otherwise the capitalised ones (english → English); never a sense
 * WordNet glosses as obscene or offensive.
 */
function sensesOf(wordnet: WordNet, form: string): WordNetSense[] {
  const senses = wordnet.senses(form).filter((sense) => !OFFENSIVE.test(sense.definition));
  const common = senses.filter((sense) => sense.words.includes(form.replace(/_/g, ' ')));
  return common.length > 0 ? common : senses;
}

/**
 * The headword of a word. Hand-written entries and contractions are their own headwords. Otherwise a word WordNet
 * lists that is also an inflection of another headword (studied/study, meeting/meet, news/new) keeps its own entry
 * when WordNet's tagged corpus has met it as itself (meeting, news, limited), and goes to the base form when not
 * (studied → study, runs → run); a word WordNet does not list goes to its first base form that is a headword
 * (libraries → library, eaten → eat).
 */
function headwordOf(loaded: Loaded, word: string): string | null {
  const lower = word.trim().replace(/’/g, "'").toLowerCase();
  if (!DICTIONARY_WORD.test(lower) || lower.length > MAX_WORD_LENGTH) return null;
  if (Object.hasOwn(IRREGULAR_FORMS, lower)) return IRREGULAR_FORMS[lower];
  if (isContraction(loaded, lower)) return lower;
  if (Object.hasOwn(FUNCTION_WORDS, lower) || lexiconByWord.has(lower)) return lower;
  const own = inWordNet(loaded.wordnet, lower);
  if (own && loaded.wordnet.frequency(lower) > 0) return lower;
  const base = baseFormOf(loaded, lower);
  if (base) return base;
  if (own) return lower;
  // A possessive the caller did not cut (the council's): the word before the apostrophe.
  const apostrophe = lower.indexOf("'");
  return apostrophe > 1 ? headwordOf(loaded, lower.slice(0, apostrophe)) : null;
}

function baseFormOf(loaded: Loaded, lower: string): string | null {
  for (const form of candidateFormsWith(loaded.nlp, lower).slice(1)) if (isHeadword(loaded, form)) return form;
  // Participles compromise leaves alone out of context (eaten, shown, regrown): read as a verb after "have".
  const infinitive = loaded.nlp(`they have ${lower}`).verbs().toInfinitive().text().trim().toLowerCase();
  if (infinitive && infinitive !== 'have' && infinitive !== lower && DICTIONARY_WORD.test(infinitive) && isHeadword(loaded, infinitive)) return infinitive;
  // A plural too short for the suffix rules (ups, as in check-ups).
  if (lower.length >= 3 && lower.endsWith('s') && isHeadword(loaded, lower.slice(0, -1))) return lower.slice(0, -1);
  return null;
}

/** The headword the dictionary files a word under (`Libraries` → `library`), or null when it does not know the word. */
export async function normaliseWord(word: string): Promise<string | null> {
  if (!DICTIONARY_WORD.test(word.trim()) || word.trim().length > MAX_WORD_LENGTH) return null;
  return headwordOf(await loadDictionary(), word);
}

/** Entries without phonetics and translations, by headword: building one costs a few WordNet reads. */
const entries = new Map<string, Omit<WordDto, 'britishPhonetic' | 'americanPhonetic' | 'translations'>>();

/** A word's dictionary entry (book fields null, bookmark UNMARK), translated into `language` (default Persian). */
export async function lookupWord(word: string, language = 'fa'): Promise<WordDto | null> {
  if (!DICTIONARY_WORD.test(word.trim()) || word.trim().length > MAX_WORD_LENGTH) return null;
  const loaded = await loadDictionary();
  const headword = headwordOf(loaded, word);
  if (!headword) return null;
  let entry = entries.get(headword);
  if (!entry) {
    entry = buildEntry(loaded, headword);
    if (entries.size >= ENTRY_CACHE_LIMIT) entries.delete(entries.keys().next().value!);
    entries.set(headword, entry);
  }
  const lexiconEntry = lexiconByWord.get(headword);
  const [phonetics, translations] = await Promise.all([
    lexiconEntry ? null : loaded.phonetics.of([headword]).then((found) => found.get(headword) ?? null),
    translationsOf(loaded, headword, word, language),
  ]);
  return {
    ...entry,
    britishPhonetic: lexiconEntry?.britishPhonetic ?? phonetics?.british ?? null,
    americanPhonetic: lexiconEntry?.americanPhonetic ?? phonetics?.american ?? null,
    translations,
  };
}

async function translationsOf(loaded: Loaded, headword: string, asked: string, language: string): Promise<string[]> {
  const { translator } = loaded;
  if (headword.includes("'")) return language === 'fa' ? contractionPersian(loaded, headword) : [];
  if (language !== 'fa' && !translator.languages().includes(language)) return [];
  const found = (await translator.translate(headword, language)) ?? (asked.toLowerCase() !== headword ? await translator.translate(asked, language) : null);
  return found?.translations ?? [];
}

/** Persian of the verbs a contraction's ending stands for, for the contractions without a hand-written line. */
const PERSIAN_ENDINGS: Readonly<Record<string, string>> = { is: 'است', has: 'دارد', are: 'هستند', have: 'دارند', will: 'خواهد', would: 'می‌خواست', had: 'داشت', am: 'هستم' };

/** A contraction's Persian line: written by hand for the common ones, else its first word's gloss and the verb's. */
function contractionPersian(loaded: Loaded, word: string): string[] {
  if (Object.hasOwn(CONTRACTION_PERSIAN, word)) return CONTRACTION_PERSIAN[word].split('، ');
  const expansion = expandContraction(word, isStem(loaded))?.[0];
  if (!expansion) return [];
  const [first, verb] = expansion.split(' ');
  const gloss = Object.hasOwn(persianGlossary, first.toLowerCase()) ? persianGlossary[first.toLowerCase()].split('، ')[0] : undefined;
  return gloss && Object.hasOwn(PERSIAN_ENDINGS, verb) ? [`${gloss} ${PERSIAN_ENDINGS[verb]}`] : [];
}

const audio = (word: string, accent: Accent) => (accentSpeaker(accent) ? wordAudioPath(word, accent) : null);

/** Parts of speech whose words take part in idioms and collocations worth listing (not "the", "my", "and"). */
const PHRASE_PARTS = new Set<PartOfSpeech>(['NOUN', 'VERB', 'ADJECTIVE', 'ADVERB', 'PREPOSITION']);

function buildEntry(loaded: Loaded, headword: string): Omit<WordDto, 'britishPhonetic' | 'americanPhonetic' | 'translations'> {
  const { wordnet } = loaded;
  const meanings: WordMeaning[] = [];
  const expansions = headword.includes("'") ? expandContraction(headword, isStem(loaded)) : null;
  const lexiconEntry = lexiconByWord.get(headword);
  if (expansions) meanings.push(contractionMeaning(headword, expansions));
  else {
    if (Object.hasOwn(FUNCTION_WORDS, headword)) meanings.push(...FUNCTION_WORDS[headword].map(functionMeaning));
    for (const meaning of lexiconEntry?.meanings ?? []) meanings.push(lexiconMeaning(meaning));
    const senses = sensesOf(wordnet, headword);
    const handWritten = new Set(meanings.map((meaning) => meaning.partOfSpeech));
    // WordNet's parts of speech, the most used first (WordNet's "take" is a verb before it is a noun).
    const parts = (['noun', 'verb', 'adj', 'adv'] as const)
      .filter((pos) => !handWritten.has(PART_OF[pos]) && senses.some((sense) => sense.pos === pos))
      .sort((a, b) => wordnet.frequency(headword, b) - wordnet.frequency(headword, a));
    for (const pos of parts) meanings.push(wordNetMeaning(headword, PART_OF[pos], senses.filter((sense) => sense.pos === pos)));
    if (meanings.some((meaning) => PHRASE_PARTS.has(meaning.partOfSpeech))) addPhrases(wordnet, headword, meanings);
  }
  const family = lexiconEntry?.familyWords ?? [...wordnet.derived(headword)].filter((word) => word !== headword);
  return {
    word: headword,
    americanAudio: audio(headword, 'US'),
    britishAudio: audio(headword, 'UK'),
    australianAudio: audio(headword, 'AU'),
    australianPhonetic: null,
    image: null,
    familyWords: family.slice(0, FAMILY_WORDS).map((word) => ({ word })),
    meanings,
    bookmark: 'UNMARK',
    vocabBook: null,
    pronunciationBook: null,
    spellingBook: null,
  };
}

const emptyMeaning = (partOfSpeech: PartOfSpeech): WordMeaning => ({
  partOfSpeech, definitions: [], examples: [], synonyms: [], antonyms: [], collocations: [], idioms: [],
});

/** A hand-written lexicon meaning in the API's shape (the lexicon gives no examples of its related words). */
export function lexiconMeaning(meaning: LexiconEntry['meanings'][number]): WordMeaning {
  return {
    partOfSpeech: meaning.partOfSpeech,
    definitions: meaning.definitions,
    examples: meaning.examples,
    synonyms: meaning.synonyms.map((word) => ({ word, example: null })),
    antonyms: meaning.antonyms.map((word) => ({ word, example: null })),
    collocations: meaning.collocations.map((phrase) => ({ phrase, example: null })),
    idioms: [],
  };
}

function functionMeaning(sense: FunctionWord): WordMeaning {
  return { ...emptyMeaning(sense.partOfSpeech), definitions: [...sense.definitions], examples: [...sense.examples] };
}

function contractionMeaning(word: string, expansions: readonly string[]): WordMeaning {
  const [first, second] = expansions[0].split(' ');
  const partOfSpeech: PartOfSpeech = word === "o'clock" ? 'ADVERB' : second === 'not' || first === 'cannot' || first === 'let' ? 'VERB' : 'PRONOUN';
  const said = expansions.map((expansion) => `"${expansion}"`).join(' or ');
  return { ...emptyMeaning(partOfSpeech), definitions: [`the short form of ${said}, used in speech and informal writing`] };
}

/** Whether an example sentence uses the word (any inflection: the stem without a final e or y). */
function uses(example: string, headword: string): boolean {
  const stem = headword.length > 4 ? headword.replace(/[ey]$/, '') : headword;
  return new RegExp(`\\b${stem.replace(/[-']/g, '.')}`, 'i').test(example);
}

function wordNetMeaning(headword: string, partOfSpeech: PartOfSpeech, senses: WordNetSense[]): WordMeaning {
  const definitions = [...new Set(senses.map((sense) => sense.definition).filter(Boolean))].slice(0, DEFINITIONS_PER_PART);
  const examples = [...new Set(senses.flatMap((sense) => sense.examples).filter((example) => uses(example, headword)))].slice(0, EXAMPLES_PER_PART);
  const synonyms = [...new Set(senses.slice(0, SYNONYM_SENSES).flatMap((sense) => sense.words).filter((word) => word.toLowerCase() !== headword && word === word.toLowerCase()))];
  const antonyms = [...new Set(senses.flatMap((sense) => sense.antonyms))];
  return {
    ...emptyMeaning(partOfSpeech),
    definitions,
    examples,
    synonyms: synonyms.slice(0, SYNONYMS_PER_PART).map((word) => ({ word, example: null })),
    antonyms: antonyms.slice(0, ANTONYMS_PER_PART).map((word) => ({ word, example: null })),
  };
}

/**
 * Multi-word WordNet lemmas containing the word, most used first. Verb and adverb lemmas ("take over", "in the long
 * run", "break the ice") are idioms: phrasal verbs and fixed phrases whose meaning is not the sum of their words. Noun
 * and adjective lemmas ("public library", "well known") are collocations: words that habitually go together. Each goes
 * to the meaning of its own part of speech when the word has one, else to the first meaning; its example is the first
 * WordNet example of that sense that contains the phrase. Names ("Library of Congress") and senses WordNet marks as
 * offensive are left out.
 */
function addPhrases(wordnet: WordNet, headword: string, meanings: WordMeaning[]): void {
  const counts = { collocations: 0, idioms: 0 };
  for (const { phrase, pos } of wordnet.phrasesWith(headword)) {
    const kind = pos === 'verb' || pos === 'adv' ? 'idioms' : 'collocations';
    if (counts[kind] >= PHRASES_PER_KIND) continue;
    const sense = wordnet.senses(phrase).find((candidate) => candidate.pos === pos && candidate.words.includes(phrase));
    if (!sense || OFFENSIVE.test(sense.definition)) continue;
    const meaning = meanings.find((candidate) => candidate.partOfSpeech === PART_OF[pos]) ?? meanings[0];
    const stem = phrase.split(' ').reduce((longest, part) => (part.length > longest.length ? part : longest), '').slice(0, 5).toLowerCase();
    const item: PhraseExample = { phrase, example: sense.examples.find((example) => example.toLowerCase().includes(stem)) ?? null };
    meaning[kind].push(item);
    counts[kind] += 1;
  }
}
