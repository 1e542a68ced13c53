import type { Catalogue } from '@pte-kit/core';
import type { commonMessages } from '../messages';

export default {
  close: 'بستن',
  cancel: 'انصراف',
  save: 'ذخیره',
  submit: 'ثبت پاسخ',
  loading: 'در حال بارگذاری…',
  loadingAnswer: 'در حال بارگذاری بخش پاسخ…',
  tryAgain: 'دوباره امتحان کنید',
  previous: 'قبلی',
  next: 'بعدی',
  speaking: 'اسپیکینگ',
  writing: 'رایتینگ',
  reading: 'ریدینگ',
  listening: 'لیسنینگ',
  pagination: 'صفحه‌ها',
  page: 'صفحه',
  ofPages: 'از {n, number}',
  bookmark: '{level, select, VERY_EASY {خیلی آسان} EASY {آسان} AVERAGE {متوسط} HARD {سخت} VERY_HARD {خیلی سخت} UNMARK {علامت‌نخورده} other {{level}}}',
  difficulty: '{level, select, EASY {آسان} AVERAGE {متوسط} MEDIUM {متوسط} HARD {سخت} other {{level}}}',
  prediction: 'پیش‌بینی',
} satisfies Catalogue<typeof commonMessages>;
