import type { OrderDto, PteClient } from '@pte-kit/core';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { ORDER, paymentsClient } from '../PlanCards/storyClient';
import { OrderReceipt } from './OrderReceipt';
import { PurchaseHistory } from './PurchaseHistory';
import { ORDERS } from './PurchaseHistory.stories';

function setup(client: PteClient = paymentsClient({ delay: 0, orders: ORDERS }), locale = 'en') {
  const getOrders = vi.spyOn(client, 'getOrders');
  const onNavigate = vi.fn((event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault());
  const view = render(
    <LocaleProvider locale={locale}>
      <PurchaseHistory client={client} receiptHref={(order) => `/print/receipt?id=${order.id}`} onNavigate={onNavigate} />
    </LocaleProvider>,
  );
  return { ...view, getOrders, onNavigate, user: userEvent.setup() };
}

const facts = (card: HTMLElement) =>
  Object.fromEntries([...card.querySelectorAll('dt')].map((term) => [term.textContent, term.nextElementSibling?.textContent]));

describe('PurchaseHistory', () => {
  it('shows each order as a card: date, plan, amount, gateway, state, the test tag and a receipt for a paid one', async () => {
    const { user, onNavigate } = setup();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(10);
    const [paid, cancelled, failed, pending, free] = cards as [HTMLElement, HTMLElement, HTMLElement, HTMLElement, HTMLElement];
    expect(within(paid).getByRole('heading', { name: 'Premium 1 month' })).toBeInTheDocument();
    expect(within(paid).getByText('Paid')).toBeInTheDocument();
    expect(within(paid).getByText('Test payment')).toBeInTheDocument();
    expect(facts(paid)).toEqual({ Date: 'Nov 20, 2026', Amount: '$15.99', 'Paid with': 'PayPal', 'Promo code': 'SAVE20', Order: 'No. 41' });
    const receipt = within(paid).getByRole('link', { name: 'Receipt' });
    expect(receipt).toHaveAttribute('href', '/print/receipt?id=41');
    expect(receipt).toHaveAccessibleDescription('Premium 1 month');
    await user.click(receipt);
    expect(onNavigate).toHaveBeenCalledWith(expect.anything(), '/print/receipt?id=41');

    expect(within(cancelled).getByText('Cancelled')).toBeInTheDocument();
    expect(facts(cancelled)).toMatchObject({ Amount: '792 thousand Toman', 'Paid with': 'Zarinpal' });
    expect(within(cancelled).queryByRole('link', { name: 'Receipt' })).not.toBeInTheDocument();
    expect(within(failed).getByText('Failed')).toBeInTheDocument();
    expect(within(pending).getByText('Pending')).toBeInTheDocument();
    expect(facts(free)).toMatchObject({ Amount: '$0', 'Paid with': 'Promo code (nothing to pay)', 'Promo code': 'JULY-IR' });
    expect(within(free).queryByText('Test payment')).not.toBeInTheDocument();
  });

  it('pages through the orders', async () => {
    const { user, getOrders } = setup();
    await screen.findAllByRole('article');
    expect(getOrders).toHaveBeenLastCalledWith({ page: 0, size: 10 });
    const pages = screen.getByRole('navigation', { name: 'Purchase history pages' });
    await user.click(within(pages).getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    expect(getOrders).toHaveBeenLastCalledWith({ page: 1, size: 10 });
    expect(screen.getByText('No. 30')).toBeInTheDocument();
  });

  it('says so when there are no purchases, with a link to the plans', async () => {
    setup(paymentsClient({ delay: 0, orders: [] }));
    expect(await screen.findByText(/No purchases yet\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/dashboard/plans');
    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('speaks Persian: states, amounts and dates', async () => {
    setup(paymentsClient({ delay: 0, orders: ORDERS.slice(0, 2) }), 'fa');
    const [paid, cancelled] = (await screen.findAllByRole('article')) as [HTMLElement, HTMLElement];
    await within(paid).findByText('پرداخت‌شده');
    expect(within(paid).getByText('پرداخت آزمایشی')).toBeInTheDocument();
    expect(within(cancelled).getByText('۷۹۲ هزار تومان')).toBeInTheDocument();
    expect(within(paid).getByRole('link', { name: 'رسید' })).toBeInTheDocument();
    expect(within(paid).getByText('۲۹ آبان ۱۴۰۵')).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup();
    await screen.findAllByRole('article');
    expect((await axe(container)).violations).toEqual([]);
  });
});

describe('OrderReceipt', () => {
  it('prints one order: the test payment note, what was bought and how, the reference and the premium expiry', async () => {
    const onPrint = vi.fn();
    const { container } = render(<OrderReceipt orderId={41} client={paymentsClient({ delay: 0 })} learner={{ name: 'Sara Ahmadi', email: 'sara@pte.test' }} onPrint={onPrint} />);
    expect(await screen.findByRole('heading', { level: 1, name: 'Receipt No. 41' })).toBeInTheDocument();
    expect(screen.getByText('Test payment: no money moved.')).toBeInTheDocument();
    expect(facts(container)).toMatchObject({
      Status: 'Paid', Plan: 'Premium 1 month', Length: '30 days', Amount: '$15.99', 'Paid with': 'PayPal', Reference: ORDER.gatewayReference,
      'Promo code': 'SAVE20', 'Premium until': 'December 20, 2026', 'Billed to': 'Sara Ahmadi · sara@pte.test',
    });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Print' }));
    expect(onPrint).toHaveBeenCalledTimes(1);
    expect((await axe(container)).violations).toEqual([]);
  });

  it("says so when the order is not the learner's", async () => {
    render(<OrderReceipt orderId={999} client={paymentsClient({ delay: 0 })} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('No such order.');
  });

  it('leaves out what a live order without a promo does not have', async () => {
    const order: OrderDto = { ...ORDER, id: 5, sandbox: false, promoCode: null };
    render(<OrderReceipt orderId={5} client={paymentsClient({ delay: 0, orders: [order] })} />);
    await screen.findByRole('heading', { name: 'Receipt No. 5' });
    expect(screen.queryByText(/Test payment/)).not.toBeInTheDocument();
    expect(screen.queryByText('Promo code')).not.toBeInTheDocument();
    expect(screen.queryByText('Billed to')).not.toBeInTheDocument();
  });
});
