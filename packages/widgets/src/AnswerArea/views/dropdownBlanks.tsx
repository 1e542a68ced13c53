import { DropdownBlanks } from '../../ReadingAnswer/DropdownBlanks';
import { asList, type AnswerView } from './types';

export const rwFillInTheBlanks: AnswerView<'rwFillInTheBlanks'> = ({ content, value, onValueChange, result, disabled }) => (
  <DropdownBlanks content={content} value={asList(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
);
