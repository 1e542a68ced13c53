const ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/** 'YYYY-MM-DD HH:MM' in UTC; the API sends UTC, sometimes without a zone designator. */
export function formatDateTime(iso: string): string {
  const date = new Date(ZONE.test(iso) ? iso : `${iso}Z`);
  if (Number.isNaN(date.getTime())) return iso;
  return `${date.getUTCFullYear()}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}
