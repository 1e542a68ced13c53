import { DictionaryModal, type DictionaryModalProps } from '../DictionaryModal/DictionaryModal';
import { pickedWord, type PickedText } from './pickedWord';

/** The practice card's dictionary, with the rules that turn a selection into a word: both come at the first look-up. */
export function LookupModal({ picked, ...props }: Omit<DictionaryModalProps, 'word'> & { picked: PickedText }) {
  const word = pickedWord(picked);
  return word ? <DictionaryModal {...props} word={word} /> : null;
}
