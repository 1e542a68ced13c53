import { EXAM_DATE_RANGE_MS } from './constants';

/** Calendar days (YYYY-MM-DD) for the dashboard: the exam date, the plan's day, the statistics' days. */

const DAY_MS = 86_400_000;

/** The day it is at `now` in an IANA time zone (the learner's), as YYYY-MM-DD; the browser's zone when none is given. */
export function dayIn(timeZone: string | undefined, now: number = Date.now()): string {
  try {
    // en-CA writes dates as YYYY-MM-DD.
    return new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  } catch {
    return new Intl.DateTimeFormat('en-CA', { year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);
  }
}

/** Days from `from` to `to` (both YYYY-MM-DD), negative when `to` is earlier. Calendar days, so no DST hour slips in. */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** `day` moved by `days` calendar days. */
export function addDays(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** The last exam date the target accepts: today plus about 5 years (spec §5, EXAM_DATE_RANGE_MS). */
export function latestExamDate(today: string): string {
  return new Date(Date.parse(`${today}T00:00:00Z`) + EXAM_DATE_RANGE_MS).toISOString().slice(0, 10);
}

/** Whether a string is a real calendar day written YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value;
}
