import { ChoiceList } from '../../ReadingAnswer/ChoiceList';
import { asList, asText, type AnswerView } from './types';

type SingleKind = 'multipleChoiceSingleAnswer' | 'listeningMultipleChoiceSingleAnswer' | 'highlightCorrectSummary' | 'selectMissingWord';

function singleChoice<Kind extends SingleKind>(label?: string): AnswerView<Kind> {
  return ({ content, value, onValueChange, result, disabled }) => (
    <ChoiceList content={content} multiple={false} label={label} value={asText(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
  );
}

function multipleChoice<Kind extends 'multipleChoiceMultipleAnswers' | 'listeningMultipleChoiceMultipleAnswers'>(): AnswerView<Kind> {
  return ({ content, value, onValueChange, result, disabled }) => (
    <ChoiceList content={content} multiple value={asList(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
  );
}

export const choiceViews = {
  multipleChoiceMultipleAnswers: multipleChoice<'multipleChoiceMultipleAnswers'>(),
  listeningMultipleChoiceMultipleAnswers: multipleChoice<'listeningMultipleChoiceMultipleAnswers'>(),
  multipleChoiceSingleAnswer: singleChoice<'multipleChoiceSingleAnswer'>(),
  listeningMultipleChoiceSingleAnswer: singleChoice<'listeningMultipleChoiceSingleAnswer'>(),
  highlightCorrectSummary: singleChoice<'highlightCorrectSummary'>('Summaries'),
  selectMissingWord: singleChoice<'selectMissingWord'>('Options to complete the recording'),
};
