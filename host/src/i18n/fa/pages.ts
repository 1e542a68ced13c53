import type { Catalogue } from '@pte-kit/core';
import type { pageMessages } from '../pageMessages';

export default {
  landingTitle: 'PTE را همان‌طور تمرین کنید که در آزمون می‌آید',
  landingText: 'همهٔ بخش‌های PTE Academic و PTE Core، با نمره‌دهی مثل خود آزمون، و پاسخ‌های شما کنار پاسخ‌های دیگران.',
  signIn: 'ورود',
  signInAgain: 'ورود دوباره',
  signingIn: 'در حال ورود…',
  dictationTitle: 'دیکتهٔ واژه‌ها',
  dictationText: 'هر واژه را بشنوید و پیش از پایان ۱۰ ثانیه بنویسید. روی آخرین واژه «ثبت پاسخ» را بزنید تا نمره‌تان را ببینید.',
  microphoneTitle: 'تنظیم میکروفون',
  microphoneText: 'میکروفون پاسخ‌های گفتاری را انتخاب کنید و مطمئن شوید تشخیص گفتار صدایتان را واضح می‌شنود.',
  shareFailed: 'این پاسخ اشتراکی بارگذاری نشد.',
  sharedAnswer: 'پاسخ اشتراکی',
  practiseYourself: 'خودتان PTE تمرین کنید',
  practiseTaskYourself: 'خودتان این تمرین را انجام دهید',
  loadingShared: 'در حال بارگذاری پاسخ اشتراکی…',
  examMemory: 'خاطرهٔ آزمون',
  predictionPremium: 'فهرست‌های پیش‌بینی برای کاربران ویژه است.',
  predictionPremiumText: 'با اشتراک ویژه، سؤال‌هایی را که این هفته و این ماه در آزمون انتظار می‌رود می‌بینید و نمره‌دهی هوش مصنوعی هم نامحدود است.',
  notInExam: '{task} جزو {exam} نیست.',
  changeExamType: 'برای تمرینش نوع آزمون را عوض کنید.',
  questionList: 'فهرست سؤال‌ها',
  openingQuestion: 'در حال باز کردن سؤال…',
  taskQuestions: 'سؤال‌های {task}',
  closeQuestionList: 'بستن فهرست سؤال‌ها',
} satisfies Catalogue<typeof pageMessages>;
