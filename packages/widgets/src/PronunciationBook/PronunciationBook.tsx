import { createPronunciationBookList, type PteClient, type TakeMedia } from '@pte-kit/core';
import { browserTakeMedia } from '../MicrophoneWizard/browserMicrophone';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { BookHeader, CommonFilters, WordGrid, useBookMessages, type NavigateHandler } from '../VocabBook/bookParts';
import * as styles from '../VocabBook/VocabBook.css';
import { WordEntryModal } from './WordEntryModal';
export interface PronunciationBookProps {
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  onNavigate?: NavigateHandler;
  /** Where the back arrow goes. @default '/dashboard' */
  backHref?: string;
  /** Where 'Note saved', 'Word deleted successfully' and failures go. */
  onToast?: ToastHandler;
  /** The microphone and the mp3 recorder. @default the browser's microphone with the kit's recorder */
  media?: TakeMedia;
}

/**
 * /dashboard/pronunciation-book: the words saved to practise saying, as cards with their last score; a card opens the
 * pronunciation modal (record the word, see it scored per syllable, note, mark, delete, Previous/Next through the list).
 */
export function PronunciationBook({ client, onNavigate, backHref = '/dashboard', onToast, media = browserTakeMedia }: PronunciationBookProps) {
  const api = usePteClient(client);
  const t = useBookMessages();
  const list = useModel(() => createPronunciationBookList((query) => api.listPronunciation(query)), [api]);
  const open = list.openEntry.value;
  return (
    <section className={styles.root}>
      <BookHeader title={t('pronunciationTitle')} total={list.loading.value && !list.items.value.length ? null : list.totalElements.value} backHref={backHref} onNavigate={onNavigate} />
      <p className={styles.muted}>{t('pronunciationText')}</p>
      <CommonFilters list={list} />
      <WordGrid list={list} meta={(entry) => <span>{entry.lastScore === null ? t('notScored') : t('lastScore', { score: entry.lastScore })}</span>} />
      {open ? (
        <WordEntryModal
          key={open.id}
          entry={open}
          position={list.position.value!}
          actions={{
            setNote: (id, note, version) => api.setPronunciationNote(id, note, version),
            setBookmark: (id, bookmark, version) => api.setPronunciationBookmark(id, bookmark, version),
            remove: (id) => api.deletePronunciation(id),
          }}
          retry={{ media, score: (word, voice) => api.scoreWordPronunciation(word, voice) }}
          onClose={() => list.close()}
          onPrevious={() => list.previous()}
          onNext={() => list.next()}
          onChange={(entry) => list.replace(entry)}
          onDeleted={(id) => list.removed(id)}
          onToast={onToast}
        />
      ) : null}
    </section>
  );
}

