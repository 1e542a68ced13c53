import type { Catalogue } from '@pte-kit/core';
import type { questionTableMessages } from '../../QuestionTable/messages';

export default {
  question: 'سؤال',
  difficulty: 'سختی',
  practice: 'تمرین',
  frequent: 'پرتکرار',
  bookmark: 'نشانک',
  found: '<n> سؤال پیدا شد',
  practiced: '{n, number} تمرین‌شده',
  reset: 'پاک کردن فیلترها',
  loading: 'در حال بارگذاری سؤال‌ها',
  none: 'سؤالی پیدا نشد!',
  pages: 'صفحه‌های سؤال',
} satisfies Catalogue<typeof questionTableMessages>;
