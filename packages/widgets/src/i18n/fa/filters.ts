import type { Catalogue } from '@pte-kit/core';
import type { filterMessages } from '../../FilterDrawer/messages';

export default {
  filters: 'فیلترها',
  active: '({n, number} فیلتر فعال)',
  close: 'بستن فیلترها',
  category: 'دستهٔ سؤال‌ها',
  categoryName: '{category, select, default {همه} bookmark {نشان‌دار} exam-memory {پرتکرار} prediction {پیش‌بینی} other {{category}}}',
  premium: 'پریمیوم',
  questions: 'سؤال‌ها',
  search: 'جست‌وجوی سؤال',
  searchPlaceholder: 'عنوان یا شماره',
  status: 'وضعیت تمرین',
  statusName: '{status, select, ALL {همه} PRACTICED {تمرین‌شده} NOT_PRACTICED {تمرین‌نشده} other {{status}}}',
  difficulty: 'سختی',
  bookmarkLevel: 'سطح نشانک',
  period: 'بازهٔ پیش‌بینی',
  weekly: 'هفتگی',
  predictionNote: 'پیش‌بینی‌ها انتخاب ویراستاران ما از سؤال‌های محتمل آزمون است، نه گزارش داوطلبان.',
  imageType: 'نوع تصویر',
  imageTypeName: '{type, select, BAR_CHART {نمودار میله‌ای} FLOW_CHART {نمودار جریان} GRAPH {نمودار خطی} MAP {نقشه} PICTURE {تصویر} PIE_CHART {نمودار دایره‌ای} TABLE {جدول} other {{type}}}',
  sortBy: 'مرتب‌سازی',
  defaultOrder: 'ترتیب پیش‌فرض',
  sortName: '{sort, select, id:asc {قدیمی‌ترین} id:desc {جدیدترین} practice:asc {تمرین: کمترین اول} practice:desc {تمرین: بیشترین اول} prediction:asc {{memory, select, yes {خاطرهٔ آزمون: کمترین اول} other {پرتکرار: کمترین اول}}} prediction:desc {{memory, select, yes {خاطرهٔ آزمون: بیشترین اول} other {پرتکرار: بیشترین اول}}} title:asc {عنوان: الف تا ی} title:desc {عنوان: ی تا الف} other {{sort}}}',
  clearAll: 'پاک کردن همهٔ فیلترها',
  done: 'تمام',
} satisfies Catalogue<typeof filterMessages>;
