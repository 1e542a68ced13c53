import { css } from 'lit';
import type { WordBookKind } from '@pte-kit/core';
import { ApiElement } from './apiElement';
import type { DictionaryViewProps } from './dictionary.view';
import { hostStyles } from './reactElement';
import { ReaderSignIn } from './signIn';

export interface PteWordAddedDetail {
  /** The word as the dictionary files it (its base form). */
  word: string;
  /** The books it was added to. */
  books: WordBookKind[];
}

declare global {
  interface PteEventMap {
    'pte-word-added': PteWordAddedDetail;
  }
}

/**
 * A word of an article that opens the dictionary: its pronunciations (US, UK; no Australian voice offline), its
 * translation, meanings, examples and related words. A signed-in reader saves it to their Vocab, Pronunciation and
 * Spelling books; a reader who is not signed in sees the dictionary and a sign-in bar instead (docs/embedding.md).
 * Without `word` the element shows nothing until `open(word)` is called (a page's own double-click handler).
 *
 * @tagname pte-dictionary
 * @summary A dictionary look-up of one word, for articles.
 *
 * @event {CustomEvent<PteWordAddedDetail>} pte-word-added - The reader saved the word to one or more books.
 * @event {CustomEvent<void>} pte-close - The reader closed the dictionary.
 *
 * @csspart root - The box the word and the dictionary render in.
 */
export class PteDictionary extends ApiElement<DictionaryViewProps> {
  // In running text the element is a word, not a block. (The view's sheets stay out of the registering bundle.)
  static override styles = [hostStyles, css`
    :host {
      display: inline;
    }
  `];

  static override properties = {
    word: {},
    translationLanguage: { attribute: 'translation-language' },
    lookedUp: { state: true },
  };

  /** The word shown in the text; pressing it opens the dictionary. */
  declare word: string;
  /** The translation line's language (a code such as fa or es); the reader's profile language, else Persian, when absent. */
  declare translationLanguage: string;
  // The word the open dictionary shows (null while closed); a reader without a page token signs in through the app's
  // popup, asked for at the first opening only, so an article's many words start no session.
  declare private lookedUp: string | null;
  private readonly readerSignIn = new ReaderSignIn(this);
  private reading = false;

  constructor() {
    super();
    this.word = '';
    this.translationLanguage = '';
    this.lookedUp = null;
  }

  /** Opens the dictionary on `word` (by default the element's own). */
  open(word: string = this.word): void {
    if (!word) return;
    this.reading = true;
    this.lookedUp = word;
  }

  /** Closes the dictionary; the word's book choices are saved as when the reader closes it. */
  close(): void {
    this.lookedUp = null;
  }

  protected override loadView() {
    return import('./dictionary.view');
  }

  protected override viewProps(): DictionaryViewProps {
    const reader = this.reading && !this.getToken && !this.token ? this.readerSignIn.session(this.apiBase || window.location.origin) : null;
    return {
      client: reader ? reader.client.value : this.client!,
      reader,
      word: this.word,
      lookedUp: this.lookedUp,
      translationLanguage: this.translationLanguage || null,
      onOpen: () => this.open(),
      onClose: () => {
        if (this.lookedUp === null) return;
        this.lookedUp = null;
        this.emit('pte-close', undefined);
      },
      onWordAdded: (word, books) => void this.emit('pte-word-added', { word, books }),
    };
  }
}
