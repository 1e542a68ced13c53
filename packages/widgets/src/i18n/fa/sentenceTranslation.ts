import type { Catalogue } from '@pte-kit/core';
import type { sentenceMessages } from '../../SentenceTranslation/messages';

export default {
  title: 'ترجمهٔ جمله‌ها',
  into: 'انگلیسی ← {language}',
  translating: 'در حال ترجمه…',
  translationFailed: 'ترجمه انجام نشد',
  tryAgain: 'دوباره امتحان کنید',
  more: 'فقط {count, number} جملهٔ نخست انتخاب شما ترجمه می‌شود.',
  copy: 'کپی ترجمه',
  copied: 'کپی شد!',
} satisfies Catalogue<typeof sentenceMessages>;
