import { mediaUrl, type SpeakingResult, type SpokenWordType } from '@pte-kit/core';
import { useId } from 'react';
import * as writing from '../WritingScore/WritingScoreDetail.css';
import { EstimateNote, TraitTable } from '../WritingScore/TraitTable';
import * as styles from './SpeakingScoreDetail.css';
import { VisuallyHidden } from '../private/VisuallyHidden';

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

const WORD_LABELS: Record<SpokenWordType, string> = {
  GOOD: 'clear',
  AVERAGE: 'unclear',
  BAD: 'hard to recognise',
  MISSED: 'not heard',
  EXTRA: 'extra word',
};

function wordDescription(type: SpokenWordType, accuracy: number | null): string {
  return accuracy === null ? WORD_LABELS[type] : `${WORD_LABELS[type]}, pronunciation ${Math.round(accuracy)} of 100`;
}

/**
 * The speech engine's verdict on one spoken answer: the estimate notice, the recording, the trait scores, the words
 * coloured by how clearly they were heard, and the fluency figures (speed, pauses, hesitations).
 */
export function SpeakingScoreDetail({ result, audio, mediaBaseUrl = '', headingLevel = 3 }: SpeakingScoreDetailProps) {
  const Heading = `h${headingLevel}` as const;
  const ids = { traits: useId(), words: useId(), fluency: useId() };
  const present = new Set(result.words.map((word) => word.type));

  return (
    <div className={writing.root}>
      <EstimateNote />
      {result.correct !== undefined ? (
        <p className={styles.verdict({ correct: result.correct })}>{result.correct ? 'Correct answer' : 'Incorrect answer'}</p>
      ) : null}
      {audio ? (
        <audio className={styles.audio} controls preload="metadata" src={mediaUrl(audio, mediaBaseUrl)} aria-label="Your recording">
          <track kind="captions" />
        </audio>
      ) : null}

      <section className={writing.section} aria-labelledby={ids.traits}>
        <Heading id={ids.traits} className={writing.sectionTitle}>Scores by trait</Heading>
        <TraitTable traits={result.traits} />
      </section>

      <section className={writing.section} aria-labelledby={ids.words}>
        <Heading id={ids.words} className={writing.sectionTitle}>What we heard</Heading>
        {result.words.length === 0 ? (
          <p className={writing.plain}>No speech was recognised in this recording.</p>
        ) : (
          <>
            <p className={styles.words}>
              {result.words.map((word, index) => (
                <span key={index}>
                  <span className={styles.word({ type: word.type })} data-type={word.type} title={wordDescription(word.type, word.accuracy)}>
                    {word.word}
                  </span>
                  <VisuallyHidden>{` (${wordDescription(word.type, word.accuracy)})`}</VisuallyHidden>{' '}
                </span>
              ))}
            </p>
            <ul className={styles.legend} aria-label="Colours">
              {(Object.keys(WORD_LABELS) as SpokenWordType[]).filter((type) => present.has(type)).map((type) => (
                <li key={type}><span className={styles.word({ type })}>{type.toLowerCase()}</span> {WORD_LABELS[type]}</li>
              ))}
            </ul>
          </>
        )}
        {result.transcript ? <p className={writing.plain}><strong>Recognised: </strong>{result.transcript}</p> : null}
      </section>

      <section className={writing.section} aria-labelledby={ids.fluency}>
        <Heading id={ids.fluency} className={writing.sectionTitle}>Fluency</Heading>
        <dl className={styles.stats}>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>Speaking speed</dt>
            <dd className={styles.statValue}>{Math.round(result.wordsPerMinute)} words/min</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>Speech</dt>
            <dd className={styles.statValue}>{result.speechSeconds.toFixed(1)} of {result.durationSeconds.toFixed(1)} s</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>Pauses</dt>
            <dd className={styles.statValue}>{result.pauses}</dd>
          </div>
          <div className={styles.stat}>
            <dt className={styles.statLabel}>Hesitations</dt>
            <dd className={styles.statValue}>{result.hesitations}</dd>
          </div>
        </dl>
      </section>
    </div>
  );
}
