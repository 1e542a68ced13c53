import { DragBlanks } from '../../ReadingAnswer/DragBlanks';
import { asList, type AnswerView } from './types';

export const fillInTheBlanks: AnswerView<'fillInTheBlanks'> = ({ content, value, onValueChange, result, disabled }) => (
  <DragBlanks content={content} value={asList(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
);
