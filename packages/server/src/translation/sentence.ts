/**
 * Sentence translation (the card's sentence translation modal). There is no offline sentence translator, so it goes
 * to a service the deployment names; without one, or when the service fails, the caller answers 'Translation failed'
 * (never a made-up translation).
 */
export interface SentenceTranslator {
  /** The text translated from `source` into `target` (ISO 639-1 codes); throws SentenceTranslationError on failure. */
  translate(text: string, source: string, target: string): Promise<string>;
}

export class SentenceTranslationError extends Error {}

export interface LibreTranslateOptions {
  /** Base URL of the service: requests go to `${url}/translate`. */
  url: string;
  apiKey?: string;
  /** Milliseconds before giving up on the service. */
  timeoutMs?: number;
  fetch?: typeof fetch;
}

const DEFAULT_TIMEOUT_MS = 8_000;

/**
 * A LibreTranslate-compatible service (LibreTranslate itself, or anything speaking its API):
 * `POST {url}/translate {q, source, target, format: 'text', api_key?}` → `{translatedText}`.
 */
export function libreTranslate({ url, apiKey, timeoutMs = DEFAULT_TIMEOUT_MS, fetch: send = fetch }: LibreTranslateOptions): SentenceTranslator {
  const endpoint = `${url.replace(/\/+$/, '')}/translate`;
  return {
    async translate(text, source, target) {
      let response: Response;
      try {
        response = await send(endpoint, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({ q: text, source, target, format: 'text', ...(apiKey ? { api_key: apiKey } : {}) }),
          signal: AbortSignal.timeout(timeoutMs),
        });
      } catch (reason) {
        throw new SentenceTranslationError(`The translation service did not answer: ${(reason as Error).message}`);
      }
      if (!response.ok) throw new SentenceTranslationError(`The translation service answered ${response.status}.`);
      let body: unknown;
      try {
        body = await response.json();
      } catch {
        throw new SentenceTranslationError('The translation service answered something other than JSON.');
      }
      const translated = (body as { translatedText?: unknown } | null)?.translatedText;
      if (typeof translated !== 'string' || translated.trim() === '') throw new SentenceTranslationError('The translation service answered no translatedText.');
      return translated;
    },
  };
}
