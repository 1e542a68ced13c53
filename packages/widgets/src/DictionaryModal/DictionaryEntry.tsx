import { mediaUrl, type WordDto, type WordMeaning } from '@pte-kit/core';
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import { useLocale, useT } from '../i18n';
import { dictionaryMessages } from './messages';
import * as styles from './DictionaryModal.css';

const COPIED_FOR_MS = 2000;
const RTL_LANGUAGES = new Set(['fa', 'ar', 'ur', 'he']);

export interface DictionaryEntryProps {
  /** The dictionary word shown. */
  entry: WordDto;
  /** Looks another word up (a synonym, antonym or family word pressed); without it they are plain text. */
  onLookup?: (word: string) => void;
  /** Origin the audio and picture paths are on. @default '' (same origin) */
  mediaBaseUrl?: string;
  /** The language of the translation line (a code such as fa), for its direction. */
  translationLanguage?: string | null;
  /** Writes text to the clipboard. @default navigator.clipboard.writeText */
  writeText?: (text: string) => Promise<void>;
  /** Whether the word itself heads the entry (the dictionary modal's title already says it). @default true */
  showWord?: boolean;
}

/** A related word the dictionary can look up: one word (a phrase such as 'bring forth' is shown, not looked up). */
const ONE_WORD = /^[A-Za-z]+(?:['-][A-Za-z]+)*$/;

/** 'Copied!' for two seconds after a copy, per button. */
function useCopy(writeText?: (text: string) => Promise<void>) {
  const [copied, setCopied] = useState<string | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);
  const copy = async (what: string, text: string) => {
    try {
      await (writeText ?? ((value: string) => navigator.clipboard.writeText(value)))(text);
    } catch {
      return; // a refused clipboard (no permission) says nothing rather than 'Copied!'
    }
    setCopied(what);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(null), COPIED_FOR_MS);
  };
  return { copied, copy };
}

/**
 * A dictionary word laid out (the dictionary modal's body, also the back of a review card): the word with copy, the
 * US, UK and AU pronunciations, the translation line, a tab per part of speech with numbered definitions (copy),
 * examples, and the collapsible family words, synonyms, antonyms, collocations and idioms.
 */
export function DictionaryEntry({ entry, onLookup, mediaBaseUrl = '', translationLanguage, writeText, showWord = true }: DictionaryEntryProps) {
  const t = useT(dictionaryMessages);
  const { copied, copy } = useCopy(writeText);
  const [tab, setTab] = useState(0);
  useEffect(() => setTab(0), [entry.word]); // a new word starts at its first meaning (spec §4, word modal)
  const meaning = entry.meanings[Math.min(tab, entry.meanings.length - 1)];
  const language = translationLanguage ?? undefined;

  return (
    <div className={styles.entry}>
      <div className={styles.wordRow}>
        {showWord ? <p className={styles.word} lang="en" dir="ltr">{entry.word}</p> : null}
        <button type="button" className={styles.playButton} onClick={() => void copy('word', entry.word)}>{t('copyWord')}</button>
        <span role="status" className={styles.status}>{copied === 'word' ? t('copied') : null}</span>
      </div>
      <ul className={styles.accents}>
        <AccentRow accent="US" phonetic={entry.americanPhonetic} audio={entry.americanAudio} mediaBaseUrl={mediaBaseUrl} />
        <AccentRow accent="UK" phonetic={entry.britishPhonetic} audio={entry.britishAudio} mediaBaseUrl={mediaBaseUrl} />
        <AccentRow accent="AU" phonetic={entry.australianPhonetic} audio={entry.australianAudio} mediaBaseUrl={mediaBaseUrl} />
      </ul>
      {entry.translations.length > 0 ? (
        <p className={styles.translation}>
          <span className={styles.translationLabel}>{t('translation')}</span>
          <span lang={language} dir={language && RTL_LANGUAGES.has(language) ? 'rtl' : undefined}>
            {entry.translations.join(language && RTL_LANGUAGES.has(language) ? '، ' : ', ')}
          </span>
        </p>
      ) : null}
      {entry.image ? <img className={styles.image} src={mediaUrl(entry.image, mediaBaseUrl)} alt={t('picture', { word: entry.word })} /> : null}
      {meaning ? (
        <Meanings
          meanings={entry.meanings}
          selected={Math.min(tab, entry.meanings.length - 1)}
          onSelect={setTab}
          copiedDefinitions={copied === 'definitions'}
          onCopyDefinitions={() => void copy('definitions', meaning.definitions.map((text, index) => `${index + 1}. ${text}`).join('\n'))}
          onLookup={onLookup}
        />
      ) : null}
      <Disclosure title={t('familyWords')}>
        <WordChips words={entry.familyWords.map((family) => family.word)} onLookup={onLookup} />
      </Disclosure>
    </div>
  );
}

