import type { Catalogue } from '@pte-kit/core';
import type { toolsMessages } from '../../TranslateWords/messages';

export default {
  bookmark: 'نشانک',
  examMemory: 'خاطرهٔ آزمون',
  report: 'گزارش',
  note: 'یادداشت',
  flashVideo: 'ویدئوی آموزشی',
  lessonsFailed: 'درس‌ها بارگذاری نشد.',
  translate: 'ترجمه',
  loadingLanguages: 'در حال بارگذاری زبان‌ها…',
  translateHint: 'برای ترجمهٔ هر واژه روی آن دوبار بزنید.',
  translationOf: 'ترجمهٔ {word}',
  closeTranslation: 'بستن ترجمه',
  translating: 'در حال ترجمه…',
  from: 'از {headword}',
  missing: 'ترجمهٔ {language}ِ «{word}» در واژه‌نامهٔ آفلاین نیست.',
  translationFailed: 'ترجمه انجام نشد',
} satisfies Catalogue<typeof toolsMessages>;
