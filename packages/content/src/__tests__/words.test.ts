import { describe, expect, it } from 'vitest';
import { COMPLEXITIES } from '@pte-kit/core';
import type { PartOfSpeech } from '@pte-kit/core';
import { dictationWords } from '../words/dictationWords';
import { lexicon } from '../words/lexicon';
import type { LexiconEntry } from '../types';

/* Each check collects every violation as "word: problem", so a failure lists all offending entries at once. */

function collectWords<T extends { word: string }>(items: readonly T[], check: (item: T) => string[]): string[] {
  return items.flatMap((item) => check(item).map((problem) => `${item.word}: ${problem}`));
}

const PARTS_OF_SPEECH: readonly PartOfSpeech[] = [
  'VERB',
  'NOUN',
  'ADJECTIVE',
  'ADVERB',
  'PRONOUN',
  'PREPOSITION',
  'CONJUNCTION',
  'INTERJECTION',
  'DETERMINER',
];

const PHONETIC = /^\/[^/]+\/$/;
/** IPA vowel symbols; a run of them (with length marks) is one vowel nucleus. */
const IPA_VOWEL_RUN = /[aeiouæɑɒɔəɛɜɪʊʌ][aeiouæɑɒɔəɛɜɪʊʌː]*/g;

/** Whether an IPA transcription has a single vowel nucleus, so it may leave out the stress mark. */
const isOneSyllable = (ipa: string) => (ipa.match(IPA_VOWEL_RUN) ?? []).length <= 1;

const SINGLE_WORD = /^[a-z]+$/;

/** Words spelt differently in British and American English (both spellings listed), and other regional variants. */
const UK_US_VARIANTS = new Set([
  'acknowledgement', 'acknowledgment', 'aeroplane', 'airplane', 'ageing', 'aging', 'aluminium', 'aluminum', 'amongst',
  'anaesthetic', 'anesthetic', 'analyse', 'analyze', 'apologise', 'apologize', 'archaeology', 'archeology', 'artefact',
  'artifact', 'axe', 'ax', 'behaviour', 'behavior', 'burnt', 'cancelled', 'canceled', 'catalogue', 'catalog', 'centre',
  'center', 'cheque', 'check', 'colour', 'color', 'cosy', 'cozy', 'counsellor', 'counselor', 'defence', 'defense',
  'dialogue', 'dialog', 'doughnut', 'donut', 'draught', 'draft', 'dreamt', 'encyclopaedia', 'encyclopedia', 'enquire',
  'inquire', 'enrol', 'enroll', 'favour', 'favor', 'favourite', 'favorite', 'fibre', 'fiber', 'foetus', 'fetus',
  'fulfil', 'fulfill', 'gaol', 'gauge', 'gage', 'grey', 'gray', 'honour', 'honor', 'humour', 'humor', 'instalment',
  'installment', 'jewellery', 'jewelry', 'judgement', 'judgment', 'kerb', 'curb', 'labelled', 'labeled', 'labour',
  'labor', 'learnt', 'licence', 'license', 'likeable', 'likable', 'litre', 'liter', 'manoeuvre', 'maneuver',
  'marvellous', 'marvelous', 'metre', 'meter', 'misspelt', 'modelling', 'modeling', 'mould', 'mold', 'moustache',
  'mustache', 'neighbour', 'neighbor', 'offence', 'offense', 'omelette', 'omelet', 'organise', 'organize', 'paediatric',
  'pediatric', 'plough', 'plow', 'practise', 'pretence', 'pretense', 'programme', 'program', 'pyjamas', 'pajamas',
  'realise', 'realize', 'recognise', 'recognize', 'sceptical', 'skeptical', 'sizeable', 'sizable', 'skilful',
  'skillful', 'speciality', 'specialty', 'spelt', 'storey', 'story', 'sulphur', 'sulfur', 'theatre', 'theater', 'tonne',
  'ton', 'towards', 'toward', 'tranquillity', 'tranquility', 'travelled', 'traveled', 'travelling', 'traveling', 'tyre',
  'tire', 'whilst', 'whisky', 'whiskey', 'woollen', 'woolen', 'yoghurt', 'yogurt',
]);

/** Endings that usually mark a spelling with a different regional form (-our, -ise, -yse, -re, -ogue, -ll-). */
const VARIANT_ENDING = /(?:our|(?<![aeiou])is(?:e|ed|es|ing|ation)|yse|[^aeiou]re|ogue|lled|lling|ller)$/;
/** Words with such an ending that are nevertheless spelt the same in British and American English. */
const SHARED_SPELLINGS = new Set([
  'acre', 'advertise', 'advise', 'compromise', 'despise', 'disguise', 'enterprise', 'exercise', 'expertise', 'genre',
  'massacre', 'mediocre', 'ogre', 'precise', 'promise', 'revise', 'supervise', 'surprise', 'televise', 'tour', 'your',
]);

