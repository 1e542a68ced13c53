import {
  createListeningTest, dictationAudioOf, mediaUrl, type DictationAccent, type DictationWordAudio, type PteClient,
} from '@pte-kit/core';
import { useId, useRef } from 'react';
import { WordPlayButton } from '../Dictation/WordPlayButton';
import { Button } from '../private/Button';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import { useT } from '../i18n';
import { listeningTestMessages } from './messages';
import * as styles from './ListeningTestCard.css';

export interface ListeningTestCardProps {
  /** API client; defaults to the one from PteClientProvider. */
  client?: PteClient;
  /** Accent the word is spoken in, the other one when it has no voice. @default 'UK' */
  accent?: DictationAccent;
  /** Level of the card's heading. @default 2 */
  headingLevel?: 2 | 3;
}

/** The recording in the wanted accent, else any the word has. */
function audioOf(word: DictationWordAudio, accent: DictationAccent): string | null {
  return dictationAudioOf(word, accent) ?? word.britishAudio ?? word.americanAudio ?? word.australianAudio;
}

/** The dashboard's short listening self-test (spec §4): hear a random word, type it, Show word to check, Next for another. */
export function ListeningTestCard({ client: clientProp, accent = 'UK', headingLevel = 2 }: ListeningTestCardProps) {
  const client = usePteClient(clientProp);
  const clientRef = useRef(client);
  clientRef.current = client;
  const test = useModel(() => createListeningTest((exclude) => clientRef.current.getDictationWord('MIXED', exclude)), []);
  const Heading = `h${headingLevel}` as const;
  const headingId = useId();
  const inputId = useId();
  const t = useT(listeningTestMessages);
  const [wordBefore, wordAfter = ''] = t('theWordIs').split('<word>');

  const word = test.word.value;
  const audio = word ? audioOf(word, accent) : null;
  const revealed = word !== null && test.revealed.value;
  const typed = test.answer.value.trim() !== '';
  const correct = test.correct.value;

  return (
    <section className={styles.root} aria-labelledby={headingId}>
      <Heading id={headingId} className={styles.title}>{t('title')}</Heading>
      <p className={styles.muted}>{t('intro')}</p>
      <div className={styles.row}>
        <WordPlayButton src={audio ? mediaUrl(audio, client.baseURL) : null} autoPlayKey={test.nextCount.value} disabled={test.loading.value} />
        <div className={styles.field}>
          <label htmlFor={inputId}>{t('answer')}</label>
          <span className={styles.inputWrap}>
            <input
              id={inputId}
              className={styles.input}
              value={test.answer.value}
              disabled={!word}
              autoComplete="off"
              autoCapitalize="none"
              autoCorrect="off"
              spellCheck={false}
              onChange={(event) => test.setAnswer(event.target.value)}
            />
            <span aria-live="polite">
              {correct ? <span role="img" aria-label={t('correct')} className={styles.check}>✓</span> : null}
              {revealed && typed && !correct ? <span role="img" aria-label={t('incorrect')} className={styles.cross}>✗</span> : null}
            </span>
          </span>
        </div>
      </div>
      {revealed ? (
        <p role="status" className={styles.reveal}>{wordBefore}<strong lang="en">{word.word}</strong>{wordAfter}</p>
      ) : null}
      {test.failed.value ? <p role="alert" className={styles.error}>{t('failed')}</p> : null}
      <div className={styles.actions}>
        <Button variant="secondary" disabled={!word} onClick={test.showWord}>{t('showWord')}</Button>
        <Button disabled={test.loading.value} aria-busy={test.loading.value || undefined} onClick={() => void test.next()}>{t('next')}</Button>
      </div>
    </section>
  );
}
