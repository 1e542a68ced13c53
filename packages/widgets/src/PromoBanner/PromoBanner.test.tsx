import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { PromoBanner, PROMO_DISMISSED_KEY, type PromoBannerProps } from './PromoBanner';
import * as stories from './PromoBanner.stories';

const { Dismiss } = composeStories(stories);
const PROMO = { country: 'IR', code: 'JULY-IR', until: '2027-07-03', freeDays: 30 };

function setup(props: Partial<PromoBannerProps> = {}) {
  const items = new Map<string, string>();
  const storage = { getItem: vi.fn((key: string) => items.get(key) ?? null), setItem: vi.fn((key: string, value: string) => void items.set(key, value)) };
  const view = render(<PromoBanner promo={PROMO} country="IR" today="2027-06-01" storage={storage} {...props} />);
  return { ...view, storage, user: userEvent.setup() };
}

describe('PromoBanner', () => {
  it('offers the free month with the code and links to the plans page with the code filled in', () => {
    setup();
    const banner = screen.getByRole('complementary', { name: /One month of Premium free/ });
    expect(banner).toHaveTextContent('One month of Premium free with the code JULY-IR, until July 3, 2027.');
    expect(screen.getByRole('link', { name: 'Claim your free month' })).toHaveAttribute('href', '/dashboard/plans?promo=JULY-IR');
  });

  it('shows only in its country, up to and including its last day', () => {
    const { rerender } = setup({ country: 'AU' });
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    rerender(<PromoBanner promo={PROMO} country="ir" today="2027-07-03" storage={null} />);
    expect(screen.getByRole('complementary')).toBeInTheDocument();
    rerender(<PromoBanner promo={PROMO} country="IR" today="2027-07-04" storage={null} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    rerender(<PromoBanner promo={null} country="IR" today="2027-06-01" storage={null} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
  });

  it('stays dismissed for that code, and a new code shows again', async () => {
    const { user, storage, unmount } = setup();
    await user.click(screen.getByRole('button', { name: 'Dismiss the offer' }));
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    expect(storage.setItem).toHaveBeenCalledWith(PROMO_DISMISSED_KEY, 'JULY-IR');
    unmount();
    render(<PromoBanner promo={PROMO} country="IR" today="2027-06-01" storage={storage} />);
    expect(screen.queryByRole('complementary')).not.toBeInTheDocument();
    render(<PromoBanner promo={{ ...PROMO, code: 'NOWRUZ' }} country="IR" today="2027-06-01" storage={storage} />);
    expect(screen.getByRole('complementary')).toHaveTextContent('NOWRUZ');
  });

  it('lets a router take over the link', async () => {
    const onNavigate = vi.fn((event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault());
    const { user } = setup({ onNavigate });
    await user.click(screen.getByRole('link', { name: 'Claim your free month' }));
    expect(onNavigate).toHaveBeenCalledWith(expect.anything(), '/dashboard/plans?promo=JULY-IR');
  });

  it('speaks Persian to Persian learners, the last day in the Iranian calendar', async () => {
    render(<LocaleProvider locale="fa"><PromoBanner promo={PROMO} country="IR" today="2027-06-01" storage={null} /></LocaleProvider>);
    expect(await screen.findByRole('complementary', { name: /یک ماه اشتراک Premium رایگان/ })).toHaveTextContent('با کد JULY-IR، تا ۱۲ تیر ۱۴۰۶.');
    expect(screen.getByRole('link', { name: 'دریافت ماه رایگان' })).toBeInTheDocument();
  });

  it('counts other lengths in days', () => {
    setup({ promo: { ...PROMO, freeDays: 14 } });
    expect(screen.getByRole('complementary')).toHaveTextContent('14 days of Premium free with the code JULY-IR, until July 3, 2027.');
  });

  it('runs the story: dismissed', async () => {
    // A storage of this test's own: the story's is made once per module, which another file of the worker may have run.
    const items = new Map<string, string>();
    const storage = { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
    const { container } = render(<Dismiss storage={storage} />);
    await Dismiss.play!({ canvasElement: container } as never);
  });

  it('has no accessibility violations', async () => {
    const { container } = setup();
    expect((await axe(container)).violations).toEqual([]);
  });
});
