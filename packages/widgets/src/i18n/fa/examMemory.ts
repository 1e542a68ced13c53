import type { Catalogue } from '@pte-kit/core';
import type { examMemoryMessages } from '../../ExamMemoryModal/messages';

export default {
  title: 'سؤال در آزمون آمد',
  confirm: 'تأیید',
  saving: 'در حال ذخیره…',
  saved: 'ذخیره شد',
  failed: 'مشکلی پیش آمد',
  intro: 'این سؤال در آزمونتان آمد؟ به بقیه بگویید کی و کجا.',
  date: 'تاریخ آزمون',
  venue: 'محل آزمون (کشور)',
  loadingCountries: 'در حال بارگذاری کشورها…',
  chooseCountry: 'کشور را انتخاب کنید',
  type: 'نوع آزمون',
  more: 'توضیح بیشتر (اختیاری)',
  count: '{count} / {limit}',
} satisfies Catalogue<typeof examMemoryMessages>;
