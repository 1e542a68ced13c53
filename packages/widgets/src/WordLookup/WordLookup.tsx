import type { PteClient, Skill } from '@pte-kit/core';
import { useState, type ReactNode } from 'react';
import { Later, deferred } from '../AnswerArea/lazy';
import type { ToastHandler } from '../QuestionTools/messages';
import { TranslateWords } from '../TranslateWords/TranslateWords';
import type { PickedText } from './pickedWord';

// The dictionary and the word rules are fetched at the first selection: a practice card carries only this listener.
const LookupModal = deferred(() => import('./LookupModal').then((module) => module.LookupModal));
// A selection of several words is translated sentence by sentence, in a modal fetched the first time.
const SentenceModal = deferred(() => import('../SentenceTranslation/SentenceTranslationModal').then((module) => module.SentenceTranslationModal));

/** What the selection holds now (the live Selection changes once the learner clicks on). */
function readSelection(selection: Selection): PickedText {
  const range = selection.getRangeAt(0);
  const node = range.startContainer;
  return {
    selected: selection.toString(),
    node: node === range.endContainer && node.nodeType === Node.TEXT_NODE
      ? { text: node.textContent ?? '', start: range.startOffset, end: range.endOffset }
      : null,
  };
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
  /**
   * The question's texts: a word double-clicked, selected or long-pressed in them opens the dictionary; a selection of
   * several words opens the sentence translation modal (signed-in learners: each sentence is a call to the service).
   */
  children: ReactNode;
}

/**
 * The practice card's word look-up: the translate-language selector above the question, and the dictionary modal for
 * a word picked in the question's texts, its translation line in the selector's language.
 */
export function WordLookup({ client, language, signedIn = true, practiceType, skillType, onToast, children }: WordLookupProps) {
  const [lookup, setLookup] = useState<{ picked: PickedText; language: string; open: boolean } | null>(null);
  const [sentences, setSentences] = useState<{ text: string; language: string; languageName?: string; open: boolean } | null>(null);
  return (
    <>
      <TranslateWords
        client={client}
        language={language}
        onLookup={(selection, chosen, languageName) => {
          const selected = selection.toString().trim();
          // Several words: their sentences, translated (a learner's double-click inside a selection re-picks it).
          if (/\s/.test(selected)) {
            if (signedIn && /[A-Za-z]/.test(selected)) setSentences({ text: selected, language: chosen, languageName, open: true });
            return;
          }
          // A single click leaves nothing selected: no chunk is fetched for it.
          if (selected.length > 1) setLookup({ picked: readSelection(selection), language: chosen, open: true });
        }}
      >
        {children}
      </TranslateWords>
      {lookup ? (
        <Later>
          <LookupModal
            picked={lookup.picked}
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
      {sentences ? (
        <Later>
          <SentenceModal
            text={sentences.text}
            open={sentences.open}
            onOpenChange={(open) => setSentences((shown) => shown && { ...shown, open })}
            client={client}
            language={sentences.language}
            languageName={sentences.languageName}
          />
        </Later>
      ) : null}
    </>
  );
}
