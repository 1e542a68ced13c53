import type { Catalogue } from '@pte-kit/core';
import type { scoreMessages } from '../../ScoreModal/messages';

export default {
  score: 'نمره',
  skill: '{skill, select, speaking {اسپیکینگ} writing {رایتینگ} reading {ریدینگ} listening {لیسنینگ} other {{skill}}}',
  ringLabel: 'نمرهٔ {score} از {max}',
  me: 'من',
  share: 'اشتراک‌گذاری',
  yourAnswer: 'پاسخ شما',
  answer: 'پاسخ',
  explanation: 'توضیح',
} satisfies Catalogue<typeof scoreMessages>;
