/** Time zones: the list a learner chooses from, checks, and a learner's calendar day. */

const DAY_MS = 86_400_000;

/** The zone's canonical name when the platform knows it (Asia/Kolkata and Asia/Calcutta alike), else null. */
export function canonicalTimeZone(zone: string): string | null {
  if (!zone || zone.length > 64) return null;
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return null;
  }
}

/** Date formatters per zone: making one costs far more than using it, and every home call asks for today. */
const formatters = new Map<string, Intl.DateTimeFormat>();

/** Today's date (YYYY-MM-DD) in a zone. */
export function todayIn(zone: string, now = Date.now()): string {
  let formatter = formatters.get(zone);
  if (!formatter) {
    // en-CA writes dates as YYYY-MM-DD.
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(zone, formatter);
  }
  return formatter.format(now);
}

/** A YYYY-MM-DD date moved by whole days. */
export function addDays(date: string, days: number): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from one YYYY-MM-DD date to another (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

let cached: { until: number; list: { id: string; value: string }[] } | undefined;

/** Every IANA zone the platform knows, UTC first, labelled with its offset now: "(UTC+03:30) Asia/Tehran". */
export function timeZoneList(now = Date.now()): { id: string; value: string }[] {
  if (cached && cached.until > now) return cached.list;
  const offset = (zone: string) => {
    const name = new Intl.DateTimeFormat('en-US', { timeZone: zone, timeZoneName: 'longOffset' }).formatToParts(now)
      .find((part) => part.type === 'timeZoneName')?.value ?? 'GMT';
    return name === 'GMT' ? 'UTC+00:00' : name.replace('GMT', 'UTC');
  };
  const zones = ['UTC', ...Intl.supportedValuesOf('timeZone').filter((zone) => zone !== 'UTC')];
  // Offsets change with daylight saving: the labels are remade every hour.
  cached = { until: now + 3_600_000, list: zones.map((id) => ({ id, value: `(${offset(id)}) ${id.replace(/_/g, ' ')}` })) };
  return cached.list;
}
