import type { LocaleModel } from '@pte-kit/core';
import { formatDateTime } from '../ScoreModal/formatDateTime';

const ZONE = /(?:[zZ]|[+-]\d{2}:?\d{2})$/;

/** When a post or answer was made: English keeps the API's 'YYYY-MM-DD HH:MM' (UTC); another locale its calendar and digits. */
export function localDateTime(i18n: LocaleModel, iso: string): string {
  if (i18n.locale.value === 'en') return formatDateTime(iso);
  const date = new Date(ZONE.test(iso) ? iso : `${iso}Z`);
  return Number.isNaN(date.getTime()) ? iso : i18n.date(date, { dateStyle: 'medium', timeStyle: 'short', timeZone: 'UTC' });
}
