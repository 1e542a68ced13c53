import { MESSAGES, type ApiErrorBody } from '@pte-kit/core';

/** Whether a message tells of a success or a failure. */
export type ToastTone = 'success' | 'error';

/** Shows a success or failure message, e.g. as the host's toast. */
export type ToastHandler = (message: string, tone: ToastTone) => void;

function errorBody(error: unknown): ApiErrorBody | null {
  const body = (error as { body?: unknown } | null)?.body;
  return body && typeof body === 'object' ? (body as ApiErrorBody) : null;
}

/** Note save and report failures (spec §8): the first server error's default message, else the generic message. */
export function firstErrorMessage(error: unknown): string {
  const message = errorBody(error)?.errors?.[0]?.defaultMessage;
  return typeof message === 'string' && message.trim() ? message : MESSAGES.somethingWrong;
}

/** The shared error handler (note delete, exam memory): the server's own words when it sent any, else the generic message. */
export function serverErrorMessage(error: unknown): string {
  const body = errorBody(error);
  const message = body?.errors?.[0]?.defaultMessage || body?.message;
  return typeof message === 'string' && message.trim() ? message : MESSAGES.somethingWrong;
}
