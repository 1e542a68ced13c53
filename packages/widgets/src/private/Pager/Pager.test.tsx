import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Pager } from './Pager';

describe('Pager', () => {
  it('clamps values below the first page to 1', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pager page={2} totalPages={5} onPageChange={onPageChange} />);
    const input = screen.getByRole('textbox', { name: 'Page' });
    await user.clear(input);
    await user.type(input, '-4{Enter}');
    expect(onPageChange).toHaveBeenCalledWith(1);
  });

  it('does not report the page it is already on, and Escape drops a draft', async () => {
    const onPageChange = vi.fn();
    const user = userEvent.setup();
    render(<Pager page={2} totalPages={5} onPageChange={onPageChange} />);
    const input = screen.getByRole('textbox', { name: 'Page' });
    await user.clear(input);
    await user.type(input, '2{Enter}');
    await user.clear(input);
    await user.type(input, '4{Escape}');
    expect(input).toHaveValue('2');
    await user.tab();
    expect(onPageChange).not.toHaveBeenCalled();
  });

  it('treats zero pages as one and disables everything when asked', () => {
    render(<Pager page={1} totalPages={0} onPageChange={vi.fn()} disabled />);
    expect(screen.getByText('of 1')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });
});
