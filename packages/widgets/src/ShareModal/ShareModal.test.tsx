import type { AnswerRecord } from '@pte-kit/core';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ShareModal } from './ShareModal';

const record: AnswerRecord = {
  id: 7, practiceId: 3, type: 'MY_ANSWER', nickname: 'Me', avatar: null, lastModifiedDate: '2026-03-04T05:06:07Z', pteType: 'PTE Academic',
  score: 3, maxScore: 5, answers: [], results: [], scores: {}, duration: 30, shareLink: 'https://pte.example/share/reading/fillInTheBlanks/7?key=abc',
};

describe('ShareModal', () => {
  it('shows the date as YYYY-MM-DD and HH:MM and copies the link', async () => {
    const user = userEvent.setup();
    const writeText = vi.fn(async () => {});
    const { baseElement } = render(<ShareModal open onOpenChange={vi.fn()} record={record} writeText={writeText} />);
    expect(screen.getByText('2026-03-04')).toBeInTheDocument();
    expect(screen.getByText('05:06')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Link to this answer' })).toHaveValue(record.shareLink);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(writeText).toHaveBeenCalledWith(record.shareLink);
    expect(screen.getByRole('status')).toHaveTextContent('Link copied!');
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });

  it('says the link was not found when there is none or the clipboard refuses', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<ShareModal open onOpenChange={vi.fn()} record={{ ...record, shareLink: '' }} writeText={vi.fn()} />);
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Link not found!');
    rerender(<ShareModal open onOpenChange={vi.fn()} record={{ ...record, id: 8 }} writeText={vi.fn(async () => Promise.reject(new Error('denied')))} />);
    expect(screen.getByRole('status')).toHaveTextContent('');
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(screen.getByRole('status')).toHaveTextContent('Link not found!');
  });
});
