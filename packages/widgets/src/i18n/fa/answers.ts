import type { Catalogue } from '@pte-kit/core';
import type { answersMessages } from '../../AnswersPanel/messages';

export default {
  answers: 'پاسخ‌ها',
  tab: '{tab, select, mine {پاسخ‌های من} community {پاسخ‌های دیگران} other {نظرها}}',
  loading: 'در حال بارگذاری پاسخ‌ها',
  score: 'نمره ',
  view: 'مشاهده',
  delete: 'حذف',
  loadMore: 'بیشتر',
  noAnswers: 'پاسخی پیدا نشد',
  noAnswersHint: 'پاسخ‌هایتان را ثبت کنید تا نمره‌شان را ببینید.',
  allShown: 'همهٔ {n, number} پاسخ نمایش داده شد.',
} satisfies Catalogue<typeof answersMessages>;
