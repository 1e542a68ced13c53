import type { EmbedSession } from '@pte-kit/core';
import { useT } from '@pte-kit/widgets';
import { embedMessages } from './embedMessages';

/** The bar's sentences an element says in its own words (the dictionary's reader saves words, not answers). */
export type SignInBarWords = Partial<Record<'signedIn' | 'practiseWithout' | 'signIn' | 'waiting', string>>;

/**
 * What a reader who is not signed in sees above the question: that answers are scored but not kept, and the button
 * that opens the app's sign-in popup; then where the sign-in is, and once signed in, a way to sign out.
 */
export function SignInBar({ reader, words = {} }: { reader: EmbedSession; words?: SignInBarWords }) {
  const t = useT(embedMessages);
  const say = (key: keyof SignInBarWords) => words[key] ?? t(key);
  const status = reader.status.value;
  const error = reader.error.value;
  if (status === 'signedIn') {
    return (
      <div className="pte-sign-in-bar">
        <p role="status">{say('signedIn')}</p>
        <button type="button" className="pte-sign-in-quiet" onClick={() => reader.signOut()}>{t('signOut')}</button>
      </div>
    );
  }
  return (
    <div className="pte-sign-in-bar">
      <p>{say('practiseWithout')}</p>
      <button type="button" onClick={() => reader.signIn()}>{say('signIn')}</button>
      {status === 'waiting' ? <p role="status" className="pte-sign-in-note">{say('waiting')}</p> : null}
      {status === 'blocked' ? (
        <p role="alert">
          {t('blocked')}{' '}
          {/* rel="opener": the sign-in page posts the reader's tokens back to this page. */}
          <a href={reader.signInUrl} target="pte-sign-in" rel="opener">{t('openSignIn')}</a>
        </p>
      ) : null}
      {error ? <p role="alert">{error}</p> : null}
    </div>
  );
}
