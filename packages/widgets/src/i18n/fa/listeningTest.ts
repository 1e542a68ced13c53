import type { Catalogue } from '@pte-kit/core';
import type { listeningTestMessages } from '../../ListeningTest/messages';

export default {
  title: 'آزمون شنیداری',
  intro: 'واژه را پخش کنید و آنچه را می‌شنوید بنویسید.',
  answer: 'پاسخ شما',
  correct: 'درست',
  incorrect: 'نادرست',
  theWordIs: 'واژه این بود: <word>',
  failed: 'واژه بارگذاری نشد. برای تلاش دوباره «بعدی» را بزنید.',
  showWord: 'نمایش واژه',
  next: 'بعدی',
} satisfies Catalogue<typeof listeningTestMessages>;
