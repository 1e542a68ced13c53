import { DictationInput } from '../../ListeningAnswer/DictationInput';
import { asText, type AnswerView } from './types';

export const writeFromDictation: AnswerView<'writeFromDictation'> = ({ content, value, onValueChange, result, disabled }) => (
  <DictationInput content={content} value={asText(value)} onValueChange={onValueChange} result={result} disabled={disabled} />
);
