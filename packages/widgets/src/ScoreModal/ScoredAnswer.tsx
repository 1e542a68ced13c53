import { emptyAnswer, taskOfContentKind, variantOf, type AnswerKey, type AnswerRecord, type ContentOf, type ItemResult, type Option, type QuestionContent, type QuestionContentKind } from '@pte-kit/core';
import { Fragment, Suspense, type ReactNode } from 'react';
import { ClickableWords } from '../ListeningAnswer/ClickableWords';
import { DictationInput } from '../ListeningAnswer/DictationInput';
import { AnswerSkeleton, deferred } from '../AnswerArea/lazy';
import { paragraphLetter } from '../ReadingAnswer/passage';
import { ScoredOrder } from '../ReadingAnswer/ScoredOrder';
import * as styles from './ScoreModal.css';
import { VisuallyHidden } from '../private/VisuallyHidden';
import { useT } from '../i18n/LocaleProvider';
import { useAnsweringArea } from '../i18n/messages';
import { scoredAnswerMessages } from './scoredAnswerMessages';

// The AI score views (criteria, transcript, word marks) are fetched with the first spoken or written score shown.
const SpeakingScoreDetail = deferred(() => import('../SpeakingScore/SpeakingScoreDetail').then((module) => module.SpeakingScoreDetail));
const WritingScoreDetail = deferred(() => import('../WritingScore/WritingScoreDetail').then((module) => module.WritingScoreDetail));

const PLACEHOLDER = /\{\{(\d+)\}\}/g;

function stateOf(correct: boolean) {
  return { className: styles.answer({ state: correct ? 'correct' : 'wrong' }), 'data-correct': String(correct) };
}

interface ScoredAnswerProps {
  record: AnswerRecord;
  content: QuestionContent;
  /** Origin of the API serving `/media` (a spoken answer's recording). */
  mediaBaseUrl?: string;
}

/**
 * The learner's answer coloured by its result, in the shape of the question. The correct answers are shown
 * where the record carries its key (`record.answerKey`: own answers, and others' once the viewer has answered).
 */
export function ScoredAnswer({ record, content, mediaBaseUrl }: ScoredAnswerProps) {
  if (record.speaking) {
    return (
      <Suspense fallback={<AnswerSkeleton />}>
        <SpeakingScoreDetail result={record.speaking} audio={record.audio} mediaBaseUrl={mediaBaseUrl} headingLevel={4} />
      </Suspense>
    );
  }
  if (record.writing) {
    const task = taskOfContentKind(content.kind);
    return (
      <Suspense fallback={<AnswerSkeleton />}>
        <WritingScoreDetail result={record.writing} answer={record.answers[0] ?? ''} task={task} variant={variantOf(record.pteType)} headingLevel={4} />
      </Suspense>
    );
  }
  const view = scoredAnswerViews[content.kind] as ScoredAnswerView<QuestionContentKind>;
  // The exam's English keeps its direction on a Persian page; the marks and tags inside say their own language.
  return <div className={styles.examText} lang="en" dir="ltr">{view({ record, content, key: record.answerKey ?? null })}</div>;
}

const ignore = () => {};

interface ScoredViewProps<Kind extends QuestionContentKind> {
  record: AnswerRecord;
  content: ContentOf<Kind>;
  key: AnswerKey | null;
}

type ScoredAnswerView<Kind extends QuestionContentKind> = (props: ScoredViewProps<Kind>) => ReactNode;

function blanks<Kind extends 'rwFillInTheBlanks' | 'fillInTheBlanks' | 'listeningFillInTheBlanks'>(): ScoredAnswerView<Kind> {
  return ({ record, content, key }) => <BlanksAnswer record={record} content={content} expected={key?.kind === 'blanks' ? key.blanks : []} />;
}

function choices<Kind extends QuestionContentKind>(): ScoredAnswerView<Kind> {
  return ({ record, content, key }) => (
    <ChoicesAnswer record={record} content={content} correct={key?.kind === 'choices' ? key.correct : key?.kind === 'choice' ? [key.correct] : []} />
  );
}

function text<Kind extends QuestionContentKind>(): ScoredAnswerView<Kind> {
  return ({ record }) => <p className={styles.passage}>{record.answers[0] ?? ''}</p>;
}

/** The scored answer of each content kind, in the shape of its question: the score modal's half of the content-kind registry. */
const scoredAnswerViews: { readonly [Kind in QuestionContentKind]: ScoredAnswerView<Kind> } = {
  rwFillInTheBlanks: blanks(),
  fillInTheBlanks: blanks(),
  listeningFillInTheBlanks: blanks(),
  multipleChoiceMultipleAnswers: choices(),
  listeningMultipleChoiceMultipleAnswers: choices(),
  multipleChoiceSingleAnswer: choices(),
  listeningMultipleChoiceSingleAnswer: choices(),
  highlightCorrectSummary: choices(),
  selectMissingWord: choices(),
  reorderParagraphs: ({ record, content, key }) => (
    <ScoredOrder paragraphs={content.paragraphs} order={record.answers} pairs={record.pairs ?? []} correctOrder={key?.kind === 'order' ? key.order : null} />
  ),
  highlightIncorrectWords: ({ record, content, key }) => (
    <ClickableWords
      content={content}
      value={record.answers}
      onValueChange={ignore}
      result={record.results}
      changed={key?.kind === 'highlight' ? key.indexes.map(String) : undefined}
      disabled
    />
  ),
  writeFromDictation: ({ record, content }) => <ScoredDictation record={record} content={content} />,
  summarizeSpokenText: text(),
  summarizeWrittenText: text(),
  writeEssay: text(),
  writeEmail: text(),
  readAloud: text(),
  repeatSentence: text(),
  describeImage: text(),
  retellLecture: text(),
  summarizeGroupDiscussion: text(),
  respondToASituation: text(),
  answerShortQuestion: text(),
};


