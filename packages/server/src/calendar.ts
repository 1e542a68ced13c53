const DAY_MS = 86_400_000;
// The calendar date is already "today" in the earliest time zone (UTC+14) while it is still yesterday in UTC.
const EARLIEST_ZONE_MS = 14 * 3_600_000;

/** True for a real calendar date written YYYY-MM-DD (no 2023-02-30). */
export function isCalendarDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === text;
}

/** The latest date that is today somewhere on Earth, as YYYY-MM-DD. */
export function latestToday(now = Date.now()): string {
  return new Date(now + EARLIEST_ZONE_MS).toISOString().slice(0, 10);
}

/**
 * A query's date or date-time as an instant: YYYY-MM-DD is the start of that day in UTC (or its last
 * millisecond with `endOfDay`); a date-time without an offset is read as UTC. Null when it is neither.
 */
export function parseDateOrDateTime(text: string, endOfDay = false): Date | null {
  const value = text.trim();
  if (isCalendarDate(value)) return new Date(Date.parse(`${value}T00:00:00Z`) + (endOfDay ? DAY_MS - 1 : 0));
  const match = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?)(Z|[+-]\d{2}:?\d{2})?$/i.exec(value);
  if (!match || !isCalendarDate(match[1])) return null;
  const date = new Date(`${match[1]}T${match[2]}${match[5] ?? 'Z'}`);
  return Number.isNaN(date.getTime()) ? null : date;
}
