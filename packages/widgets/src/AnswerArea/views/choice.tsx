import { ChoiceList } from '../../ReadingAnswer/ChoiceList';
import { asList, asText, type AnswerView } from './types';

type SingleKind = 'multipleChoiceSingleAnswer' | 'listeningMultipleChoiceSingleAnswer' | 'highlightCorrectSummary' | 'selectMissingWord';

function singleChoice<Kind extends SingleKind>(): AnswerView<Kind> {
  return ({ content, value, onValueChange, result, disabled }) => (
    <ChoiceList content={content} multiple={false} value={asText(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
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
  highlightCorrectSummary: singleChoice<'highlightCorrectSummary'>(),
  selectMissingWord: singleChoice<'selectMissingWord'>(),
};
