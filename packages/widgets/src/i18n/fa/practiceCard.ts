import type { Catalogue } from '@pte-kit/core';
import type { practiceCardMessages } from '../../PracticeCard/messages';

export default {
  previous: 'قبلی',
  next: 'بعدی',
  position: '{position, number} از {total, number}',
  importance: '{level, select, high {بسیار مهم} medium {مهم} other {کم‌اهمیت}}',
  difficultyLabel: 'سختی: ',
  difficulty: '{level, select, EASY {آسان} AVERAGE {متوسط} MEDIUM {متوسط} HARD {سخت} other {{level}}}',
  predictionTitle: 'انتخاب ویراستاران ما: احتمال آمدنش در آزمون زیاد است',
  prediction: 'پیش‌بینی',
  predictionHint: ' (انتخاب ویراستاران ما)',
  timeSpent: 'زمان صرف‌شده',
  tryAgain: 'دوباره',
  submit: 'ثبت پاسخ',
  showAnswer: 'نمایش پاسخ',
  hideAnswer: 'پنهان کردن پاسخ',
  answer: 'پاسخ',
  transcript: 'متن صوت',
  modelAnswer: 'پاسخ نمونه',
  analysis: 'تحلیل پاسخ نمونه: {score, number} از {max, number}',
  explanation: 'توضیح',
  explanationAudio: 'توضیح، با صدا',
  loading: 'در حال بارگذاری سؤال…',
  recording: 'ضبط',
  somethingWrong: 'مشکلی پیش آمد',
} satisfies Catalogue<typeof practiceCardMessages>;
