import type { Catalogue } from '@pte-kit/core';
import type { setTargetMessages } from '../../TargetPanel/setTargetMessages';

export default {
  title: 'تعیین هدف',
  cancel: 'انصراف',
  save: 'ذخیره',
  saving: 'در حال ذخیره…',
  examDate: 'تاریخ آزمون',
  chooseDate: 'تاریخ آزمونتان را انتخاب کنید',
  dateRange: 'تاریخ آزمون (از امروز تا ۵ سال بعد)',
  clearDate: 'پاک کردن تاریخ',
  closePicker: 'بستن انتخابگر تاریخ',
  close: 'بستن',
  nativeLanguage: 'زبان مادری',
  loadingLanguages: 'در حال بارگذاری زبان‌ها…',
  chooseLanguage: 'زبان مادری‌تان را انتخاب کنید',
  languagesFailed: 'فهرست زبان‌ها بارگذاری نشد.',
  tryAgain: 'دوباره امتحان کنید',
  targetScores: 'نمره‌های هدف',
  shortcuts: 'هر پنج نمره را بگذار روی',
  shortcut: 'همهٔ نمره‌ها {score, number}',
  failedWith: '{failed}: {detail}',
  dateProblem: '{problem, select, empty {تاریخ آزمونتان را انتخاب کنید.} format {تاریخ را به شکل YYYY-MM-DD وارد کنید.} past {تاریخ آزمون نمی‌تواند گذشته باشد.} other {تاریخ آزمون حداکثر حدود ۵ سال بعد می‌تواند باشد.}}',
  scoreProblem: 'نمره‌ای از {min, number} تا {max, number} وارد کنید.',
} satisfies Catalogue<typeof setTargetMessages>;
