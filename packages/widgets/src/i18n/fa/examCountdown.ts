import type { Catalogue } from '@pte-kit/core';
import type { examCountdownMessages } from '../../ExamCountdown/messages';

export default {
  title: 'شمارش معکوس آزمون',
  loading: 'در حال بارگذاری تاریخ آزمون',
  examDate: 'تاریخ آزمون: <date>',
  noDate: 'هنوز تاریخ آزمون را تعیین نکرده‌اید. هدفتان را ثبت کنید تا شمارش معکوس شروع شود.',
  timeLeft: 'زمان باقی‌مانده تا آزمون',
  days: 'روز',
  hours: 'ساعت',
  minutes: 'دقیقه',
  seconds: 'ثانیه',
} satisfies Catalogue<typeof examCountdownMessages>;
