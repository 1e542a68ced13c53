import type { Catalogue } from '@pte-kit/core';
import type { paymentMessages } from '../../pages/paymentMessages';

export default {
  plansTitle: 'اشتراک‌ها',
  plansIntro: 'با Premium فهرست‌های پیش‌بینی، نمره‌دهی نامحدود با هوش مصنوعی و برنامهٔ مطالعهٔ شخصی برایتان باز می‌شود. می‌توانید به دلار با PayPal یا به تومان با Zarinpal پرداخت کنید.',
  premiumUntil: 'اشتراک Premium شما تا {date} فعال است. طرحی که اکنون بخرید از پایان آن آغاز می‌شود.',
  paid: 'پرداخت انجام شد: اشتراک Premium شما تا {date} فعال است.',
  paidNow: 'پرداخت انجام شد: اشتراک Premium شما فعال شد.',
  cancelled: 'پرداخت لغو شد. مبلغی کسر نشد.',
  failed: 'پرداخت انجام نشد و مبلغی کسر نشد. می‌توانید دوباره امتحان کنید.',
  historyTitle: 'سابقهٔ خرید',
  menuPurchaseHistory: 'سابقهٔ خرید',
  backToHistory: 'بازگشت به سابقهٔ خرید',
} satisfies Catalogue<typeof paymentMessages>;
