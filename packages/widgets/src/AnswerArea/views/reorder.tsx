import { ReorderList } from '../../ReadingAnswer/ReorderList';
import { asList, type AnswerView } from './types';

export const reorderParagraphs: AnswerView<'reorderParagraphs'> = ({ content, value, onValueChange, result, disabled, pairs, answerKey }) => (
  <ReorderList
    content={content}
    value={asList(value)}
    onValueChange={onValueChange}
    pairs={pairs}
    correctOrder={answerKey?.kind === 'order' ? answerKey.order : null}
    result={result}
    disabled={disabled}
  />
);
