import { composeStories } from '@storybook/react-vite';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import * as stories from './ShareModal.stories';

const { Copied, NoLink, ClipboardRefused } = composeStories(stories);

describe('ShareModal', () => {
  it('says when the answer was made in Persian, in the Iranian calendar and Persian digits', async () => {
    render(<LocaleProvider locale="fa"><Copied /></LocaleProvider>);
    const dialog = await screen.findByRole('dialog', { name: 'اشتراک‌گذاری پاسخ' });
    expect(dialog).toHaveTextContent(/پاسخ‌داده‌شده در ۱۳ اسفند ۱۴۰۴ ساعت ۵:۰۶، نمره/);
    expect(screen.getByRole('button', { name: 'کپی' })).toBeInTheDocument();
  });

  it('shows the date as YYYY-MM-DD and HH:MM and copies the link', async () => {
    const { container, baseElement } = render(<Copied />);
    const { record, writeText } = Copied.args;
    expect(screen.getByText('2026-03-04')).toBeInTheDocument();
    expect(screen.getByText('05:06')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link to this answer' })).toHaveValue(record!.shareLink);
    await Copied.play!({ canvasElement: container });
    expect(writeText).toHaveBeenCalledWith(record!.shareLink);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('says the link was not found when there is none or the clipboard refuses', async () => {
    const { container, rerender } = render(<NoLink />);
    await NoLink.play!({ canvasElement: container });
    expect(screen.getByRole('status')).toHaveTextContent('Link not found!');
    rerender(<ClipboardRefused />);
    expect(ClipboardRefused.args.record!.id).not.toBe(NoLink.args.record!.id);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await ClipboardRefused.play!({ canvasElement: container });
    expect(screen.getByRole('status')).toHaveTextContent('Link not found!');
  });
});
