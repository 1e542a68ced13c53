import { createDashboardResource, type PartOfSpeech, type WordDto } from '@pte-kit/core';
import { useId, useRef } from 'react';
import { Button } from '../private/Button';
import { Skeleton } from '../private/Skeleton';
import { useModel } from '../private/useModel';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useT } from '../i18n';
import { wordOfTheDayMessages } from './messages';
import * as styles from './WordOfTheDay.css';

export interface WordOfTheDayProps {
  /** Fetches the word of the day (GET /api/book/vocabBook/suggestedWord). */
  load: () => Promise<WordDto>;
  /** Level of the card's heading. @default 2 */
  headingLevel?: 2 | 3;
}

/** Parts of speech as a learner reads them; the spec's list, 'Other' for anything else. */
export function partOfSpeechLabel(partOfSpeech: PartOfSpeech | string): string {
  const known: readonly string[] = ['VERB', 'NOUN', 'ADJECTIVE', 'ADVERB', 'PRONOUN', 'PREPOSITION', 'CONJUNCTION', 'INTERJECTION', 'DETERMINER'];
  return known.includes(partOfSpeech) ? partOfSpeech.toLowerCase() : 'other';
}

/** The word of the day card (spec §2): the word, its first meaning's part of speech and first definition. */
export function WordOfTheDay({ load, headingLevel = 2 }: WordOfTheDayProps) {
  const loadRef = useRef(load);
  loadRef.current = load;
  const resource = useModel(() => createDashboardResource<WordDto>(() => loadRef.current()), []);
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const word = resource.data.value;
  const meaning = word?.meanings[0];
  const phonetic = word?.britishPhonetic ?? word?.americanPhonetic ?? null;
  const t = useT(wordOfTheDayMessages);

  return (
    <section className={styles.root} aria-labelledby={id} aria-busy={resource.loading.value || undefined}>
      <Heading id={id} className={styles.title}>{t('title')}</Heading>
      {resource.loading.value && !word ? (
        <>
          <VisuallyHidden as="p" role="status">{t('loading')}</VisuallyHidden>
          <Skeleton width="sm" />
          <Skeleton width="lg" />
        </>
      ) : null}
      {resource.failed.value ? (
        <p role="alert" className={styles.error}>
          {t('failed')} <Button size="sm" variant="ghost" onClick={() => void resource.reload()}>{t('tryAgain')}</Button>
        </p>
      ) : null}
      {word ? (
        <>
          <p className={styles.word} lang="en">{word.word}</p>
          <p className={styles.meta}>
            {meaning ? <span className={styles.partOfSpeech}>{t('partOfSpeech', { part: partOfSpeechLabel(meaning.partOfSpeech) })}</span> : null}
            {phonetic ? <span>{phonetic}</span> : null}
          </p>
          <p className={styles.definition} lang="en" dir="ltr">{meaning?.definitions[0] ?? t('noDefinition')}</p>
        </>
      ) : null}
    </section>
  );
}
