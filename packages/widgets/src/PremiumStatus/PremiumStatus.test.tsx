import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { PremiumStatus } from './PremiumStatus';

const now = Date.parse('2026-11-26T12:00:00Z');

describe('PremiumStatus', () => {
  it('shows PREMIUM with the days left rounded up and a Renew link to the plans', async () => {
    const { container } = render(<PremiumStatus profile={{ status: 'PREMIUM', expireDate: '2026-12-08T09:00:00Z' }} now={now} showDate />);
    expect(screen.getByText('Premium')).toBeInTheDocument();
    expect(screen.getByText('12 days left')).toBeInTheDocument();
    expect(screen.getByText('Until Dec 8, 2026')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew' })).toHaveAttribute('href', '/dashboard/plans');
    expect((await axe(container)).violations).toEqual([]);
  });

  it('offers Upgrade to a trial learner, Renew after the expiry, and lets a router take the link', () => {
    const onNavigate = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(<PremiumStatus profile={{ status: 'TRIAL', expireDate: null }} now={now} onNavigate={onNavigate} />);
    expect(screen.getByText('Trial')).toBeInTheDocument();
    screen.getByRole('link', { name: 'Upgrade' }).click();
    expect(onNavigate).toHaveBeenCalledWith(expect.anything(), '/dashboard/plans');
    rerender(<PremiumStatus profile={{ status: 'PREMIUM', expireDate: '2026-11-01T00:00:00Z' }} now={now} />);
    expect(screen.getByText('Premium ended')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Renew' })).toBeInTheDocument();
  });

  it('speaks Persian with Persian digits', async () => {
    render(<LocaleProvider locale="fa"><PremiumStatus profile={{ status: 'PREMIUM', expireDate: '2026-12-08T09:00:00Z' }} now={now} /></LocaleProvider>);
    expect(await screen.findByText('۱۲ روز مانده')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'تمدید' })).toBeInTheDocument();
  });
});
