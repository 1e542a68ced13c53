import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { userEvent } from 'storybook/test';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import * as stories from './AiQuota.stories';

const { Badge, Unlimited, OutOfQuota } = composeStories(stories);

describe('AI quota', () => {
  it('shows a TRIAL learner how many AI scores are left and explains the free plan', async () => {
    const user = userEvent.setup();
    const { container, baseElement } = render(<Badge />);
    await Badge.play!({ canvasElement: container });
    const dialog = screen.getByRole('dialog', { name: 'Free AI Score' });
    expect(dialog).toHaveTextContent('With the free plan, you are allowed to submit AI tests up to 5 times. You currently have 3 submissions remaining.');
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/dashboard/plans');
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Ok, Got it' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows nothing for premium learners (unlimited)', () => {
    const { container } = render(<Unlimited />);
    expect(container).toBeEmptyDOMElement();
  });

  it('tells a learner out of AI scores where to upgrade', async () => {
    const { container } = render(<OutOfQuota />);
    await OutOfQuota.play!({ canvasElement: container });
    expect(screen.getByRole('dialog', { name: 'No free AI scores left' })).toHaveTextContent('You have used all 5 AI-scored submissions');
    expect(screen.getByRole('link', { name: 'Upgrade Now' })).toHaveAttribute('href', '/plans');
  });
});
