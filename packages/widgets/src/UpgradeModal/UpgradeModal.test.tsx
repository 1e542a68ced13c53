import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { UpgradeModal, type UpgradeModalProps } from './UpgradeModal';

function setup(props: Partial<UpgradeModalProps> = {}) {
  const onOpenChange = vi.fn<(open: boolean) => void>();
  const view = render(<UpgradeModal open onOpenChange={onOpenChange} {...props} />);
  return { ...view, onOpenChange, user: userEvent.setup() };
}

describe('UpgradeModal', () => {
  it('says the feature is for premium learners and leads to the plans page', () => {
    setup();
    const dialog = screen.getByRole('dialog', { name: 'Premium feature' });
    expect(dialog).toHaveTextContent('This feature is for premium learners.');
    expect(screen.getByRole('link', { name: 'Explore Plans' })).toHaveAttribute('href', '/dashboard/plans');
  });

  it('takes its own title, text and plans address', () => {
    setup({ title: 'No free AI scores left', children: <p>You have used all 5 AI-scored submissions.</p>, plansHref: '/plans?from=quota' });
    expect(screen.getByRole('dialog', { name: 'No free AI scores left' })).toHaveTextContent('You have used all 5 AI-scored submissions.');
    expect(screen.queryByText('This feature is for premium learners.')).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Explore Plans' })).toHaveAttribute('href', '/plans?from=quota');
  });

  it('closes from Maybe later, the close button and Escape', async () => {
    const { user, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Maybe later' }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    await user.keyboard('{Escape}');
    expect(onOpenChange.mock.calls).toEqual([[false], [false], [false]]);
  });

  it('lets a router take over Explore Plans', async () => {
    const onExplorePlans = vi.fn((event: React.MouseEvent<HTMLAnchorElement>) => event.preventDefault());
    const { user } = setup({ onExplorePlans });
    await user.click(screen.getByRole('link', { name: 'Explore Plans' }));
    expect(onExplorePlans).toHaveBeenCalledTimes(1);
    expect(onExplorePlans.mock.calls[0][0].defaultPrevented).toBe(true);
  });

  it('shows nothing when closed', () => {
    setup({ open: false });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup();
    const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
