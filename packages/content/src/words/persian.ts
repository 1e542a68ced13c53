import { persianA } from './persianA';
import { persianB } from './persianB';
import { persianC } from './persianC';
import { persianD } from './persianD';
import { persianE } from './persianE';
import { persianF } from './persianF';
import { persianG } from './persianG';
import { persianH } from './persianH';
import { persianI } from './persianI';
import { persianJ } from './persianJ';
import { persianK } from './persianK';
import { persianL } from './persianL';
import { persianM } from './persianM';
import { persianN } from './persianN';
import { persianO } from './persianO';
import { persianP } from './persianP';
import { persianQ } from './persianQ';
import { persianR } from './persianR';
import { persianS } from './persianS';
import { persianT } from './persianT';
import { persianU } from './persianU';
import { persianV } from './persianV';
import { persianW } from './persianW';
import { persianX } from './persianX';
import { persianY } from './persianY';
import { persianZ } from './persianZ';

/**
 * English → Persian glossary for the translate-language selector of the practice card, whose default language is
 * Persian: a learner clicks a word of the question text and sees its meaning. There is no offline English–Persian
 * dictionary to draw on, so these glosses were written for this product. The keys are the lower-case words, in base
 * form, that our question bank, the word of the day lexicon and the dictation drill use (the few inflected dictation
 * words, such as 'bought', have their own entry, as do forms whose sense is not their base's, such as 'noted',
 * 'interesting' and 'hardly', and contractions, such as "don't"); a lookup tries the clicked word first and then falls
 * back to its base form (studies → study), so other inflected forms need no entry of their own. Each value gives the
 * one to three senses a learner needs most, most common first, separated by the Persian comma and a space ('، '),
 * which is where the lookup splits them. Values are standard Iranian Persian script (ی and ک, never Arabic ي/ك; ZWNJ
 * where Persian orthography joins a word's parts): nouns as nouns, verbs as infinitives, adjectives as adjectives,
 * with a bracketed hint where a sense needs one. Function words get their Persian equivalent, and the few prefixes and
 * suffixes the bank's explanations quote ('non', '-ible') say what they form. The entries live in one file per initial
 * letter (persianA.ts … persianZ.ts), spread here in alphabetical order, which the glossary test checks.
 */
export const persianGlossary: Readonly<Record<string, string>> = {
  ...persianA, ...persianB, ...persianC, ...persianD, ...persianE, ...persianF, ...persianG, ...persianH, ...persianI,
  ...persianJ, ...persianK, ...persianL, ...persianM, ...persianN, ...persianO, ...persianP, ...persianQ, ...persianR,
  ...persianS, ...persianT, ...persianU, ...persianV, ...persianW, ...persianX, ...persianY, ...persianZ,
};
