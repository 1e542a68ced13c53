import type { Catalogue } from '@pte-kit/core';
import type { studyPlanMessages } from '../../StudyPlanSection/messages';

export default {
  title: 'برنامهٔ مطالعه',
  day: 'روز',
  previousDay: 'روز قبل',
  nextDay: 'روز بعد',
  today: 'امروز',
  customize: 'شخصی‌سازی',
  skill: 'مهارت',
  premiumTitle: 'برنامهٔ مطالعهٔ شخصی ویژهٔ کاربران پریمیوم است',
  premiumText: 'برنامه‌ای روزبه‌روز بر پایهٔ سطح، هدف‌ها و تاریخ آزمونتان بگیرید.',
  upgradeNow: 'ارتقای حساب',
  loading: 'در حال بارگذاری برنامهٔ مطالعه',
  failed: 'برنامهٔ مطالعه بارگذاری نشد.',
  tryAgain: 'دوباره امتحان کنید',
  emptyTitle: 'تمرینی پیدا نشد',
  emptyText: 'برنامهٔ مطالعه‌تان را در چند قدم بسازید.',
  getStarted: 'بزن بریم',
  restDay: 'امروز روز استراحت این مهارت است',
  nothingPlanned: 'برای این مهارت در این روز برنامه‌ای نیست.',
  done: '{done, number} از {target, number} انجام شد',
  hoursOf: '{time} برای {skill, select, speaking {اسپیکینگ} writing {رایتینگ} reading {ریدینگ} listening {لیسنینگ} other {{skill}}}',
  minutes: '{n, number} دقیقه',
  hours: '{h, number} ساعت{m, plural, =0 {} other { و {m, number} دقیقه}}',
} satisfies Catalogue<typeof studyPlanMessages>;
