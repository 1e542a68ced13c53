/** True when PostgreSQL (or PGlite) refused a row for a unique index; drizzle wraps the driver's error in `cause`. */
export function isUniqueViolation(error: unknown): boolean {
  for (let current = error as { code?: unknown; cause?: unknown } | undefined, depth = 0; current && depth < 5; depth += 1) {
    if (current.code === '23505') return true;
    current = current.cause as typeof current;
  }
  return false;
}

/** A LIKE pattern that matches `text` anywhere, with the wildcard characters of the text escaped. */
export function containsPattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
}

export const iso = (date: Date) => date.toISOString();
