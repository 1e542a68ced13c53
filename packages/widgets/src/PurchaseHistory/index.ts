export { PurchaseHistory, orderStateLabel } from './PurchaseHistory';
export type { PurchaseHistoryProps, OrderStateLabel } from './PurchaseHistory';
export { OrderReceipt } from './OrderReceipt';
export type { OrderReceiptProps } from './OrderReceipt';
