import type { Catalogue } from '@pte-kit/core';
import type { embedMessages } from '../embedMessages';

export default {
  signedIn: 'وارد حساب خود شده‌اید: پاسخ‌هایتان در حسابتان ذخیره می‌شود.',
  signOut: 'خروج',
  practiseWithout: 'بدون حساب کاربری همین‌جا تمرین کنید: پاسخ‌هایتان نمره می‌گیرند، اما ذخیره نمی‌شوند.',
  signIn: 'برای ذخیرهٔ پاسخ‌ها و نمره‌دهی هوش مصنوعی وارد شوید',
  waiting: 'ورود را در پنجره‌ای که باز شد تمام کنید؛ این سؤال همین‌جا می‌ماند.',
  blocked: 'مرورگرتان پنجرهٔ ورود را مسدود کرد.',
  openSignIn: 'باز کردن صفحهٔ ورود',
  loadingQuestion: 'در حال بارگذاری سؤال…',
  loadingMockTest: 'در حال باز کردن آزمون آزمایشی شما…',
  mockTestFailed: 'آزمون آزمایشی شروع نشد.',
} satisfies Catalogue<typeof embedMessages>;
