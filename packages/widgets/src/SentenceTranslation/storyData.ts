import { ApiError, type PteClient, type SentenceTranslation } from '@pte-kit/core';
import { fn } from 'storybook/test';

/** Persian for the story sentences, as a LibreTranslate-compatible service might answer. */
const PERSIAN: Record<string, string> = {
  'The library opens at nine.': 'کتابخانه ساعت نه باز می‌شود.',
  'Students may borrow three books at a time.': 'دانشجویان می‌توانند هم‌زمان سه کتاب امانت بگیرند.',
};

export type SentenceStoryClient = Pick<PteClient, 'translateSentence'>;

/** A client whose service knows the story sentences and fails the others with the server's 503. */
export function sentenceClient(known: Record<string, string> = PERSIAN): SentenceStoryClient {
  return {
    translateSentence: fn(async (text: string): Promise<SentenceTranslation> => {
      const translated = known[text];
      if (translated === undefined) throw new ApiError(503, 'Translation failed', { status: 503, message: 'Translation failed', errors: [] });
      return { data: { translated } };
    }),
  };
}

/** A client whose every call stays pending: the modal's loading state. */
export const pendingClient = (): SentenceStoryClient => ({ translateSentence: fn(() => new Promise<SentenceTranslation>(() => {})) });

/** The story clients as the modal's prop (only the one call it makes exists). */
export const asClient = (client: SentenceStoryClient) => client as unknown as PteClient;
