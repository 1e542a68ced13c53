import type { Catalogue } from '@pte-kit/core';
import type { upgradeMessages } from '../../UpgradeModal/messages';

export default {
  premiumOnly: 'این امکان ویژهٔ کاربران پریمیوم است.',
  premiumUnlocks: 'با اشتراک پریمیوم این امکان باز می‌شود، همراه با فهرست‌های پیش‌بینی، نمره‌دهی نامحدود هوش مصنوعی و گزارش دقیق پیشرفت.',
  premiumFeature: 'امکان پریمیوم',
  maybeLater: 'شاید بعداً',
  explorePlans: 'دیدن اشتراک‌ها',
  freeAiTitle: 'نمره‌دهی رایگان هوش مصنوعی',
  freeAiBody: 'در طرح رایگان می‌توانید تا {limit, number} بار پاسخ برای نمره‌دهی هوش مصنوعی بفرستید. اکنون {n, number} بار دیگر باقی مانده است.',
  gotIt: 'باشه، فهمیدم',
  upgradeNow: 'ارتقای حساب',
  noneLeft: 'نمره‌دهی رایگان هوش مصنوعی تمام شد',
  noneLeftFor: 'نمره‌دهی رایگان هوش مصنوعی برای {task} تمام شد',
  usedAll: 'همهٔ {limit, number} نوبت نمره‌دهی هوش مصنوعیِ طرح رایگان را استفاده کرده‌اید. با اشتراک پریمیوم همهٔ پاسخ‌های اسپیکینگ و رایتینگ بی‌محدودیت نمره می‌گیرند. سؤال‌های ریدینگ و لیسنینگ که با کلید پاسخ نمره می‌گیرند رایگان و نامحدود می‌مانند.',
  left: '{n, number} نمره‌دهی رایگان باقی مانده',
} satisfies Catalogue<typeof upgradeMessages>;
