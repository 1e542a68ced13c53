import { selectionSentences, type PteClient } from '@pte-kit/core';
import { useEffect, useRef, useState } from 'react';
import { useT } from '../i18n';
import { useLaterArea } from '../i18n/later';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import { Skeleton } from '../private/Skeleton';
import { usePteClient } from '../PteClientProvider';
import { sentenceMessages } from './messages';
import * as styles from './SentenceTranslationModal.css';

const RTL = new Set(['fa', 'ar', 'ur', 'he']);

type Row = { state: 'loading' } | { state: 'done'; translated: string } | { state: 'failed' };

export interface SentenceTranslationModalProps {
  /** The selected text: several words, one or more sentences (at most eight are translated). */
  text: string;
  /** Whether the modal is shown. */
  open: boolean;
  /** Called with false when the learner closes it. */
  onOpenChange: (open: boolean) => void;
  /** The target language's code (the practice card's translate selector). */
  language: string;
  /** The language's name shown in the heading line ('English → Persian'). @default the code */
  languageName?: string;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Writes text to the clipboard. @default navigator.clipboard.writeText */
  writeText?: (text: string) => Promise<void>;
}

/**
 * The sentence translation modal (spec §2): each sentence of a selection with its translation under it, from the
 * translation service the deployment names; a sentence the service cannot translate shows 'Translation failed' under
 * it with Try again, never a made-up translation.
 */
export function SentenceTranslationModal({ text, open, onOpenChange, language, languageName, client: given, writeText }: SentenceTranslationModalProps) {
  useLaterArea('sentenceTranslation');
  const t = useT(sentenceMessages);
  const client = usePteClient(given);
  const split = selectionSentences(text) ?? { sentences: text.trim() ? [text.trim()] : [], more: false };
  const key = `${language}\n${split.sentences.join('\n')}`;
  const [rows, setRows] = useState<Row[]>([]);
  const [copied, setCopied] = useState(false);
  const live = useRef(key);
  const rtl = RTL.has(language);

  const translate = (index: number, sentence: string) => {
    setRows((shown) => shown.map((row, at) => (at === index ? { state: 'loading' } : row)));
    client.translateSentence(sentence, language).then(
      (result) => live.current === key && setRows((shown) => shown.map((row, at) => (at === index ? { state: 'done', translated: result.data.translated } : row))),
      () => live.current === key && setRows((shown) => shown.map((row, at) => (at === index ? { state: 'failed' } : row))),
    );
  };

  useEffect(() => {
    if (!open) return undefined;
    live.current = key;
    setRows(split.sentences.map(() => ({ state: 'loading' })));
    split.sentences.forEach((sentence, index) => translate(index, sentence));
    return () => {
      live.current = '';
    };
    // The sentences and the language are the key: a new selection or language translates again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [open, key]);

  useEffect(() => {
    if (!copied) return undefined;
    const timer = setTimeout(() => setCopied(false), 2000);
    return () => clearTimeout(timer);
  }, [copied]);

  const done = rows.flatMap((row) => (row.state === 'done' ? [row.translated] : []));
  const copy = () => {
    const write = writeText ?? ((value: string) => navigator.clipboard.writeText(value));
    write(done.join(' ')).then(() => setCopied(true), () => setCopied(false));
  };

  return (
    <Modal open={open} onOpenChange={onOpenChange} title={t('title')} className={styles.dialog}
      footer={done.length > 0 ? (
        <div className={styles.actions}>
          <Button variant="secondary" onClick={copy} aria-live="polite">{copied ? t('copied') : t('copy')}</Button>
        </div>
      ) : undefined}
    >
      <p className={styles.into}>{t('into', { language: languageName ?? language })}</p>
      <ol className={styles.list}>
        {split.sentences.map((sentence, index) => {
          const row = rows[index] ?? { state: 'loading' };
          return (
            <li key={`${index}:${sentence}`} className={styles.item} aria-busy={row.state === 'loading'}>
              <p className={styles.source} lang="en" dir="ltr">{sentence}</p>
              {row.state === 'loading' ? (
                <>
                  <span className={styles.muted} role="status">{t('translating')}</span>
                  <Skeleton width="lg" />
                </>
              ) : null}
              {row.state === 'done' ? <p className={styles.translated} lang={language} dir={rtl ? 'rtl' : 'ltr'}>{row.translated}</p> : null}
              {row.state === 'failed' ? (
                <p className={styles.failed} role="alert">
                  {t('translationFailed')}
                  <Button variant="ghost" size="sm" onClick={() => translate(index, sentence)}>{t('tryAgain')}</Button>
                </p>
              ) : null}
            </li>
          );
        })}
      </ol>
      {split.more ? <p className={styles.muted}>{t('more', { count: split.sentences.length })}</p> : null}
    </Modal>
  );
}
