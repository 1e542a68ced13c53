import { createSpellingBookList, type PteClient } from '@pte-kit/core';
import { WordEntryModal } from '../PronunciationBook/WordEntryModal';
import { useModel } from '../private/useModel';
import { usePteClient } from '../PteClientProvider';
import type { ToastHandler } from '../QuestionTools/messages';
import { BookHeader, BookLink, CommonFilters, WordGrid, useBookMessages, type NavigateHandler } from '../VocabBook/bookParts';
import * as styles from '../VocabBook/VocabBook.css';

export interface SpellingBookProps {
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  onNavigate?: NavigateHandler;
  /** Where the back arrow goes. @default '/dashboard' */
  backHref?: string;
  /** Practice Now: the dictation, which draws from this book when it has words. @default '/dashboard/spelling-book/dictation' */
  practiceHref?: string;
  /** Where 'Note saved', 'Word deleted successfully' and failures go. */
  onToast?: ToastHandler;
}

/** /dashboard/spelling-book: the words saved to spell, with Practice Now (the dictation) in the header. */
export function SpellingBook({
  client, onNavigate, backHref = '/dashboard', practiceHref = '/dashboard/spelling-book/dictation', onToast,
}: SpellingBookProps) {
  const api = usePteClient(client);
  const t = useBookMessages();
  const list = useModel(() => createSpellingBookList((query) => api.listSpelling(query)), [api]);
  const open = list.openEntry.value;
  return (
    <section className={styles.root}>
      <BookHeader title={t('spellingTitle')} total={list.loading.value && !list.items.value.length ? null : list.totalElements.value} backHref={backHref} onNavigate={onNavigate}>
        <BookLink href={practiceHref} onNavigate={onNavigate} className={styles.primaryLink}>{t('practiceNow')}</BookLink>
      </BookHeader>
      <p className={styles.muted}>{t('spellingText')}</p>
      <CommonFilters list={list} />
      <WordGrid list={list} meta={() => null} />
      {open ? (
        <WordEntryModal
          key={open.id}
          entry={open}
          position={list.position.value!}
          actions={{
            setNote: (id, note, version) => api.setSpellingNote(id, note, version),
            setBookmark: (id, bookmark, version) => api.setSpellingBookmark(id, bookmark, version),
            remove: (id) => api.deleteSpelling(id),
          }}
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
