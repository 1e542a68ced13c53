import type { OrderDto } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocaleProvider } from '../i18n';
import { ORDER, paymentsClient } from '../PlanCards/storyClient';
import { OrderReceipt } from './OrderReceipt';
import { PurchaseHistory } from './PurchaseHistory';

/** Twelve orders, newest first: every state, both currencies, one free through a promo code. */
export const ORDERS: OrderDto[] = [
  ORDER,
  { ...ORDER, id: 40, createdDate: '2026-11-18T12:00:00Z', paidDate: null, amount: '792000', currency: 'IRT', gateway: 'ZARINPAL', state: 'CANCELLED', gatewayReference: 'A00000000000000000000000000000012345', premiumUntil: null },
  { ...ORDER, id: 39, createdDate: '2026-11-10T08:00:00Z', paidDate: null, state: 'FAILED', promoCode: null, amount: '19.99', premiumUntil: null },
  { ...ORDER, id: 38, createdDate: '2026-11-02T08:00:00Z', paidDate: null, state: 'CREATED', promoCode: null, amount: '19.99', gatewayReference: null, premiumUntil: null },
  { ...ORDER, id: 37, createdDate: '2026-07-01T08:00:00Z', amount: '0', gateway: null, promoCode: 'JULY-IR', gatewayReference: null, sandbox: false, premiumUntil: '2026-07-31T08:00:00Z' },
  ...Array.from({ length: 7 }, (_, index): OrderDto => ({
    ...ORDER, id: 36 - index, createdDate: `2026-0${6 - Math.floor(index / 2)}-1${index}T08:00:00Z`, promoCode: null, amount: '19.99', sandbox: false,
  })),
];

const meta = {
  title: 'Payments/PurchaseHistory',
  component: PurchaseHistory,
  args: { client: paymentsClient({ orders: ORDERS }), receiptHref: (order: OrderDto) => `#receipt-${order.id}`, onNavigate: fn((event) => event.preventDefault()) },
} satisfies Meta<typeof PurchaseHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Empty: Story = { args: { client: paymentsClient({ orders: [] }) } };

export const Persian: Story = {
  decorators: [(Story) => <LocaleProvider locale="fa"><div dir="rtl" lang="fa"><Story /></div></LocaleProvider>],
};

/** The second page: the oldest two orders. */
export const NextPage: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Next' }, { timeout: 2000 }));
    await expect(await canvas.findByText('No. 30', {}, { timeout: 2000 })).toBeInTheDocument();
  },
};

/** The printable receipt of a sandbox order. */
export const Receipt: StoryObj<typeof OrderReceipt> = {
  render: () => <OrderReceipt orderId={41} client={paymentsClient()} learner={{ name: 'Sara Ahmadi', email: 'sara@pte.test' }} onPrint={fn()} />,
};
