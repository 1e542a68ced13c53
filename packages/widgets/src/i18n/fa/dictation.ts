import type { Catalogue } from '@pte-kit/core';
import type { dictationMessages } from '../../Dictation/messages';

export default {
  submitted: 'با موفقیت ثبت شد',
  submitFailed: 'ثبت نشد. لطفاً دوباره امتحان کنید.',
  deleted: 'پاسخ حذف شد',
  timeUp: 'وقت تمام شد!',
  loadingWords: 'در حال بارگذاری واژه‌ها…',
  getReady: 'آماده باشید: اولین واژه تا {n, number} ثانیهٔ دیگر پخش می‌شود',
  result: 'ثبت شد: {score, number} از {total, number} درست. برای واژه‌های تازه دوباره امتحان کنید.',
  session: 'دیکتهٔ واژه‌ها',
  level: 'سطح',
  levelName: '{level, select, MIXED {ترکیبی} EASY {آسان} AVERAGE {متوسط} HARD {سخت} other {{level}}}',
  accent: 'لهجه',
  accentName: 'انگلیسی {accent, select, UK {بریتانیایی} US {آمریکایی} AU {استرالیایی} other {{accent}}}',
  accentMissing: '{accent}: هنوز صدای آفلاین {accent, select, UK {بریتانیایی} US {آمریکایی} AU {استرالیایی} other {{accent}}} نداریم، برای همین واژه‌ها با لهجهٔ UK یا US خوانده می‌شوند.',
  wordOf: 'واژهٔ {n, number} از {total, number}',
  secondsLeft: 'ثانیه‌های باقی‌مانده برای این واژه',
  seconds: '{n, number} ثانیه',
  loadFailed: 'واژه‌ها بارگذاری نشد. «دوباره امتحان کنید» را بزنید.',
  enterHint: 'برای واژهٔ بعدی Enter را بزنید.',
  tryAgain: 'دوباره امتحان کنید',
  next: 'بعدی',
  submitting: 'در حال ثبت…',
  submit: 'ثبت پاسخ',
} satisfies Catalogue<typeof dictationMessages>;
