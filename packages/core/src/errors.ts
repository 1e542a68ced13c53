import { ApiError } from './apiClient';
import { MESSAGES } from './constants';
import type { ApiErrorBody, ApiFieldError } from './types';

/**
 * Whose words a failure's message may be, most specific first; the fallback when none has any.
 * - `any`: the server's (its first field error, then its message), else the failure's own: an `Error`'s or
 *   `DOMException`'s message, or for an `ApiError` without a body the fetch error's.
 * - `api`: an `ApiError`'s words as `any` reads them; every other failure (a network `TypeError`, a bug) gets the
 *   fallback, so a caller that names what failed keeps its sentence.
 * - `server`: only what the server sent (first field error, then its message), never a fetch or browser message.
 * - `field`: only the server's first field error (forms whose own checks the server repeats).
 */
export type ErrorWords = 'any' | 'api' | 'server' | 'field';

/** The server's error body of a failed call; read from any object with one, so a second copy of core still counts. */
function bodyOf(reason: unknown): ApiErrorBody | null {
  const body = (reason as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as ApiErrorBody) : null;
}

const spoken = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** The field errors the server sent with a failed call (a 400's `errors`), empty when it sent none. */
export function fieldErrors(reason: unknown): readonly ApiFieldError[] {
  const errors = bodyOf(reason)?.errors;
  return Array.isArray(errors) ? errors : [];
}

/**
 * The words to show a person for a failure: a rejected API call, an `Error` or a `DOMException` (a refused
 * microphone). `fallback` is the sentence for a failure without words of its own (or whose words `from` leaves out).
 */
export function errorMessage(reason: unknown, fallback: string = MESSAGES.somethingWrong, from: ErrorWords = 'any'): string {
  if (from === 'api' && !(reason instanceof ApiError)) return fallback;
  const body = bodyOf(reason);
  const candidates: unknown[] = [fieldErrors(reason)[0]?.defaultMessage];
  if (from !== 'field') candidates.push(body?.message);
  if (from === 'any' || from === 'api') candidates.push((reason as { message?: unknown } | null)?.message);
  return candidates.find(spoken) ?? fallback;
}
