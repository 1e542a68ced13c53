import type { Catalogue } from '@pte-kit/core';
import type { reportMessages } from '../../ReportModal/messages';

export default {
  title: 'گزارش مشکل',
  question: 'این سؤال چه مشکلی دارد؟',
  submit: 'ارسال',
  sending: 'در حال ارسال…',
  reported: 'گزارش شما ثبت شد',
  count: '{count} / {limit}',
} satisfies Catalogue<typeof reportMessages>;
