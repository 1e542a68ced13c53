import type { ApiErrorBody, ApiFieldError } from '@pte-kit/core';


/** An error the API answers with a 4xx and a message a person can read. */
export class AppError extends Error {
  readonly status: number;
  readonly errors: ApiFieldError[];
  constructor(status: number, message: string, errors: ApiFieldError[] = []) {
    super(message);
    this.status = status;
    this.errors = errors;
  }
  toBody(): ApiErrorBody {
    return { status: this.status, message: this.message, errors: this.errors };
  }
}

/** The table of coded errors the routes raise. */
export const errors = {
  badRequest: (message: string, field?: string) =>
    new AppError(400, message, field ? [{ field, defaultMessage: message }] : []),
  unauthorized: () => new AppError(401, 'You are not signed in, or your session has expired. Please sign in again.'),
  notYours: () => new AppError(403, 'Only the author can delete this answer.'),
  premiumOnly: () => new AppError(403, 'This feature is available on premium plans only.'),
  notFound: (what: string) => new AppError(404, `${what} was not found.`),
  taskNotInVariant: (name: string, pteType: string) =>
    new AppError(400, `${name} is not part of ${pteType}. Change the exam type in your profile to practise it.`, [
      { field: 'pteType', defaultMessage: `${name} is not part of ${pteType}.` },
    ]),
  conflict: (message: string) => new AppError(409, message),
  /** A 400 naming every field that is wrong, the first one's sentence as the message. */
  invalid: (problems: ApiFieldError[]) => new AppError(400, problems[0]?.defaultMessage ?? 'The request is not valid.', problems),
  emailNotVerified: (email: string) =>
    new AppError(403, `Confirm your email address to get AI-scored answers: open the link we sent to ${email}. No email? Ask for another from your profile.`),
  aiQuotaUsed: () =>
    new AppError(429, 'You have used all 5 free AI-scored submissions. Upgrade to a premium plan for unlimited AI scoring.'),
} as const;

