import type { Catalogue } from '@pte-kit/core';
import type { deleteMessages } from '../../DeleteModal/messages';

export default {
  title: '{subject, select, answer {حذف پاسخ} comment {حذف نظر} reply {حذف پاسخ} note {حذف یادداشت} other {حذف {subject}}}',
  text: '{subject, select, answer {این پاسخ} comment {این نظر} reply {این پاسخ} note {این یادداشت} other {این {subject}}} برای همیشه حذف می‌شود و برنمی‌گردد.',
  confirm: 'مطمئنم، حذف شود',
  delete: 'حذف',
  deleting: 'در حال حذف…',
  failed: 'مشکلی پیش آمد',
} satisfies Catalogue<typeof deleteMessages>;
