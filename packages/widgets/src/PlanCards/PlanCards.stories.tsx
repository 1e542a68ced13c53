import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LocaleProvider } from '../i18n';
import { PlanCards } from './PlanCards';
import { PLANS, paymentsClient } from './storyClient';

const meta = {
  title: 'Payments/PlanCards',
  component: PlanCards,
  args: { client: paymentsClient(), origin: 'https://pte.example', onApproval: fn(), onMessage: fn() },
} satisfies Meta<typeof PlanCards>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A premium learner: the current paid plan reads 'Renew Now'. */
export const Renew: Story = {
  args: { client: paymentsClient({ plans: PLANS.map((plan) => ({ ...plan, isActive: plan.id === 2 })) }) },
};

/** Persian prices: Toman in millions and thousands. */
export const Persian: Story = { decorators: [(Story) => <LocaleProvider locale="fa"><div dir="rtl" lang="fa"><Story /></div></LocaleProvider>] };

export const Failing: Story = { args: { client: paymentsClient({ failing: true }) } };

/** Buy Now, Toman, the code SAVE20 ('Boom!'), then Pay Now leads to Zarinpal's approval page. */
export const PromoThenPay: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const page = within(canvasElement.ownerDocument.body);
    const card = within(await canvas.findByRole('article', { name: 'Premium 1 month' }));
    await userEvent.click(card.getByRole('button', { name: 'Buy Now' }));
    const dialog = within(await page.findByRole('dialog', { name: 'Payment method' }));
    await userEvent.click(dialog.getByRole('radio', { name: /Toman \(Zarinpal\)/ }));
    await userEvent.type(dialog.getByLabelText('Promo code'), 'save20');
    await userEvent.click(dialog.getByRole('button', { name: 'Apply' }));
    const boom = within(await page.findByRole('dialog', { name: 'Boom!' }));
    await expect(boom.getByText('Premium 1 month: 792 thousand Toman')).toBeInTheDocument();
    await userEvent.click(boom.getByRole('button', { name: 'Continue' }));
    const again = within(await page.findByRole('dialog', { name: 'Payment method' }));
    await expect(again.getByText('Your promo code applied')).toBeInTheDocument();
    await userEvent.click(again.getByRole('button', { name: 'Pay Now' }));
    await waitFor(() => expect(args.onApproval).toHaveBeenCalledWith('#sandbox-zarinpal'));
  },
};
