import { TypedBlanks } from '../../ListeningAnswer/TypedBlanks';
import { asList, type AnswerView } from './types';

export const listeningFillInTheBlanks: AnswerView<'listeningFillInTheBlanks'> = ({ content, value, onValueChange, result, disabled }) => (
  <TypedBlanks content={content} value={asList(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
);
