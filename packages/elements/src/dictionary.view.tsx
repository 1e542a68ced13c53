import type { EmbedSession, PteClient, WordBookKind } from '@pte-kit/core';
import { DictionaryModal, useLocale, useT } from '@pte-kit/widgets';
import { useEffect, useState } from 'react';
import { dictionaryEmbedMessages } from './dictionaryMessages';
import { dictionaryTriggerSheet } from './dictionary.styles';
import { reactView } from './reactView';
import base from './generated/styles/base';
import dictionaryModal from './generated/styles/DictionaryModal';
import { signInBarSheet } from './signIn';
import { SignInBar } from './signInBar';

export interface DictionaryViewProps {
  client: PteClient;
  /** The reader's own sign-in when the page passes no token (null until the dictionary first opens). */
  reader: EmbedSession | null;
  word: string;
  lookedUp: string | null;
  translationLanguage: string | null;
  onOpen: () => void;
  onClose: () => void;
  onWordAdded: (word: string, books: WordBookKind[]) => void;
}

/** <pte-dictionary>'s React part: the word in the text (the page's own text in the slot) and the dictionary modal. */
function DictionaryView({ client, reader, word, lookedUp, translationLanguage, onOpen, onClose, onWordAdded }: DictionaryViewProps) {
  useLocale().addCatalogues('fa', { dictionaryEmbed: () => import('./fa/dictionary') });
  const t = useT(dictionaryEmbedMessages);
  const signedIn = !reader || reader.status.value === 'signedIn';
  // What saving did ('Word added successfully', 'Word already exists'), beside the word for a few seconds.
  const [outcome, setOutcome] = useState<{ text: string; tone: string } | null>(null);
  useEffect(() => {
    if (!outcome) return;
    const timer = setTimeout(() => setOutcome(null), 5000);
    return () => clearTimeout(timer);
  }, [outcome]);
  return (
    <>
      {word ? (
        <button type="button" className="pte-dictionary-word" aria-label={t('lookUp', { word })} onClick={onOpen}>
          <slot>{word}</slot>
        </button>
      ) : null}
      <span role="status" className={`pte-dictionary-outcome pte-dictionary-${outcome?.tone ?? 'none'}`}>{outcome?.text}</span>
      <DictionaryModal
        client={client}
        word={lookedUp}
        open={lookedUp !== null}
        onOpenChange={(open) => { if (!open) onClose(); }}
        signedIn={signedIn}
        onToast={(text, tone) => setOutcome({ text, tone })}
        translationLanguage={translationLanguage}
        onBooksChange={(change) => { if (change.added.length > 0) onWordAdded(change.word, change.added); }}
        signInPrompt={reader ? <SignInBar reader={reader} words={{ practiseWithout: t('invite'), signIn: t('signIn'), waiting: t('waiting') }} /> : null}
      />
    </>
  );
}

export default reactView(DictionaryView, { parts: [base, dictionaryModal], styles: [signInBarSheet, dictionaryTriggerSheet] });
