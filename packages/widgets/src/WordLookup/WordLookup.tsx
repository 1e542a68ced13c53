import { selectionWord, tokenAround, type PteClient, type Skill } from '@pte-kit/core';
import { useState, type ReactNode } from 'react';
import { Later, deferred } from '../AnswerArea/lazy';
import type { ToastHandler } from '../QuestionTools/messages';
import { TranslateWords } from '../TranslateWords/TranslateWords';

// The dictionary is fetched at the first word looked up: a practice card carries only this listener.
const DictionaryModal = deferred(() => import('../DictionaryModal/DictionaryModal').then((module) => module.DictionaryModal));

/**
 * The word a selection picks (core's rules): at least 2 characters selected, widened to the whole word when it lies
 * in one text node (a long press that caught half a word), then one clickable word or nothing.
 */
export function pickedWord(selection: Selection): string | null {
  const selected = selection.toString();
  if (selected.trim().length < 2 || selection.rangeCount === 0) return null;
  const range = selection.getRangeAt(0);
  const node = range.startContainer;
  const token = node === range.endContainer && node.nodeType === Node.TEXT_NODE
    ? tokenAround(node.textContent ?? '', range.startOffset, range.endOffset)
    : selected;
  return selectionWord(token);
}

export interface WordLookupProps {
  /** API client for the dictionary and the books. */
  client: PteClient;
  /** The learner's translation language (profile); the card's translate selector starts from it. */
  language?: string | null;
  /** Whether a learner is signed in (the dictionary's books and mark). @default true */
  signedIn?: boolean;
  /** The question's task (apiTask) and skill, saved with a word added to the Vocab Book. */
  practiceType?: string;
  skillType?: Skill;
  /** Where the dictionary's messages go; a warning ('Word already exists') shows as an error there. */
  onToast?: ToastHandler;
  /** The question's texts: a word double-clicked, selected or long-pressed in them opens the dictionary. */
  children: ReactNode;
}

/**
 * The practice card's word look-up: the translate-language selector above the question, and the dictionary modal for
 * a word picked in the question's texts, its translation line in the selector's language.
 */
export function WordLookup({ client, language, signedIn = true, practiceType, skillType, onToast, children }: WordLookupProps) {
  const [lookup, setLookup] = useState<{ word: string; language: string; open: boolean } | null>(null);
  const onLookup = (selection: Selection, chosen: string) => {
    const word = pickedWord(selection);
    if (word) setLookup({ word, language: chosen, open: true });
  };
  return (
    <>
      <TranslateWords client={client} language={language} onLookup={onLookup}>{children}</TranslateWords>
      {lookup ? (
        <Later>
          <DictionaryModal
            word={lookup.word}
            open={lookup.open}
            onOpenChange={(open) => setLookup((shown) => shown && { ...shown, open })}
            client={client}
            signedIn={signedIn}
            translationLanguage={lookup.language}
            practiceType={practiceType}
            skillType={skillType}
            onToast={onToast && ((message, tone) => onToast(message, tone === 'warning' ? 'error' : tone))}
          />
        </Later>
      ) : null}
    </>
  );
}
