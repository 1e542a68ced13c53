import { taskCatalog, variantOf, type AnswerKey, type AnswerRecord, type ItemResult, type Option, type QuestionContent } from '@pte-kit/core';
import { Fragment, type ReactNode } from 'react';
import { ClickableWords, DictationInput } from '../ListeningAnswer';
import { WritingScoreDetail } from '../WritingScore';
import { SpeakingScoreDetail } from '../SpeakingScore';
import * as styles from './ScoreModal.css';

const PLACEHOLDER = /\{\{(\d+)\}\}/g;

function letterOf(index: number): string {
  const letter = String.fromCharCode(65 + (index % 26));
  return index < 26 ? letter : letterOf(Math.floor(index / 26) - 1) + letter;
}

function stateOf(correct: boolean) {
  return { className: styles.answer({ state: correct ? 'correct' : 'wrong' }), 'data-correct': String(correct) };
}

interface ScoredAnswerProps {
  record: AnswerRecord;
  content: QuestionContent;
  answerKey: AnswerKey;
  /** Origin of the API serving `/media` (a spoken answer's recording). */
  mediaBaseUrl?: string;
}

/** The learner's answer coloured by its result, in the shape of the question. */
export function ScoredAnswer({ record, content, answerKey, mediaBaseUrl }: ScoredAnswerProps) {
  switch (answerKey.kind) {
    case 'blanks':
      return <BlanksAnswer record={record} content={content} expected={answerKey.blanks} />;
    case 'choices':
      return <ChoicesAnswer record={record} content={content} correct={answerKey.correct} />;
    case 'choice':
      return <ChoicesAnswer record={record} content={content} correct={[answerKey.correct]} />;
    case 'order':
      return <OrderAnswer record={record} content={content} />;
    case 'highlight':
      return content.kind === 'highlightIncorrectWords' ? (
        <ClickableWords
          content={content}
          value={record.answers}
          onValueChange={ignore}
          result={record.results}
          changed={answerKey.indexes.map(String)}
          disabled
        />
      ) : null;
    case 'dictation':
      return content.kind === 'writeFromDictation' ? (
        <DictationInput content={content} value={record.answers[0] ?? ''} onValueChange={ignore} result={record.results} disabled label="Your sentence" />
      ) : null;
    case 'open': {
      if (record.speaking) return <SpeakingScoreDetail result={record.speaking} audio={record.audio} mediaBaseUrl={mediaBaseUrl} headingLevel={4} />;
      if (!record.writing) return <p className={styles.passage}>{record.answers[0] ?? ''}</p>;
      const task = taskCatalog.find((entry) => entry.apiTask === content.kind && entry.scoringKind === 'writing');
      return (
        <WritingScoreDetail
          result={record.writing}
          answer={record.answers[0] ?? ''}
          task={task}
          variant={variantOf(record.pteType)}
          headingLevel={4}
        />
      );
    }
  }
}

const ignore = () => {};

function blankResult(record: AnswerRecord, expected: readonly string[], index: number): ItemResult {
  const given = record.results[index];
  if (given) return { ...given, expected: given.expected ?? expected[index] };
  const answer = record.answers[index] ?? '';
  return { answer, expected: expected[index], correct: answer !== '' && answer.toLowerCase() === expected[index]?.toLowerCase() };
}

function ScoredWord({ result }: { result: ItemResult }) {
  const { className, ...data } = stateOf(result.correct);
  return (
    <>
      <span className={[styles.word, className].join(' ')} {...data}>
        {result.answer || '—'}
        <span className={styles.visuallyHidden}>{result.answer ? '' : 'no answer'} ({result.correct ? 'correct' : 'wrong'})</span>
      </span>
      {!result.correct && result.expected ? (
        <span className={styles.expected} data-expected="true">
          <span className={styles.visuallyHidden}>correct answer: </span>
          {result.expected}
        </span>
      ) : null}
    </>
  );
}

function BlanksAnswer({ record, content, expected }: { record: AnswerRecord; content: QuestionContent; expected: readonly string[] }) {
  const text = 'text' in content && typeof content.text === 'string' ? content.text : '';
  if (!text.match(PLACEHOLDER)) {
    return (
      <p className={styles.passage}>
        {expected.map((_, index) => (
          <ScoredWord key={index} result={blankResult(record, expected, index)} />
        ))}
      </p>
    );
  }
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(PLACEHOLDER)) {
    const index = Number(match[1]) - 1;
    if (index < 0 || index >= expected.length) continue;
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

  return (
    <>
      {text ? <p className={styles.mutedPassage}>{text}</p> : null}
      {question ? <p className={styles.question}>{question}</p> : null}
      <ul className={styles.options}>
        {shown.map((option) => {
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
              <span className={styles.optionText}>
                {option.text}
                {isChosen ? <span className={styles.visuallyHidden}> (your choice, {judged(option.id) ? 'correct' : 'wrong'})</span> : null}
              </span>
              {isKey ? <span className={styles.tag}>Correct answer</span> : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}

function OrderAnswer({ record, content }: { record: AnswerRecord; content: QuestionContent }) {
  const paragraphs: Option[] = content.kind === 'reorderParagraphs' ? content.paragraphs : [];
  const served = paragraphs.map((paragraph) => paragraph.id);
  const pairs = record.pairs ?? [];

  return (
    <ol className={styles.order} aria-label="Your order">
      {record.answers.map((id, index) => {
        const servedIndex = served.indexOf(id);
        const isLast = index === record.answers.length - 1;
        const pairCorrect = pairs[index] === true;
        return (
          <li key={id} className={styles.orderItem}>
            <div className={styles.paragraph}>
              <span className={styles.letter}>
                <span className={styles.visuallyHidden}>Paragraph </span>
                {servedIndex >= 0 ? letterOf(servedIndex) : index + 1}
              </span>
              <span>{servedIndex >= 0 ? paragraphs[servedIndex].text : id}</span>
            </div>
            {isLast ? null : (
              <span
                role="img"
                aria-label={pairCorrect ? 'correct pair' : 'wrong pair'}
                className={styles.link({ correct: pairCorrect })}
                data-correct={String(pairCorrect)}
              >
                <span aria-hidden="true">{pairCorrect ? '✓' : '✗'}</span>
              </span>
            )}
          </li>
        );
      })}
    </ol>
  );
}
