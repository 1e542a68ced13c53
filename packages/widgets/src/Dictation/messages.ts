import { MESSAGES, type ApiErrorBody } from '@pte-kit/core';

/** Dictation submit failures (spec §8): the server's own words when it sent any, else 'Submission failed. Please try again.'. */
export function submitErrorMessage(error: unknown): string {
  const body = (error as { body?: ApiErrorBody | null } | null)?.body;
  const message = body?.errors?.[0]?.defaultMessage || body?.message;
  return typeof message === 'string' && message.trim() ? message : MESSAGES.dictationSubmitFailed;
}