function AccentRow({ accent, phonetic, audio, mediaBaseUrl }: { accent: 'US' | 'UK' | 'AU'; phonetic: string | null; audio: string | null; mediaBaseUrl: string }) {
  const t = useT(dictionaryMessages);
  const player = useRef<HTMLAudioElement | null>(null);
  useEffect(() => () => player.current?.pause(), []);
  const play = () => {
    player.current?.pause();
    player.current = new Audio(mediaUrl(audio!, mediaBaseUrl));
    void Promise.resolve(player.current.play()).catch(() => undefined);
  };
  return (
    <li className={styles.accentRow}>
      <span className={styles.accentName}>{t('accent', { accent })}</span>
      {audio ? (
        <button type="button" className={styles.playButton} aria-label={t('play', { accent })} onClick={play}>
          <span aria-hidden="true">▶</span>
        </button>
      ) : <span aria-hidden="true" />}
      {accent === 'AU' && !audio ? (
        <span className={styles.muted}>{phonetic ? <span className={styles.phonetic} lang="en">{phonetic} · </span> : null}{t('noAustralianVoice')}</span>
      ) : (
        <span className={phonetic ? styles.phonetic : styles.muted} lang={phonetic ? 'en' : undefined}>
          {phonetic ?? t('noPhonetic')}{audio ? null : <> · {t('noRecording')}</>}
        </span>
      )}
    </li>
  );
}

interface MeaningsProps {
  meanings: WordMeaning[];
  selected: number;
  onSelect: (index: number) => void;
  copiedDefinitions: boolean;
  onCopyDefinitions: () => void;
  onLookup?: (word: string) => void;
}

