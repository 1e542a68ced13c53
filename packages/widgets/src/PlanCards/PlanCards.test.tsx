import { ApiError, type PaymentRequest, type PteClient } from '@pte-kit/core';
import { composeStories } from '@storybook/react-vite';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { PlanCards, type PlanCardsProps } from './PlanCards';
import * as stories from './PlanCards.stories';
import { PLANS, paymentsClient } from './storyClient';

const { PromoThenPay } = composeStories(stories);

function setup(props: Partial<PlanCardsProps> = {}, client = paymentsClient({ delay: 0 }), locale = 'en') {
  const spied = {
    ...client,
    checkPromo: vi.fn(client.checkPromo),
    createPayment: vi.fn(client.createPayment),
  } as unknown as PteClient & { checkPromo: ReturnType<typeof vi.fn>; createPayment: ReturnType<typeof vi.fn> };
  const onApproval = vi.fn();
  const onMessage = vi.fn();
  const view = render(
    <LocaleProvider locale={locale}>
      <PlanCards client={spied} origin="https://pte.test" returnPath="/dashboard/reading/fill-in-the-blanks?category=prediction" onApproval={onApproval} onMessage={onMessage} {...props} />
    </LocaleProvider>,
  );
  return { ...view, client: spied, onApproval, onMessage, user: userEvent.setup() };
}

const card = async (name: string) => within(await screen.findByRole('article', { name }));

async function openPayment(user: ReturnType<typeof userEvent.setup>, plan = 'Premium 1 month') {
  await user.click((await card(plan)).getByRole('button', { name: 'Buy Now' }));
  return within(await screen.findByRole('dialog', { name: 'Payment method' }));
}

