import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { AiQuotaBadge, OutOfQuotaModal } from './AiQuota';

describe('AI quota', () => {
  it('shows a TRIAL learner how many AI scores are left and explains the free plan', async () => {
    const user = userEvent.setup();
    const { baseElement } = render(<AiQuotaBadge remaining={3} />);
    await user.click(screen.getByRole('button', { name: '3 free AI scores left' }));
    const dialog = screen.getByRole('dialog', { name: 'Free AI Score' });
    expect(dialog).toHaveTextContent('With the free plan, you are allowed to submit AI tests up to 5 times. You currently have 3 submissions remaining.');
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/dashboard/plans');
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ok, Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing for premium learners (unlimited)', () => {
    const { container } = render(<AiQuotaBadge remaining={null} />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells a learner out of AI scores where to upgrade', () => {
    render(<OutOfQuotaModal open onOpenChange={vi.fn()} plansHref="/plans" />);
    expect(screen.getByRole('dialog', { name: 'No free AI scores left' })).toHaveTextContent('You have used all 5 AI-scored submissions');
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
  });
});