/** The part-of-speech tabs (arrow keys move between them, as in every tab list) and the chosen meaning. */
function Meanings({ meanings, selected, onSelect, copiedDefinitions, onCopyDefinitions, onLookup }: MeaningsProps) {
  const t = useT(dictionaryMessages);
  const rtl = useLocale().dir.value === 'rtl';
  const id = useId();
  const tabs = useRef<(HTMLButtonElement | null)[]>([]);
  const meaning = meanings[selected]!;
  const onKeyDown = (event: KeyboardEvent) => {
    const step = { ArrowRight: rtl ? -1 : 1, ArrowLeft: rtl ? 1 : -1 }[event.key];
    const next = event.key === 'Home' ? 0 : event.key === 'End' ? meanings.length - 1
      : step === undefined ? null : (selected + step + meanings.length) % meanings.length;
    if (next === null) return;
    event.preventDefault();
    onSelect(next);
    tabs.current[next]?.focus();
  };
  return (
    <>
      {meanings.length > 1 ? (
        <div role="tablist" aria-label={t('partsOfSpeech')} className={styles.tabs} onKeyDown={onKeyDown}>
          {meanings.map((item, index) => (
            <button
              key={index}
              ref={(node) => { tabs.current[index] = node; }}
              type="button"
              role="tab"
              id={`${id}-tab-${index}`}
              aria-selected={index === selected}
              aria-controls={`${id}-panel`}
              tabIndex={index === selected ? 0 : -1}
              className={styles.tab}
              onClick={() => onSelect(index)}
            >
              {t('partOfSpeech', { part: item.partOfSpeech })}
            </button>
          ))}
        </div>
      ) : (
        <p className={styles.muted}>{t('partOfSpeech', { part: meaning.partOfSpeech })}</p>
      )}
      <div
        className={styles.panel}
        id={`${id}-panel`}
        role={meanings.length > 1 ? 'tabpanel' : undefined}
        aria-labelledby={meanings.length > 1 ? `${id}-tab-${selected}` : undefined}
      >
        {meaning.definitions.length > 0 ? (
          <section>
            <div className={styles.sectionHead}>
              <h3 className={styles.sectionTitle}>{t('definitions')}</h3>
              <button type="button" className={styles.playButton} onClick={onCopyDefinitions}>{t('copyDefinitions')}</button>
              <span role="status" className={styles.status}>{copiedDefinitions ? t('copied') : null}</span>
            </div>
            <ol className={styles.list} lang="en" dir="ltr">
              {meaning.definitions.map((definition, index) => <li key={index}>{definition}</li>)}
            </ol>
          </section>
        ) : null}
        {meaning.examples.length > 0 ? (
          <section>
            <h3 className={styles.sectionTitle}>{t('examples')}</h3>
            <ul className={styles.list} lang="en" dir="ltr">
              {meaning.examples.map((example, index) => <li key={index} className={styles.example}>{example}</li>)}
            </ul>
          </section>
        ) : null}
        <div>
          <Disclosure title={t('synonyms')}><WordChips words={meaning.synonyms.map((item) => item.word)} onLookup={onLookup} /></Disclosure>
          <Disclosure title={t('antonyms')}><WordChips words={meaning.antonyms.map((item) => item.word)} onLookup={onLookup} /></Disclosure>
          <Disclosure title={t('collocations')}><Phrases phrases={meaning.collocations} /></Disclosure>
          <Disclosure title={t('idioms')}><Phrases phrases={meaning.idioms} /></Disclosure>
        </div>
      </div>
    </>
  );
}

/** A collapsed section: a button (aria-expanded) that shows or hides its list. */
function Disclosure({ title, children }: { title: string; children: ReactNode }) {
  const [open, setOpen] = useState(false);
  const id = useId();
  return (
    <div className={styles.disclosure}>
      <button type="button" className={styles.disclosureButton} aria-expanded={open} aria-controls={id} onClick={() => setOpen(!open)}>
        {title}<span aria-hidden="true" className={styles.chevron}>▾</span>
      </button>
      <div id={id} hidden={!open}>{children}</div>
    </div>
  );
}

function WordChips({ words, onLookup }: { words: string[]; onLookup?: (word: string) => void }) {
  const t = useT(dictionaryMessages);
  if (words.length === 0) return <p className={styles.muted}>{t('none')}</p>;
  return (
    <ul className={styles.chips} lang="en" dir="ltr">
      {words.map((word) => (
        <li key={word}>
          {onLookup && ONE_WORD.test(word)
            ? <button type="button" className={styles.chip} onClick={() => onLookup(word)}>{word}</button>
            : <span className={styles.phrase}>{word}</span>}
        </li>
      ))}
    </ul>
  );
}

function Phrases({ phrases }: { phrases: { phrase: string; example: string | null }[] }) {
  const t = useT(dictionaryMessages);
  if (phrases.length === 0) return <p className={styles.muted}>{t('none')}</p>;
  return (
    <ul className={styles.phrases} lang="en" dir="ltr">
      {phrases.map((item) => (
        <li key={item.phrase}>
          <strong>{item.phrase}</strong>
          {item.example ? <> — <span className={styles.example}>{item.example}</span></> : null}
        </li>
      ))}
    </ul>
  );
}
