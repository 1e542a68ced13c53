import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { LocaleProvider } from '../i18n';
import { PromoBanner } from './PromoBanner';

/** A storage of its own per story, so a dismissal in one does not hide the banner in the next. */
function memoryStorage() {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

const meta = {
  title: 'Payments/PromoBanner',
  component: PromoBanner,
  args: {
    promo: { country: 'IR', code: 'JULY-IR', until: '2027-07-03', freeDays: 30 },
    country: 'IR',
    today: '2027-06-01',
    storage: memoryStorage(),
    onNavigate: fn((event) => event.preventDefault()),
  },
} satisfies Meta<typeof PromoBanner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const Persian: Story = {
  args: { storage: memoryStorage() },
  decorators: [(Story) => <LocaleProvider locale="fa"><div dir="rtl" lang="fa"><Story /></div></LocaleProvider>],
};

/** Dismissed: gone, and remembered for this code. */
export const Dismiss: Story = {
  args: { storage: memoryStorage() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss the offer' }));
    await expect(canvas.queryByRole('complementary')).not.toBeInTheDocument();
  },
};
