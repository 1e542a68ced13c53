import type { Catalogue } from '@pte-kit/core';
import type { statisticsMessages } from '../../Statistics/messages';

export default {
  title: 'آمار',
  loadingCharts: 'در حال بارگذاری نمودارها',
  aiLeft: 'پاسخ‌های هوش مصنوعیِ باقی‌مانده: <n>',
  unlimited: 'نامحدود',
  lastDays: 'تمرین‌های شما در {n, number} روز گذشته.',
  failed: 'آمار شما بارگذاری نشد.',
  tryAgain: 'دوباره امتحان کنید',
  itemsTitle: 'تعداد تمرین در هر روز',
  itemsSvgTitle: 'تعداد تمرین هر مهارت در هر روز',
  skills: 'مهارت‌ها',
  itemsTable: 'تمرین‌های هر روز به‌صورت جدول',
  itemsRegion: 'تمرین‌های هر روز',
  day: 'روز',
  total: 'جمع',
  averagesTitle: 'میانگین نمره در هر نوع سؤال',
  noAverages: 'وقتی به چند سؤال پاسخ دهید، میانگین‌هایتان اینجا نمایش داده می‌شود.',
  averagesSvgTitle: 'میانگین نمره در هر نوع سؤال در برابر هدف شما',
  averagesKey: 'میله‌ها: میانگین شما به درصدِ نمرهٔ کامل آن سؤال. خط قرمز: هدف شما.',
  averagesTable: 'میانگین‌ها به‌صورت جدول',
  taskType: 'نوع سؤال',
  answers: 'پاسخ‌ها',
  average: 'میانگین',
  target: 'هدف',
} satisfies Catalogue<typeof statisticsMessages>;
