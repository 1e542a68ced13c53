import { ClickableWords } from '../../ListeningAnswer/ClickableWords';
import { asList, type AnswerView } from './types';

export const highlightIncorrectWords: AnswerView<'highlightIncorrectWords'> = ({ content, value, onValueChange, result, disabled, answerKey }) => (
  <ClickableWords
    content={content}
    value={asList(value)}
    onValueChange={onValueChange}
    changed={answerKey?.kind === 'highlight' ? answerKey.indexes.map(String) : undefined}
    result={result}
    disabled={disabled}
  />
);
