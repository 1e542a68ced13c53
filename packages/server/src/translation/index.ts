import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { persianGlossary } from '@pte-kit/content';
import { TRANSLATION_LANGUAGES } from '../data/languages';
import { openFreeDict, translationsOf, type FreeDict } from './freedict';

/** Where Debian's dict-freedict-eng-* packages put their files. */
export const FREEDICT_DIR = '/usr/share/dictd';

/** Translation languages served from a FreeDict English→X dictionary: ISO 639-1 code → FreeDict's ISO 639-3 code. */
const FREEDICT_CODES: Readonly<Record<string, string>> = {
  ar: 'ara', de: 'deu', es: 'spa', fr: 'fra', hi: 'hin', id: 'ind', it: 'ita', ja: 'jpn', pt: 'por', ru: 'rus', tr: 'tur',
};

/** Languages written in Latin script: their entries' Latin lines are translations, not English definitions. */
const LATIN_TARGETS = new Set(['de', 'es', 'fr', 'id', 'it', 'pt', 'tr']);

export interface WordTranslation {
  /** The word as asked. */
  word: string;
  /** The form that was found: the word itself or its base form (studies → study). */
  headword: string;
  language: string;
  translations: string[];
}

export interface Translator {
  /** Codes of the languages a word can be translated into on this machine, Persian first (the default). */
  languages(): string[];
  /** The word's translations, or null when the dictionary has neither it nor its base form. */
  translate(word: string, language: string): Promise<WordTranslation | null>;
}

type Nlp = typeof import('compromise').default;
let compromise: Promise<Nlp> | undefined;

/** compromise, imported on first use (it is large and only word look-ups need it). */
export function loadCompromise(): Promise<Nlp> {
  compromise ??= import('compromise').then((module) => module.default);
  return compromise;
}

/** Forms to look up for a word, most specific first: the word, compromise's base form, then plain suffix stripping. */
export async function candidateForms(word: string): Promise<string[]> {
  return candidateFormsWith(await loadCompromise(), word);
}

/** candidateForms with compromise already loaded (the dictionary resolves many words in one go). */
export function candidateFormsWith(nlp: Nlp, word: string): string[] {
  const lower = word.toLowerCase();
  const forms = [lower];
  const doc = nlp(lower);
  doc.compute('root');
  const root = doc.text('root').trim().toLowerCase();
  if (root && /^[a-z'-]+$/.test(root)) forms.push(root);
  const strip = (suffix: string, add = '') => (lower.endsWith(suffix) && lower.length - suffix.length >= 3 ? lower.slice(0, -suffix.length) + add : null);
  const undouble = (stem: string | null) => (stem && /([b-df-hj-np-tv-z])\1$/.test(stem) ? stem.slice(0, -1) : null);
  forms.push(
    ...[
      strip('ies', 'y'), strip('es'), strip('s'), strip('ied', 'y'), strip('ed'), strip('ed', 'e'), undouble(strip('ed')),
      strip('ing'), strip('ing', 'e'), undouble(strip('ing')), strip('ily', 'y'), strip('ly'), strip('ier', 'y'), strip('er'),
      strip('iest', 'y'), strip('est'),
    ].filter((form): form is string => form !== null),
  );
  return [...new Set(forms)];
}

/** FreeDict files opened in this process, shared by every translator (the route's and the dictionary's). */
const openDictionaries = new Map<string, Promise<FreeDict>>();

/** Word translations: Persian from the product's own glossary, other languages from the FreeDict packages installed. */
export function createTranslator(dictDir = FREEDICT_DIR): Translator {
  const installed = Object.entries(FREEDICT_CODES)
    .filter(([, code]) => existsSync(join(dictDir, `freedict-eng-${code}.index`)) && existsSync(join(dictDir, `freedict-eng-${code}.dict.dz`)))
    .map(([language]) => language);
  const dictionary = (language: string) => {
    const code = FREEDICT_CODES[language]!;
    const key = join(dictDir, `freedict-eng-${code}`);
    let opened = openDictionaries.get(key);
    if (!opened) {
      opened = openFreeDict(`${key}.index`, `${key}.dict.dz`);
      opened.catch(() => openDictionaries.delete(key));
      openDictionaries.set(key, opened);
    }
    return opened;
  };

  const lookUp = async (form: string, language: string): Promise<string[]> => {
    if (language === 'fa') {
      const gloss = Object.hasOwn(persianGlossary, form) ? persianGlossary[form] : undefined;
      return gloss ? gloss.split('، ').map((sense) => sense.trim()).filter(Boolean) : [];
    }
    const entries = await (await dictionary(language)).entries(form);
    const senses = entries.flatMap((entry) => translationsOf(entry, LATIN_TARGETS.has(language)));
    return [...new Set(senses)].slice(0, 8);
  };

  return {
    languages: () => Object.keys(TRANSLATION_LANGUAGES).filter((language) => language === 'fa' || installed.includes(language)),
    async translate(word, language) {
      if (language !== 'fa' && !installed.includes(language)) return null;
      for (const form of await candidateForms(word)) {
        const translations = await lookUp(form, language);
        if (translations.length > 0) return { word, headword: form, language, translations };
      }
      return null;
    },
  };
}
