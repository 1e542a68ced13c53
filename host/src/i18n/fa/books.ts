import type { Catalogue } from '@pte-kit/core';
import type { bookPageMessages } from '../bookMessages';

export default {
  vocabBook: 'دفتر واژه‌ها',
  pronunciationBook: 'دفتر تلفظ',
  spellingBook: 'دفتر املا',
  notes: 'یادداشت‌ها',
  noTask: 'چنین نوع تمرینی در دفتر واژه‌ها نیست.',
  backToBook: 'بازگشت به دفتر واژه‌ها',
  backToNotes: 'بازگشت به یادداشت‌ها',
} satisfies Catalogue<typeof bookPageMessages>;
