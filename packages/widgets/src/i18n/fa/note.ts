import type { Catalogue } from '@pte-kit/core';
import type { noteMessages } from '../../NoteEditor/messages';

export default {
  title: 'یادداشت',
  loading: 'در حال بارگذاری یادداشت…',
  label: 'یادداشت شما',
  placeholder: 'یادداشتتان را بنویسید…',
  formatting: 'قالب‌بندی',
  loadingEditor: 'در حال بارگذاری ویرایشگر…',
  clear: 'پاک کردن',
  clearNote: 'پاک کردن یادداشت',
  confirm: 'این یادداشت پاک شود؟ برای همیشه حذف می‌شود.',
  saving: 'در حال ذخیره…',
  saved: 'ذخیره شد',
  deleted: 'یادداشت حذف شد',
  failed: 'مشکلی پیش آمد',
  limit: 'به حداکثر تعداد نویسه رسیدید ({limit})',
  count: '{count} / {limit}',
} satisfies Catalogue<typeof noteMessages>;
