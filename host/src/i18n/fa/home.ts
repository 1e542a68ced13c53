import type { Catalogue } from '@pte-kit/core';
import type { homeMessages } from '../../pages/DashboardHome';

export default {
  hello: 'سلام {name}',
  practisingFor: 'آزمون شما <b> است.',
  changeExamType: 'تغییر نوع آزمون',
  targetFailed: 'هدف شما بارگذاری نشد. صفحه را دوباره باز کنید.',
  selfTests: 'واژهٔ روز و خودآزمایی‌ها',
  dictationTitle: 'دیکتهٔ واژه‌ها',
  dictationText: 'ده واژه، هر کدام ده ثانیه: با لهجهٔ بریتانیایی یا آمریکایی بشنوید و بنویسید.',
  practiceNow: 'شروع تمرین',
  practice: 'تمرین',
} satisfies Catalogue<typeof homeMessages>;
