import type { Catalogue } from '@pte-kit/core';
import type { commonMessages } from '../messages';

export default {
  close: 'بستن',
  cancel: 'انصراف',
  save: 'ذخیره',
  submit: 'ثبت پاسخ',
  loading: 'در حال بارگذاری…',
  tryAgain: 'دوباره امتحان کنید',
  previous: 'قبلی',
  next: 'بعدی',
  speaking: 'اسپیکینگ',
  writing: 'رایتینگ',
  reading: 'ریدینگ',
  listening: 'لیسنینگ',
} satisfies Catalogue<typeof commonMessages>;
