/**
 * The scoring engines' own errors. Engines know nothing of HTTP: the API's error handler turns these into its
 * error shape (errors.ts, `fromEngineError`).
 */

/** Input an engine cannot score (a recording that is not audio, a word not in the dictionary): the caller must change it. */
export class ScoringInputError extends Error {
  /** The request field at fault, when the engine knows it. */
  readonly field?: string;
  constructor(message: string, field?: string) {
    super(message);
    this.name = 'ScoringInputError';
    this.field = field;
  }
}

/** The engine cannot run on this server (a missing system package): nothing is wrong with the input. */
export class ScoringUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'ScoringUnavailableError';
  }
}
