import { DEFAULT_TRANSLATION_LANGUAGE, type PteClient, type WordTranslation } from '@pte-kit/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import { useT } from '../i18n';
import { toolsMessages } from './messages';
import * as styles from './TranslateWords.css';

const STORAGE_KEY = 'translateLanguage';
const RTL = new Set(['fa', 'ar', 'ur']);
const WORD = /^[A-Za-z]+(?:['’-][A-Za-z]+)*$/;

const languageLists = new WeakMap<PteClient, Promise<Record<string, string>>>();

/** The server's translation languages, asked once per client. */
function languagesOf(client: PteClient): Promise<Record<string, string>> {
  let list = languageLists.get(client);
  if (!list) {
    // A sync throw (a partner's client without the call) hides the selector like a failed request does.
    list = Promise.resolve().then(() => client.getLanguages());
    list.catch(() => languageLists.delete(client));
    languageLists.set(client, list);
  }
  return list;
}

function storedLanguage(): string | null {
  try {
    return globalThis.localStorage?.getItem(STORAGE_KEY) ?? null;
  } catch {
    return null;
  }
}

/** The single word a selection holds, without surrounding punctuation; null for phrases and non-words. */
export function selectedWord(text: string): string | null {
  const word = text.trim().replace(/^[^A-Za-z]+|[^A-Za-z]+$/g, '');
  return word.length > 0 && word.length <= 40 && WORD.test(word) ? word : null;
}

interface Lookup {
  word: string;
  language: string;
  state: 'loading' | 'found' | 'missing' | 'failed';
  result?: WordTranslation;
  message?: string;
  x: number;
  y: number;
}

export interface TranslateWordsProps {
  client: PteClient;
  /** The learner's translation language from their profile; Persian (fa) when they have none. */
  language?: string | null;
  /** The question text, recording and answer area: double-clicking a word in them translates it. */
  children: ReactNode;
  /**
   * Looks a picked word up elsewhere (the dictionary) instead of the popover: called with the selection (a
   * double-click, a drag or a long press on a phone; never inside a text field), the chosen language and its name.
   */
  onLookup?: (selection: Selection, language: string, languageName?: string) => void;
}

/**
 * The practice card's translate-language selector and word lookup: the learner double-clicks (or selects) a word of the
 * question and sees its translation in the chosen language. The choice is remembered on this device.
 */
export function TranslateWords({ client, language, children, onLookup }: TranslateWordsProps) {
  const selectId = useId();
  const hintId = useId();
  const root = useRef<HTMLDivElement>(null);
  const [languages, setLanguages] = useState<Record<string, string> | null>(null);
  const [chosen, setChosen] = useState<string>(() => storedLanguage() ?? language ?? DEFAULT_TRANSLATION_LANGUAGE);
  const [lookup, setLookup] = useState<Lookup | null>(null);
  const t = useT(toolsMessages);
  const request = useRef(0);

  useEffect(() => {
    let live = true;
    languagesOf(client).then((list) => live && setLanguages(list), () => live && setLanguages({}));
    return () => {
      live = false;
    };
  }, [client]);

  const codes = languages ? Object.keys(languages) : [];
  const current = codes.includes(chosen) ? chosen : codes.includes(language ?? '') ? language! : (codes[0] ?? chosen);

  const choose = (code: string) => {
    setChosen(code);
    setLookup(null);
    try {
      globalThis.localStorage?.setItem(STORAGE_KEY, code);
    } catch {
      // Private mode: the choice lasts for this page only.
    }
  };

  const translateSelection = () => {
    const selection = globalThis.getSelection?.();
    if (!selection || selection.rangeCount === 0 || !root.current) return;
    if (onLookup) {
      const field = document.activeElement?.closest('input, textarea, select, [contenteditable="true"]');
      if (!field && root.current.contains(selection.getRangeAt(0).commonAncestorContainer)) onLookup(selection, current, languages?.[current]?.replace(/ \(.*\)$/, ''));
      return;
    }
    const word = selectedWord(selection.toString());
    if (!word) return;
    const range = selection.getRangeAt(0);
    if (!root.current.contains(range.commonAncestorContainer)) return;
    const box = typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : null;
    const frame = root.current.getBoundingClientRect();
    const x = box ? Math.max(0, Math.min(box.left - frame.left, frame.width - 200)) : 0;
    const y = box ? box.bottom - frame.top + 6 : 0;
    const ticket = ++request.current;
    setLookup({ word, language: current, state: 'loading', x, y });
    client.translateWord(word, current).then(
      (result) => ticket === request.current && setLookup({ word, language: current, state: 'found', result, x, y }),
      (error: { status?: number; message?: string }) => ticket === request.current && setLookup({
        word, language: current, x, y, state: error.status === 404 ? 'missing' : 'failed',
        message: error.status === 404 ? undefined : (error.message ?? t('translationFailed')),
      }),
    );
  };

  useEffect(() => {
    if (!lookup) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setLookup(null);
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [lookup]);

  const label = languages?.[lookup?.language ?? current]?.replace(/ \(.*\)$/, '') ?? lookup?.language;
  const rtl = RTL.has(lookup?.language ?? current);

  return (
    <div
      ref={root}
      className={styles.root}
      onDoubleClick={translateSelection}
      onKeyUp={(event) => event.shiftKey && translateSelection()}
      // A drag ends with pointerup; a phone's long press selects the word with a contextmenu (Android) or a touchend.
      onPointerUp={onLookup && (() => setTimeout(translateSelection))}
      onContextMenu={onLookup && (() => setTimeout(translateSelection))}
    >
      {/* The bar shows from the first render (a bar that came with the list would push the question down), its
          list disabled until the languages are here; it goes only if the server offers none. */}
      {languages === null || codes.length > 0 ? (
        <div className={styles.bar}>
          <label className={styles.label} htmlFor={selectId}>{t('translate')}</label>
          <select id={selectId} className={styles.select} value={current} onChange={(event) => choose(event.target.value)} aria-describedby={hintId} disabled={languages === null}>
            {languages === null ? <option value={current}>{t('loadingLanguages')}</option> : codes.map((code) => <option key={code} value={code}>{languages[code]}</option>)}
          </select>
          <span id={hintId} className={styles.hint}>{t('translateHint')}</span>
        </div>
      ) : null}
      {children}
      {lookup ? (
        <div className={styles.popover} style={{ left: lookup.x, top: lookup.y }} role="status" aria-live="polite" aria-label={t('translationOf', { word: lookup.word })}>
          <div className={styles.popoverHead}>
            <span className={styles.word}>{lookup.word}</span>
            <button type="button" className={styles.close} onClick={() => setLookup(null)} aria-label={t('closeTranslation')}>×</button>
          </div>
          {lookup.state === 'loading' ? <p className={styles.muted}>{t('translating')}</p> : null}
          {lookup.state === 'found' && lookup.result ? (
            <>
              {lookup.result.headword !== lookup.word.toLowerCase() ? <p className={styles.muted}>{t('from', { headword: lookup.result.headword })}</p> : null}
              <p className={styles.translations} lang={lookup.language} dir={rtl ? 'rtl' : 'ltr'}>
                {lookup.result.translations.join(rtl ? '، ' : ', ')}
              </p>
            </>
          ) : null}
          {lookup.state === 'missing' ? <p className={styles.muted}>{t('missing', { language: label, word: lookup.word })}</p> : null}
          {lookup.state === 'failed' ? <p className={styles.muted}>{lookup.message}</p> : null}
        </div>
      ) : null}
    </div>
  );
}
