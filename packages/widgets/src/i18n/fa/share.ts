import type { Catalogue } from '@pte-kit/core';
import type { shareMessages } from '../../ShareModal/messages';

export default {
  title: 'اشتراک‌گذاری پاسخ',
  answered: 'پاسخ‌داده‌شده در <date> ساعت <time>، نمره {score, number} از {max, number}.',
  link: 'پیوند این پاسخ',
  copy: 'کپی',
  copied: 'پیوند کپی شد!',
  notFound: 'پیوندی پیدا نشد!',
} satisfies Catalogue<typeof shareMessages>;