function blankResult(record: AnswerRecord, expected: readonly string[], index: number): ItemResult {
  const given = record.results[index];
  if (given) return { ...given, expected: given.expected ?? expected[index] };
  const answer = record.answers[index] ?? '';
  return { answer, expected: expected[index], correct: answer !== '' && answer.toLowerCase() === expected[index]?.toLowerCase() };
}


function ScoredDictation({ record, content }: { record: AnswerRecord; content: ContentOf<'writeFromDictation'> }) {
  useAnsweringArea('scoredAnswer');
  const t = useT(scoredAnswerMessages);
  return <DictationInput content={content} value={record.answers[0] ?? ''} onValueChange={ignore} result={record.results} disabled label={t('yourSentence')} />;
}

function ScoredWord({ result }: { result: ItemResult }) {
  const { className, ...data } = stateOf(result.correct);
  const ui = useAnsweringArea('scoredAnswer');
  const t = useT(scoredAnswerMessages);
  return (
    <>
      <span className={[styles.word, className].join(' ')} {...data}>
        {result.answer || '—'}
        <VisuallyHidden {...ui}>{result.answer ? '' : t('noAnswer')} {t('judged', { correct: result.correct ? 'yes' : 'no' })}</VisuallyHidden>
      </span>
      {!result.correct && result.expected ? (
        <span className={styles.expected} data-expected="true">
          <VisuallyHidden {...ui}>{t('correctAnswerIs')}</VisuallyHidden>
          {result.expected}
        </span>
      ) : null}
    </>
  );
}

function BlanksAnswer({ record, content, expected }: { record: AnswerRecord; content: ContentOf<'rwFillInTheBlanks' | 'fillInTheBlanks' | 'listeningFillInTheBlanks'>; expected: readonly string[] }) {
  const { text } = content;
  const count = emptyAnswer(content).length;
  if (!text.match(PLACEHOLDER)) {
    return (
      <p className={styles.passage}>
        {Array.from({ length: count }, (_, index) => (
          <ScoredWord key={index} result={blankResult(record, expected, index)} />
        ))}
      </p>
    );
  }
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= count) continue;
    parts.push(<Fragment key={`t${last}`}>{text.slice(last, match.index)}</Fragment>);
    parts.push(<ScoredWord key={`b${index}`} result={blankResult(record, expected, index)} />);
    last = match.index + match[0].length;
  }
  parts.push(<Fragment key="end">{text.slice(last)}</Fragment>);
  return <p className={styles.passage}>{parts}</p>;
}

function ChoicesAnswer({ record, content, correct }: { record: AnswerRecord; content: QuestionContent; correct: readonly string[] }) {
  const options: Option[] = 'options' in content && Array.isArray(content.options) ? content.options : [];
  const question = 'question' in content && typeof content.question === 'string' ? content.question : '';
  const text = 'text' in content && typeof content.text === 'string' ? content.text : '';
  const chosen = new Set(record.answers.filter(Boolean));
  const judged = (id: string) => record.results.find((result) => result.answer === id)?.correct ?? correct.includes(id);
  const shown = options.length > 0 ? options : [...chosen].map((id) => ({ id, text: id }));
  const ui = useAnsweringArea('scoredAnswer');
  const t = useT(scoredAnswerMessages);

  return (
    <>
      {text ? <p className={styles.mutedPassage}>{text}</p> : null}
      {question ? <p className={styles.question}>{question}</p> : null}
      <ul className={styles.options}>
        {shown.map((option, index) => {
          const isChosen = chosen.has(option.id);
          const isKey = correct.includes(option.id);
          const scored = isChosen ? stateOf(judged(option.id)) : null;
          return (
            <li
              key={option.id}
              className={[styles.option, scored?.className].filter(Boolean).join(' ')}
              data-chosen={String(isChosen)}
              data-correct={scored?.['data-correct']}
              data-expected={isKey ? 'true' : undefined}
            >
              <span className={styles.icon} aria-hidden="true">{isChosen ? (judged(option.id) ? '✓' : '✗') : ''}</span>
              <span className={styles.optionLetter} aria-hidden="true">{paragraphLetter(index)}</span>
              <span className={styles.optionText}>
                {option.text}
                {isChosen ? <VisuallyHidden {...ui}>{t('yourChoice', { correct: judged(option.id) ? 'yes' : 'no' })}</VisuallyHidden> : null}
              </span>
              {isKey ? <span className={styles.tag} {...ui}>{t('correctAnswer')}</span> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

/** Fetches the spoken and written score views, e.g. together with a score modal loaded on demand. */
export function preloadScoreDetails(): Promise<unknown> {
  return Promise.all([SpeakingScoreDetail.preload(), WritingScoreDetail.preload()]);
}
