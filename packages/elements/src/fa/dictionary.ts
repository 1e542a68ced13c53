import type { Catalogue } from '@pte-kit/core';
import type { dictionaryEmbedMessages } from '../dictionaryMessages';

export default {
  lookUp: 'دیدن {word} در دیکشنری',
  invite: 'برای ذخیرهٔ واژه‌ها در دفترهای واژگان، تلفظ و املا وارد شوید.',
  signIn: 'ورود',
  waiting: 'ورود را در پنجره‌ای که باز شد تمام کنید؛ دیکشنری همین‌جا می‌ماند.',
} satisfies Catalogue<typeof dictionaryEmbedMessages>;
