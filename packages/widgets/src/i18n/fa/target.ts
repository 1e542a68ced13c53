import type { Catalogue } from '@pte-kit/core';
import type { targetMessages } from '../../TargetPanel/messages';

export default {
  title: 'هدف شما',
  setTarget: 'تعیین هدف',
  loading: 'در حال بارگذاری هدف شما',
  notSet: 'تعیین نشده',
  saved: 'تنظیمات ذخیره شد',
  failed: 'تنظیمات ذخیره نشد',
  score: '{key, select, overall {کل} listening {لیسنینگ} reading {ریدینگ} writing {رایتینگ} speaking {اسپیکینگ} other {{key}}}',
} satisfies Catalogue<typeof targetMessages>;
