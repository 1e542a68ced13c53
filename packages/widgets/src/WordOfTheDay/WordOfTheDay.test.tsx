import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { WordOfTheDay } from './WordOfTheDay';
import { SERENDIPITY } from './storyData';

describe('WordOfTheDay', () => {
  it('shows the word, its part of speech and its first definition', async () => {
    const { container } = render(<WordOfTheDay load={async () => SERENDIPITY} />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading the word of the day');
    expect(await screen.findByText('serendipity')).toBeInTheDocument();
    expect(screen.getByText('noun')).toBeInTheDocument();
    expect(screen.getByText('The fact of finding interesting or valuable things by chance.')).toBeInTheDocument();
    expect(screen.queryByText('A happy accident.')).not.toBeInTheDocument();
    expect((await axe(container)).violations).toEqual([]);
  });

  it('offers Try again when the word could not be loaded', async () => {
    const load = vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(SERENDIPITY);
    render(<WordOfTheDay load={load} />);
    await userEvent.click(within(await screen.findByRole('alert')).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('serendipity')).toBeInTheDocument();
  });
});