describe('PlanCards', () => {
  it('shows each plan with both prices and its features; the free plan cannot be bought', async () => {
    setup();
    const free = await card('Free');
    expect(free.getByText('Free', { selector: 'p' })).toBeInTheDocument();
    expect(free.getByRole('button', { name: 'Current plan' })).toBeDisabled();
    const month = await card('Premium 1 month');
    expect(month.getByText('$19.99')).toBeInTheDocument();
    expect(month.getByText('or 990 thousand Toman')).toBeInTheDocument();
    expect(month.getByRole('list', { name: 'Premium 1 month includes' })).toHaveTextContent('Unlimited AI scoring');
    expect(month.getByRole('button', { name: 'Buy Now' })).toBeEnabled();
    // A Toman card leads with Toman.
    const quarter = await card('Premium 3 months');
    expect(quarter.getAllByRole('paragraph').map((node) => node.textContent)).toEqual(['2 million 500 thousand Toman', 'or $49.99']);
  });

  it("reads 'Renew Now' on the learner's current paid plan", async () => {
    setup({}, paymentsClient({ delay: 0, plans: PLANS.map((plan) => ({ ...plan, isActive: plan.id === 2 })) }));
    expect((await card('Premium 1 month')).getByRole('button', { name: 'Renew Now' })).toBeEnabled();
    expect((await card('Premium 1 month')).getByText('Your plan')).toBeInTheDocument();
    expect((await card('Free')).getByRole('button', { name: 'Free plan' })).toBeDisabled();
    expect((await card('Premium 3 months')).getByRole('button', { name: 'Buy Now' })).toBeEnabled();
  });

  it('speaks Persian: Toman in Persian words and digits, the buttons translated', async () => {
    setup({}, undefined, 'fa');
    expect(await (await card('Premium 1 month')).findByText('یا ۹۹۰ هزار تومان')).toBeInTheDocument();
    expect((await card('Premium 3 months')).getByText('۲ میلیون و ۵۰۰ هزار تومان')).toBeInTheDocument();
    expect((await card('Premium 3 months')).getByText('یا ‎$۴۹٫۹۹')).toBeInTheDocument();
    expect((await card('Premium 3 months')).getByRole('button', { name: 'خرید' })).toBeEnabled();
    expect((await card('Free')).getByRole('button', { name: 'طرح فعلی' })).toBeDisabled();
  });

  it('pays in dollars through PayPal, coming back to where the learner was', async () => {
    const { user, client, onApproval } = setup();
    const dialog = await openPayment(user);
    expect(dialog.getByRole('radio', { name: /Dollar \(PayPal\)/ })).toBeChecked();
    expect(dialog.getByText('To pay').parentElement).toHaveTextContent('$19.99');
    await user.click(dialog.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onApproval).toHaveBeenCalledWith('#sandbox-paypal'));
    expect(client.createPayment).toHaveBeenCalledWith({
      item: { item_id: 2, related_service: 'pte' },
      redirect_url: 'https://pte.test/dashboard/reading/fill-in-the-blanks?category=prediction',
      secondary_redirect_url: 'https://pte.test/dashboard/plans',
      payment_gateway: 'PAYPAL',
    } satisfies PaymentRequest);
    expect(dialog.getByRole('button', { name: 'Redirecting…' })).toBeDisabled();
  });

  it("applies a promo code once: 'Boom!' with the new price, then the field is locked and Toman pays with the code", async () => {
    const { user, client, onApproval } = setup();
    const dialog = await openPayment(user);
    const apply = dialog.getByRole('button', { name: 'Apply' });
    expect(apply).toBeDisabled();
    await user.type(dialog.getByLabelText('Promo code'), 'SAVE20');
    expect(apply).toBeEnabled();
    await user.click(apply);
    const boom = within(await screen.findByRole('dialog', { name: 'Boom!' }));
    expect(boom.getByText('Your promo code applied.')).toBeInTheDocument();
    expect(boom.getByText('Premium 1 month: $15.99')).toBeInTheDocument();
    await user.click(boom.getByRole('button', { name: 'Continue' }));

    const again = within(await screen.findByRole('dialog', { name: 'Payment method' }));
    expect(again.getByRole('status')).toHaveTextContent('Your promo code applied');
    expect(again.getByLabelText('Promo code')).toBeDisabled();
    expect(again.getByRole('button', { name: 'Applied' })).toBeDisabled();
    expect(again.getByRole('button', { name: 'Pay Now' })).toHaveFocus();
    await user.click(again.getByRole('radio', { name: /Toman \(Zarinpal\)/ }));
    expect(again.getByText('To pay').parentElement).toHaveTextContent('990 thousand Toman792 thousand Toman');
    await user.click(again.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onApproval).toHaveBeenCalledWith('#sandbox-zarinpal'));
    expect(client.checkPromo).toHaveBeenCalledTimes(1);
    expect(client.createPayment).toHaveBeenCalledWith(expect.objectContaining({ discount_code: 'SAVE20', payment_gateway: 'ZARINPAL' }));
  });

  it("shows the server's words when a code is refused", async () => {
    const { user } = setup();
    const dialog = await openPayment(user);
    await user.type(dialog.getByLabelText('Promo code'), 'NOPE');
    await user.keyboard('{Enter}');
    expect(await dialog.findByRole('alert')).toHaveTextContent('This promo code does not exist.');
    expect(dialog.getByLabelText('Promo code')).toBeEnabled();
    expect(dialog.getByLabelText('Promo code')).toHaveAccessibleDescription('This promo code does not exist.');
    expect(screen.queryByRole('dialog', { name: 'Boom!' })).not.toBeInTheDocument();
  });

  it('hands over the message of an order that needed no payment', async () => {
    const { user, onMessage, onApproval } = setup({ promoCode: 'FREEMONTH' });
    const dialog = await openPayment(user);
    expect(dialog.getByLabelText('Promo code')).toHaveValue('FREEMONTH');
    await user.click(dialog.getByRole('button', { name: 'Apply' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Boom!' })).getByRole('button', { name: 'Continue' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Payment method' })).getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(onMessage).toHaveBeenCalledWith('Your promo code made this plan free: Premium is active now.'));
    expect(onApproval).not.toHaveBeenCalled();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('says why an order was refused and keeps the modal open', async () => {
    const client = paymentsClient({ delay: 0 });
    const message = 'This plan is not for sale any more.';
    client.createPayment = async () => { throw new ApiError(400, message, { status: 400, message, errors: [] }); };
    const { user } = setup({}, client);
    const dialog = await openPayment(user);
    await user.click(dialog.getByRole('button', { name: 'Pay Now' }));
    expect(await dialog.findByRole('alert')).toHaveTextContent(message);
    expect(dialog.getByRole('button', { name: 'Pay Now' })).toBeEnabled();
  });

  it('closes when the page comes back from the back-forward cache (Back from the gateway)', async () => {
    const { user } = setup();
    await openPayment(user);
    act(() => void window.dispatchEvent(Object.assign(new Event('pageshow'), { persisted: true })));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('offers Try again when the plans do not load', async () => {
    setup({}, paymentsClient({ delay: 0, failing: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The plans are not available right now.');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it('runs the story: Toman with SAVE20, then Pay Now', async () => {
    const { container } = render(<PromoThenPay />);
    await PromoThenPay.play!({ canvasElement: container } as never);
  });

  it('has no accessibility violations, cards and modal', async () => {
    const { container, user } = setup();
    await card('Free');
    expect((await axe(container)).violations).toEqual([]);
    await openPayment(user);
    expect((await axe(container, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
