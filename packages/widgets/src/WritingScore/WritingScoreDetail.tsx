import type { ExamVariant, GrammarErrorType, TaskDefinition, WordResultType, WritingResult, WrittenWord } from '@pte-kit/core';
import { Fragment, useId, useState } from 'react';
import { Badge, type BadgeTone } from '../private/Badge';
import { wordLimitsOf } from '../WritingAnswer/wordLimits';
import { writingCounts } from './writingCounts';
import { EstimateNote, TraitTable } from './TraitTable';
import * as styles from './WritingScoreDetail.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useLocale, useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { scoreDetailMessages } from './messages';

export interface WritingScoreDetailProps {
  /** The writing engine's result of one answer (`AnswerRecord.writing`). */
  result: WritingResult;
  /** The answer as submitted (`AnswerRecord.answers[0]`), to quote the words of each grammar error. */
  answer?: string;
  /** Catalogue entry of the task, to name its word limits next to the word count. */
  task?: TaskDefinition;
  /** Exam variant of the answer, which picks the word limits. @default 'ACADEMIC' */
  variant?: ExamVariant;
  /** Level of the section headings: one below the heading the detail sits under. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5;
}

type MarkedType = Exclude<WordResultType, 'CORRECT'>;

const MARKED_TYPES: readonly MarkedType[] = ['MISSPELLED', 'GRAMMATICAL', 'EXTRA', 'MISSED'];

const SEVERITY_TONES: Record<GrammarErrorType, BadgeTone> = {
  CRITICAL: 'hard', MODERATE: 'medium', MINOR: 'neutral', MISSED: 'brand', EXTRA: 'brand',
};

const COUNTS = ['correctWords', 'spellingErrors', 'grammarCritical', 'grammarModerate', 'grammarMinor', 'extraWords', 'missedWords'] as const;

/**
 * The writing engine's verdict on one answer: the estimate notice, the trait scores, the word count
 * against the task's limits, the answer's words marked by type (with each suggestion on focus or
 * hover), the spelling display's counts and the grammar errors.
 */
export function WritingScoreDetail({ result, answer, task, variant = 'ACADEMIC', headingLevel = 3 }: WritingScoreDetailProps) {
  const Heading = `h${headingLevel}` as const;
  const ids = { traits: useId(), words: useId(), counts: useId(), errors: useId() };
  const limits = wordLimitsOf(task, variant);
  const counts = writingCounts(result);
  const keyPoints = result.keyPointsCovered;
  const ui = useAnsweringArea('scoreDetail');
  const t = useT(scoreDetailMessages);
  const i18n = useLocale();

  return (
    <div className={styles.root} {...ui}>
      <EstimateNote />

      <section className={styles.section} aria-labelledby={ids.traits}>
        <Heading id={ids.traits} className={styles.sectionTitle}>{t('scoresByTrait')}</Heading>
        <TraitTable traits={result.traits} />
        <p className={styles.wordCount({ within: result.withinLimits })} data-within={String(result.withinLimits)}>
          {t('wordCount', { n: result.wordCount, within: result.withinLimits ? 'yes' : 'no' })}
          {limits ? t('limits', { min: limits.min, max: limits.max }) : ''}
        </p>
        {keyPoints.length > 0 ? (
          <p className={styles.plain}>{t('keyPoints', { covered: keyPoints.filter(Boolean).length, total: keyPoints.length })}</p>
        ) : null}
      </section>

      <section className={styles.section} aria-labelledby={ids.words}>
        <Heading id={ids.words} className={styles.sectionTitle}>{t('yourWords')}</Heading>
        {result.words.length > 0 ? (
          <p className={styles.words} lang="en" dir="ltr">
            {result.words.map((word, index) => (
              <Fragment key={index}>
                {index > 0 ? ' ' : null}
                <MarkedWord word={word} />
              </Fragment>
            ))}
          </p>
        ) : (
          <p className={styles.plain}>{t('noWords')}</p>
        )}
        <ul className={styles.legend} aria-label={t('wordsKey')}>
          {MARKED_TYPES.map((type) => (
            <li key={type}>
              <span className={styles.word({ type })} aria-hidden="true" lang="en" dir="ltr">{type === 'MISSED' ? '‸word' : 'word'}</span> {t('writtenWord', { type })}
            </li>
          ))}
        </ul>
      </section>

      <section className={styles.section} aria-labelledby={ids.counts}>
        <Heading id={ids.counts} className={styles.sectionTitle}>{t('spellingAndGrammar')}</Heading>
        <dl className={styles.counts}>
          {COUNTS.map((count) => (
            <div key={count} className={styles.countItem}>
              <dt className={styles.countLabel}>{t('count', { count })}</dt>
              <dd className={styles.countValue}>{i18n.number(counts[count])}</dd>
            </div>
          ))}
        </dl>
      </section>

      <section className={styles.section} aria-labelledby={ids.errors}>
        <Heading id={ids.errors} className={styles.sectionTitle}>{t('grammarErrors')}</Heading>
        {result.grammarErrors.length > 0 ? (
          <ul className={styles.errors}>
            {result.grammarErrors.map((error, index) => {
              const quoted = answer?.slice(error.start, error.end).trim();
              return (
                <li key={index} className={styles.error}>
                  <span className={styles.errorHead}>
                    <Badge tone={SEVERITY_TONES[error.type]}>{t('severity', { type: error.type })}</Badge>
                    {quoted ? <span className={styles.quote} lang="en" dir="ltr">“{quoted}”</span> : null}
                  </span>
                  <span lang="en" dir="ltr">{error.detail}</span>
                  {error.suggestion ? <span className={styles.suggestion}>{t('suggestion', { suggestion: error.suggestion })}</span> : null}
                </li>
              );
            })}
          </ul>
        ) : (
          <p className={styles.plain}>{t('noGrammarErrors')}</p>
        )}
      </section>
    </div>
  );
}

/** One typed word: plain when correct; otherwise marked, labelled for screen readers, with its suggestion in a tooltip on focus or hover. */
function MarkedWord({ word }: { word: WrittenWord }) {
  const tipId = useId();
  const ui = useAnsweringArea('scoreDetail');
  const t = useT(scoreDetailMessages);
  const [open, setOpen] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  if (word.type === 'CORRECT') return <>{word.word}</>;

  const type = word.type;
  const content = (
    <>
      {type === 'MISSED' ? <span className={styles.missedCaret} aria-hidden="true">‸</span> : null}
      {word.word}
      <VisuallyHidden {...ui}> ({t('writtenWord', { type })})</VisuallyHidden>
    </>
  );
  const tip = [word.suggestion ? t('tip', { suggestion: word.suggestion }) : '', word.explanation ?? ''].filter(Boolean).join(' ');
  if (!tip) {
    return <span className={styles.word({ type })} data-type={type}>{content}</span>;
  }
  return (
    <span
      className={styles.wordWrap}
      data-open={open || undefined}
      data-dismissed={dismissed || undefined}
      onMouseLeave={() => setDismissed(false)}
    >
      <button
        type="button"
        className={styles.word({ type })}
        data-type={type}
        aria-describedby={tipId}
        onClick={() => {
          setOpen((current) => !current);
          setDismissed(false);
        }}
        onBlur={() => {
          setOpen(false);
          setDismissed(false);
        }}
        onKeyDown={(event) => {
          // WCAG 1.4.13: a tooltip shown on focus or hover can be dismissed without moving focus.
          if (event.key === 'Escape' && !dismissed) {
            event.stopPropagation();
            setOpen(false);
            setDismissed(true);
          }
        }}
      >
        {content}
      </button>
      <span role="tooltip" id={tipId} className={styles.tooltip}>{tip}</span>
    </span>
  );
}
