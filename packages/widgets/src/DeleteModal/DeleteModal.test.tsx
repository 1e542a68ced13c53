import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { DeleteModal, type DeleteModalProps } from './DeleteModal';

function setup(props: Partial<DeleteModalProps> = {}) {
  const onOpenChange = vi.fn<(open: boolean) => void>();
  const onConfirm = vi.fn<() => Promise<void>>().mockResolvedValue(undefined);
  const all: DeleteModalProps = { open: true, onOpenChange, onConfirm, ...props };
  const view = render(<DeleteModal {...all} />);
  return { ...view, onOpenChange, onConfirm: all.onConfirm, user: userEvent.setup(), all };
}

describe('DeleteModal', () => {
  it('asks in Persian, naming what is deleted', async () => {
    render(<LocaleProvider locale="fa"><DeleteModal open onOpenChange={vi.fn()} subject="comment" onConfirm={vi.fn()} /></LocaleProvider>);
    expect(await screen.findByRole('dialog', { name: 'حذف نظر' })).toHaveTextContent('این نظر برای همیشه حذف می‌شود و برنمی‌گردد.');
    expect(screen.getByRole('checkbox', { name: 'مطمئنم، حذف شود' })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'حذف' })).toBeDisabled();
  });

  it('keeps Delete disabled until the confirmation is ticked, then deletes and closes', async () => {
    const { user, onConfirm, onOpenChange } = setup();
    expect(screen.getByRole('dialog', { name: 'Delete answer' })).toBeInTheDocument();
    const deleteButton = screen.getByRole('button', { name: 'Delete' });
    expect(deleteButton).toBeDisabled();
    await user.click(deleteButton);
    expect(onConfirm).not.toHaveBeenCalled();
    await user.click(screen.getByRole('checkbox', { name: "I'm sure to delete" }));
    expect(deleteButton).toBeEnabled();
    await user.click(deleteButton);
    expect(onConfirm).toHaveBeenCalledTimes(1);
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });

  it('names what is deleted in the title', () => {
    setup({ subject: 'comment' });
    expect(screen.getByRole('dialog', { name: 'Delete comment' })).toBeInTheDocument();
  });

  it('disables Delete while the deletion runs', async () => {
    let finish!: () => void;
    const onConfirm = vi.fn(() => new Promise<void>((resolve) => { finish = resolve; }));
    const { user, onOpenChange } = setup({ onConfirm });
    await user.click(screen.getByRole('checkbox', { name: "I'm sure to delete" }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.getByRole('button', { name: 'Deleting…' })).toBeDisabled();
    expect(onOpenChange).not.toHaveBeenCalled();
    finish();
    await vi.waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it('shows the error and stays open when the deletion fails', async () => {
    const onConfirm = vi.fn().mockRejectedValue(new Error('Answer not found'));
    const { user, onOpenChange } = setup({ onConfirm });
    await user.click(screen.getByRole('checkbox', { name: "I'm sure to delete" }));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Answer not found');
    expect(onOpenChange).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeEnabled();
  });

  it('closes from Cancel without deleting', async () => {
    const { user, onConfirm, onOpenChange } = setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onConfirm).not.toHaveBeenCalled();
  });

  it('starts unticked again when reopened', async () => {
    const { user, rerender, all } = setup();
    await user.click(screen.getByRole('checkbox', { name: "I'm sure to delete" }));
    rerender(<DeleteModal {...all} open={false} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<DeleteModal {...all} open />);
    expect(screen.getByRole('checkbox', { name: "I'm sure to delete" })).not.toBeChecked();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeDisabled();
  });

  it('has no accessibility violations', async () => {
    const { container } = setup();
    const results = await axe(container, { rules: { 'color-contrast': { enabled: false } } });
    expect(results.violations).toEqual([]);
  });
});
