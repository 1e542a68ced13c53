import { mediaUrl, type SpeakingResult, type SpokenWordType } from '@pte-kit/core';
import { useId } from 'react';
import * as writing from '../WritingScore/WritingScoreDetail.css';
import { EstimateNote, TraitTable } from '../WritingScore/TraitTable';
import * as styles from './SpeakingScoreDetail.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useLocale, useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { scoreDetailMessages } from '../WritingScore/messages';

export interface SpeakingScoreDetailProps {
  /** The speech engine's result of one answer (`AnswerRecord.speaking`). */
  result: SpeakingResult;
  /** Path or URL of the recording (`AnswerRecord.audio`), to listen back. */
  audio?: string | null;
  /** Origin of the API that serves `/media`. @default '' (same origin) */
  mediaBaseUrl?: string;
  /** Level of the section headings. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5;
}

const WORD_TYPES: readonly SpokenWordType[] = ['GOOD', 'AVERAGE', 'BAD', 'MISSED', 'EXTRA'];

/**
 * The speech engine's verdict on one spoken answer: the estimate notice, the recording, the trait scores, the words
 * coloured by how clearly they were heard, and the fluency figures (speed, pauses, hesitations).
 */
export function SpeakingScoreDetail({ result, audio, mediaBaseUrl = '', headingLevel = 3 }: SpeakingScoreDetailProps) {
  const Heading = `h${headingLevel}` as const;
  const ids = { traits: useId(), words: useId(), fluency: useId() };
  const present = new Set(result.words.map((word) => word.type));
  const ui = useAnsweringArea('scoreDetail');
  const t = useT(scoreDetailMessages);
  const i18n = useLocale();
  const seconds = (value: number) => i18n.number(value, { minimumFractionDigits: 1, maximumFractionDigits: 1 });
  const wordDescription = (type: SpokenWordType, accuracy: number | null) => {
    const label = t('spokenWord', { type });
    return accuracy === null ? label : t('pronunciation', { label, n: Math.round(accuracy) });
  };

  return (
    <div className={writing.root} {...ui}>
      <EstimateNote />
      {result.correct !== undefined ? (
        <p className={styles.verdict({ correct: result.correct })}>{t('verdict', { correct: result.correct ? 'yes' : 'no' })}</p>
      ) : null}
      {audio ? (
        <audio className={styles.audio} controls preload="metadata" src={mediaUrl(audio, mediaBaseUrl)} aria-label={t('yourRecording')}>
          <track kind="captions" />
        </audio>
      ) : null}

      <section className={writing.section} aria-labelledby={ids.traits}>
        <Heading id={ids.traits} className={writing.sectionTitle}>{t('scoresByTrait')}</Heading>
        <TraitTable traits={result.traits} />
      </section>

      <section className={writing.section} aria-labelledby={ids.words}>
        <Heading id={ids.words} className={writing.sectionTitle}>{t('whatWeHeard')}</Heading>
        {result.words.length === 0 ? (
          <p className={writing.plain}>{t('noSpeech')}</p>
        ) : (
          <>
            <p className={styles.words} lang="en" dir="ltr">
              {result.words.map((word, index) => (
                <span key={index}>
                  <span className={styles.word({ type: word.type })} data-type={word.type} title={wordDescription(word.type, word.accuracy)}>
                    {word.word}
                  </span>
                  <VisuallyHidden {...ui}>{` (${wordDescription(word.type, word.accuracy)})`}</VisuallyHidden>{' '}
                </span>
              ))}
            </p>
            <ul className={styles.legend} aria-label={t('colours')}>
              {WORD_TYPES.filter((type) => present.has(type)).map((type) => (
                <li key={type}><span className={styles.word({ type })} lang="en" dir="ltr">{type.toLowerCase()}</span> {t('spokenWord', { type })}</li>
              ))}
            </ul>
          </>
        )}
        {result.transcript ? <p className={writing.plain}><strong>{t('recognised')}</strong><span lang="en" dir="ltr">{result.transcript}</span></p> : null}
      </section>

      <section className={writing.section} aria-labelledby={ids.fluency}>
        <Heading id={ids.fluency} className={writing.sectionTitle}>{t('fluency')}</Heading>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('speed')}</dt>
            <dd className={styles.statValue}>{t('wordsPerMinute', { n: Math.round(result.wordsPerMinute) })}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('speech')}</dt>
            <dd className={styles.statValue}>{t('speechOf', { speech: seconds(result.speechSeconds), total: seconds(result.durationSeconds) })}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('pauses')}</dt>
            <dd className={styles.statValue}>{i18n.number(result.pauses)}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>{t('hesitations')}</dt>
            <dd className={styles.statValue}>{i18n.number(result.hesitations)}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
