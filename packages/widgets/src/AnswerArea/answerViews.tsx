import { taskOfContentKind, type AnswerKey, type AnswerValue, type ContentOf, type ExamVariant, type QuestionContent, type QuestionContentKind, type TaskDefinition } from '@pte-kit/core';
import type { ReactNode } from 'react';
import { ClickableWords } from '../ListeningAnswer/ClickableWords';
import { DictationInput } from '../ListeningAnswer/DictationInput';
import { TypedBlanks } from '../ListeningAnswer/TypedBlanks';
import { ChoiceList } from '../ReadingAnswer/ChoiceList';
import { DragBlanks } from '../ReadingAnswer/DragBlanks';
import { DropdownBlanks } from '../ReadingAnswer/DropdownBlanks';
import { ReorderList } from '../ReadingAnswer/ReorderList';
import type { AnswerBaseProps } from '../ReadingAnswer/types';
import * as shared from '../ReadingAnswer/ReadingAnswer.css';
import { WritingEditor } from '../WritingAnswer/WritingEditor';

/** What an answer view of content kind `Kind` is given. */
export interface AnswerViewProps<Kind extends QuestionContentKind = QuestionContentKind> extends AnswerBaseProps<ContentOf<Kind>, AnswerValue> {
  task?: TaskDefinition;
  variant: ExamVariant;
  answerKey?: AnswerKey | null;
  pairs?: readonly boolean[];
}

type AnswerView<Kind extends QuestionContentKind> = (props: AnswerViewProps<Kind>) => ReactNode;

const asList = (value: AnswerValue): string[] => (Array.isArray(value) ? value : value ? [value] : []);
const asText = (value: AnswerValue): string => (Array.isArray(value) ? value[0] ?? '' : value);

function singleChoice<Kind extends 'multipleChoiceSingleAnswer' | 'listeningMultipleChoiceSingleAnswer' | 'highlightCorrectSummary' | 'selectMissingWord'>(
  label?: string,
): AnswerView<Kind> {
  return ({ content, value, onValueChange, result, disabled }) => (
    <ChoiceList content={content} multiple={false} label={label} value={asText(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
  );
}

function multipleChoice<Kind extends 'multipleChoiceMultipleAnswers' | 'listeningMultipleChoiceMultipleAnswers'>(): AnswerView<Kind> {
  return ({ content, value, onValueChange, result, disabled }) => (
    <ChoiceList content={content} multiple value={asList(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
  );
}

function writing<Kind extends 'summarizeWrittenText' | 'writeEssay' | 'writeEmail' | 'summarizeSpokenText'>(): AnswerView<Kind> {
  return ({ content, value, onValueChange, disabled, task, variant }) => (
    <WritingEditor content={content} value={asText(value)} onValueChange={onValueChange} task={task ?? taskOfContentKind((content as QuestionContent).kind)} variant={variant} disabled={disabled} />
  );
}

function recorded<Kind extends QuestionContentKind>(): AnswerView<Kind> {
  return () => <p className={shared.hint}>This question is answered with a recording.</p>;
}

/**
 * The view half of the content-kind registry (`contentKinds` in core holds the rules): the answer area of each kind.
 * Reading areas, typed blanks, option lists, clickable transcript words, the dictation box and the writing editor;
 * speaking kinds are answered with the recorder, outside this area.
 */
export const answerViews: { readonly [Kind in QuestionContentKind]: AnswerView<Kind> } = {
  rwFillInTheBlanks: ({ content, value, onValueChange, result, disabled }) => (
    <DropdownBlanks content={content} value={asList(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
  ),
  fillInTheBlanks: ({ content, value, onValueChange, result, disabled }) => (
    <DragBlanks content={content} value={asList(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
  ),
  multipleChoiceMultipleAnswers: multipleChoice(),
  multipleChoiceSingleAnswer: singleChoice(),
  reorderParagraphs: ({ content, value, onValueChange, result, disabled, pairs, answerKey }) => (
    <ReorderList
      content={content}
      value={asList(value)}
      onValueChange={onValueChange}
      pairs={pairs}
      correctOrder={answerKey?.kind === 'order' ? answerKey.order : null}
      result={result}
      disabled={disabled}
    />
  ),
  listeningFillInTheBlanks: ({ content, value, onValueChange, result, disabled }) => (
    <TypedBlanks content={content} value={asList(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
  ),
  listeningMultipleChoiceMultipleAnswers: multipleChoice(),
  listeningMultipleChoiceSingleAnswer: singleChoice(),
  highlightCorrectSummary: singleChoice('Summaries'),
  selectMissingWord: singleChoice('Options to complete the recording'),
  highlightIncorrectWords: ({ content, value, onValueChange, result, disabled, answerKey }) => (
    <ClickableWords
      content={content}
      value={asList(value)}
      onValueChange={onValueChange}
      changed={answerKey?.kind === 'highlight' ? answerKey.indexes.map(String) : undefined}
      result={result}
      disabled={disabled}
    />
  ),
  writeFromDictation: ({ content, value, onValueChange, result, disabled }) => (
    <DictationInput content={content} value={asText(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
  ),
  summarizeSpokenText: writing(),
  summarizeWrittenText: writing(),
  writeEssay: writing(),
  writeEmail: writing(),
  readAloud: recorded(),
  repeatSentence: recorded(),
  describeImage: recorded(),
  retellLecture: recorded(),
  respondToASituation: recorded(),
  answerShortQuestion: recorded(),
};

/** Renders the answer view of the content's kind. */
export function renderAnswerView(props: AnswerViewProps): ReactNode {
  const view = answerViews[props.content.kind] as AnswerView<QuestionContentKind>;
  return view(props);
}