/** Words that sound like another word: from the audio alone the learner cannot tell which one to type. */
const HOMOPHONES = new Set([
  'accept', 'except', 'affect', 'effect', 'aisle', 'allowed', 'aloud', 'assistance', 'attendance', 'board', 'bored',
  'brake', 'break', 'build', 'ceiling', 'cellar', 'cereal', 'serial', 'colonel', 'kernel', 'complement', 'compliment',
  'council', 'counsel', 'course', 'coarse', 'current', 'currant', 'desert', 'dessert', 'hymn', 'innocence', 'knight',
  'knew', 'lightning', 'lightening', 'muscle', 'mussel', 'patience', 'peace', 'piece', 'plain', 'plane', 'presence',
  'principal', 'principle', 'queue', 'reign', 'residence', 'right', 'write', 'seize', 'stationary', 'stationery',
  'straight', 'strait', 'summary', 'summery', 'sword', 'their', 'there', 'threw', 'through', 'vain', 'vein', 'waist',
  'waste', 'weather', 'whether', 'weight', 'whole', 'wholly', 'holy',
]);

/** American spellings that must not appear anywhere in the British-spelt lexicon. */
const US_ONLY_IN_TEXT = new Set([
  'acknowledgment', 'aging', 'analog', 'behavior', 'canceled', 'catalog', 'center', 'centers', 'color', 'colors',
  'defense', 'dialog', 'favor', 'favorable', 'favorite', 'fiber', 'fulfill', 'gray', 'honor', 'humor', 'jewelry',
  'judgment', 'labeled', 'labor', 'modeling', 'neighbor', 'neighbors', 'offense', 'percent', 'program', 'programs',
  'rigor', 'skeptical', 'theater', 'toward', 'traveled', 'traveling',
]);
/** -ize/-yze forms, except words spelt with z everywhere. */
const US_IZE = /^[a-z]*(?:iz|yz)(?:e|es|ed|ing|ation|ations)$/;
const Z_EVERYWHERE = new Set([
  'size', 'sizes', 'sized', 'prize', 'prizes', 'prized', 'seize', 'seized', 'seizes', 'seizing', 'maize',
]);

/** Every piece of text an entry shows, for the spelling checks. */
function textsOf(entry: LexiconEntry): string[] {
  return [
    entry.word,
    ...entry.familyWords,
    ...entry.meanings.flatMap((m) => [
      ...m.definitions,
      ...m.examples,
      ...m.synonyms,
      ...m.antonyms,
      ...m.collocations,
    ]),
  ];
}

/** An example uses the headword when it contains it, or a word starting with its first four letters. */
function usesHeadword(example: string, word: string): boolean {
  const lower = example.toLowerCase();
  const stem = word.slice(0, 4);
  return lower.includes(word) || (lower.match(/[a-z]+/g) ?? []).some((token) => token.startsWith(stem));
}

