import { BOOKMARK_TYPES, type BookmarkDto, type BookmarkType, type PteClient } from '@pte-kit/core';
import { useEffect, useRef, useState } from 'react';
import { usePteClient } from '../PteClientProvider';
import { commonMessages, useT } from '../i18n';
import { toolsMessages } from '../TranslateWords/messages';
import * as styles from './BookmarkPicker.css';

export interface BookmarkPickerProps {
  /** The question bookmarked. */
  practiceId: number;
  /** Level shown until the learner's bookmark has loaded (the question row's bookmarkType). @default 'UNMARK' */
  defaultType?: BookmarkType;
  /** API client. @default the one from PteClientProvider */
  client?: PteClient;
  /** Called with the bookmark after each change the server accepted. */
  onBookmarkChange?: (bookmark: BookmarkDto) => void;
  /** Where failed calls are logged: bookmark errors are only logged (spec §8). @default console */
  logger?: Pick<Console, 'error'>;
}

const unmarked = (practiceId: number): BookmarkDto => ({ id: null, practiceId, type: 'UNMARK', version: null });

/**
 * The learner's difficulty bookmark on a question: none → a level creates it, a level → another
 * level updates it at its version, a level → Not marked deletes it. Every button waits while a call runs.
 */
export function BookmarkPicker({ practiceId, defaultType = 'UNMARK', client, onBookmarkChange, logger = console }: BookmarkPickerProps) {
  const api = usePteClient(client);
  const [bookmark, setBookmark] = useState<BookmarkDto>(() => ({ ...unmarked(practiceId), type: defaultType }));
  const [busy, setBusy] = useState(true);
  const t = useT(toolsMessages);
  const tc = useT(commonMessages);
  // The question the latest call belongs to, so an answer for a question left behind is dropped.
  const current = useRef(practiceId);

  useEffect(() => {
    current.current = practiceId;
    setBookmark({ ...unmarked(practiceId), type: defaultType });
    setBusy(true);
    api.getBookmark(practiceId).then(
      (loaded) => { if (current.current === practiceId) setBookmark(loaded); },
      (error: unknown) => logger.error('Could not load the bookmark', error),
    ).finally(() => { if (current.current === practiceId) setBusy(false); });
    // defaultType only seeds the first paint of each question, so a new one does not reload.
  }, [api, practiceId]);

  const choose = async (type: BookmarkType) => {
    if (busy || type === bookmark.type) return;
    setBusy(true);
    try {
      let next: BookmarkDto;
      if (bookmark.id === null) next = await api.createBookmark(practiceId, type, bookmark.version);
      else if (type === 'UNMARK') {
        await api.deleteBookmark(bookmark.id);
        next = unmarked(practiceId);
      } else next = await api.updateBookmark(bookmark.id, type, bookmark.version ?? 0);
      if (current.current !== practiceId) return;
      setBookmark(next);
      onBookmarkChange?.(next);
    } catch (error) {
      logger.error('Could not change the bookmark', error);
    } finally {
      if (current.current === practiceId) setBusy(false);
    }
  };

  return (
    <div role="group" aria-label={t('bookmark')} aria-busy={busy || undefined} className={styles.root}>
      {BOOKMARK_TYPES.map((type) => (
        <button
          key={type}
          type="button"
          className={styles.option({ level: type })}
          aria-pressed={bookmark.type === type}
          disabled={busy}
          onClick={() => void choose(type)}
        >
          {tc('bookmark', { level: type })}
        </button>
      ))}
    </div>
  );
}