describe('lexicon (word of the day)', () => {
  it('has exactly 120 entries', () => {
    expect(lexicon).toHaveLength(120);
  });

  it('has unique headwords in alphabetical order', () => {
    const words = lexicon.map((entry) => entry.word);
    expect(new Set(words).size).toBe(words.length);
    const problems = words.flatMap((word, i) =>
      i > 0 && words[i - 1] >= word ? [`${words[i - 1]} before ${word}`] : [],
    );
    expect(problems).toEqual([]);
  });

  it('has single lower-case headwords', () => {
    const problems = collectWords(lexicon, (entry) =>
      SINGLE_WORD.test(entry.word) ? [] : ['not one lower-case word'],
    );
    expect(problems).toEqual([]);
  });

  it('has British and American IPA between slashes, with one primary stress mark unless one syllable', () => {
    const problems = collectWords(lexicon, (entry) =>
      (['britishPhonetic', 'americanPhonetic'] as const).flatMap((field) => {
        const ipa = entry[field];
        const stresses = (ipa.match(/ˈ/g) ?? []).length;
        return [
          ...(PHONETIC.test(ipa) ? [] : [`${field} ${ipa} is not between slashes`]),
          ...(/['":]/.test(ipa) ? [`${field} ${ipa} uses an ASCII apostrophe or colon instead of ˈ or ː`] : []),
          ...(/\s/.test(ipa) ? [`${field} ${ipa} contains whitespace`] : []),
          ...(stresses === 0 && !isOneSyllable(ipa) ? [`${field} ${ipa} has no stress mark`] : []),
          ...(stresses > 1 ? [`${field} ${ipa} has ${stresses} primary stress marks`] : []),
        ];
      }),
    );
    expect(problems).toEqual([]);
  });

  it('has 1-2 meanings with distinct, valid parts of speech', () => {
    const problems = collectWords(lexicon, (entry) => {
      const parts = entry.meanings.map((m) => m.partOfSpeech);
      return [
        ...(parts.length >= 1 && parts.length <= 2 ? [] : [`${parts.length} meanings`]),
        ...(new Set(parts).size === parts.length ? [] : ['repeated part of speech']),
        ...parts.filter((p) => !PARTS_OF_SPEECH.includes(p)).map((p) => `unknown part of speech ${p}`),
      ];
    });
    expect(problems).toEqual([]);
  });

  it('has 1-3 trimmed, non-empty definitions per meaning, with no full stop at the end', () => {
    const problems = collectWords(lexicon, (entry) =>
      entry.meanings.flatMap((m) => [
        ...(m.definitions.length >= 1 && m.definitions.length <= 3 ? [] : [`${m.definitions.length} definitions`]),
        ...m.definitions.flatMap((d) => [
          ...(d.trim().length > 0 ? [] : ['empty definition']),
          ...(d === d.trim() ? [] : [`definition "${d}" has leading or trailing space`]),
          ...(/\.$/.test(d) ? [`definition "${d}" ends with a full stop`] : []),
        ]),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('has 1-2 example sentences per meaning that use the headword or a form of it', () => {
    const problems = collectWords(lexicon, (entry) =>
      entry.meanings.flatMap((m) => [
        ...(m.examples.length >= 1 && m.examples.length <= 2 ? [] : [`${m.examples.length} examples`]),
        ...m.examples.flatMap((e) => [
          ...(usesHeadword(e, entry.word) ? [] : [`example "${e}" does not use the word`]),
          ...(/^[A-Z]/.test(e) && /[.?!]$/.test(e) && e === e.trim() ? [] : [`example "${e}" is not a full sentence`]),
        ]),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it('has 0-4 synonyms, 0-3 antonyms and 0-3 collocations per meaning, all non-empty and distinct', () => {
    const problems = collectWords(lexicon, (entry) =>
      entry.meanings.flatMap((m) => {
        const lists = {
          synonyms: [m.synonyms, 4],
          antonyms: [m.antonyms, 3],
          collocations: [m.collocations, 3],
        } as const;
        return Object.entries(lists).flatMap(([name, [list, max]]) => [
          ...(list.length <= max ? [] : [`${list.length} ${name}`]),
          ...(list.every((s) => s.length > 0 && s === s.trim()) ? [] : [`empty or untrimmed item in ${name}`]),
          ...(new Set(list).size === list.length ? [] : [`repeated item in ${name}`]),
          ...(list.includes(entry.word) && name !== 'collocations' ? [`${name} includes the headword`] : []),
        ]);
      }),
    );
    expect(problems).toEqual([]);
  });

  it('has 0-4 distinct family words that do not repeat the headword', () => {
    const problems = collectWords(lexicon, (entry) => [
      ...(entry.familyWords.length <= 4 ? [] : [`${entry.familyWords.length} family words`]),
      ...(new Set(entry.familyWords).size === entry.familyWords.length ? [] : ['repeated family word']),
      ...(entry.familyWords.includes(entry.word) ? ['family words include the headword'] : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('uses British spelling throughout', () => {
    const problems = collectWords(lexicon, (entry) =>
      textsOf(entry).flatMap((text) =>
        (text.toLowerCase().match(/[a-z]+/g) ?? [])
          .filter((token) => US_ONLY_IN_TEXT.has(token) || (US_IZE.test(token) && !Z_EVERYWHERE.has(token)))
          .map((token) => `American spelling "${token}" in "${text}"`),
      ),
    );
    expect(problems).toEqual([]);
  });
});

describe('dictation words (spelling drill)', () => {
  it('has exactly 240 words, 80 per complexity', () => {
    expect(dictationWords).toHaveLength(240);
    for (const complexity of COMPLEXITIES) {
      expect(dictationWords.filter((w) => w.complexity === complexity), complexity).toHaveLength(80);
    }
  });

  it('has no duplicate words', () => {
    const words = dictationWords.map((w) => w.word);
    expect(words.filter((word, i) => words.indexOf(word) !== i)).toEqual([]);
  });

  it('is grouped EASY, AVERAGE, HARD and alphabetical within each group', () => {
    const rank = (w: (typeof dictationWords)[number]) => COMPLEXITIES.indexOf(w.complexity);
    const problems = dictationWords.flatMap((w, i) => {
      if (i === 0) return [];
      const prev = dictationWords[i - 1];
      if (rank(prev) > rank(w)) return [`${w.word} (${w.complexity}) after ${prev.word} (${prev.complexity})`];
      if (rank(prev) === rank(w) && prev.word >= w.word) return [`${prev.word} before ${w.word}`];
      return [];
    });
    expect(problems).toEqual([]);
  });

  it('has single lower-case words of letters only', () => {
    const problems = collectWords(dictationWords, (w) => (/^[a-z]+$/.test(w.word) ? [] : ['not letters a-z only']));
    expect(problems).toEqual([]);
  });

  it('has no word spelt differently in British and American English', () => {
    const problems = collectWords(dictationWords, (w) => [
      ...(UK_US_VARIANTS.has(w.word) ? ['known UK/US variant spelling'] : []),
      ...(VARIANT_ENDING.test(w.word) && !SHARED_SPELLINGS.has(w.word)
        ? ['ending that usually has a UK/US variant']
        : []),
    ]);
    expect(problems).toEqual([]);
  });

  it('has no word that sounds the same as another common word', () => {
    const problems = collectWords(dictationWords, (w) => (HOMOPHONES.has(w.word) ? ['homophone'] : []));
    expect(problems).toEqual([]);
  });
});
