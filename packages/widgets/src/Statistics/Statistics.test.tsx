import type { PteClient, StatisticsDto } from '@pte-kit/core';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { Statistics } from './Statistics';
import { sampleStatistics } from './storyData';

function setup(statistics: StatisticsDto = sampleStatistics()) {
  const client = { getStatistics: vi.fn(async () => statistics) };
  const view = render(<Statistics client={client as unknown as PteClient} />);
  return { ...view, client, user: userEvent.setup() };
}

describe('Statistics', () => {
  it('loads 30 days and draws items per skill per day with a description and a table of every day', async () => {
    const { client, container, user } = setup();
    const chart = await screen.findByRole('img', { name: 'Items practised per skill per day' });
    expect(client.getStatistics).toHaveBeenCalledWith(30);
    expect(chart).toHaveAccessibleDescription(/items in the last 30 days \(\d+ speaking, \d+ writing, \d+ reading, \d+ listening\)/);
    expect(container.querySelectorAll('[data-day]')).toHaveLength(30);
    await user.click(screen.getByText('Items per day as a table'));
    const table = within(screen.getByRole('region', { name: 'Items per day' })).getByRole('table');
    expect(within(table).getAllByRole('row')).toHaveLength(31);
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent(/^26 Nov/);
  });

  it('draws averages against the target and lists every task type in a table', async () => {
    const { user } = setup();
    const chart = await screen.findByRole('img', { name: 'Average score per task type against your target' });
    expect(chart).toHaveAccessibleDescription('4 task types answered; below target in Read Aloud, Repeat Sentence, Re-order Paragraphs.');
    await user.click(screen.getByText('Averages as a table'));
    const rows = within(screen.getByRole('region', { name: 'Average score per task type' })).getAllByRole('row').map((row) => row.textContent);
    expect(rows).toContain('Writing: Write Essay490%72%');
    expect(rows).toContain('Listening: Write from Dictation0–88%');
  });

  it('describes the averages chart in Persian, task names kept English', async () => {
    const client = { getStatistics: vi.fn(async () => sampleStatistics()) };
    render(<LocaleProvider locale="fa"><Statistics client={client as unknown as PteClient} /></LocaleProvider>);
    const charts = await screen.findAllByRole('img');
    await vi.waitFor(() => expect(charts.at(-1)).toHaveAccessibleDescription('۴ نوع سؤال پاسخ داده‌اید؛ زیر هدف در Read Aloud، Repeat Sentence، Re-order Paragraphs.'));
    expect(charts[0]).toHaveAccessibleDescription(/تمرین در ۳۰ روز گذشته \(۰?[۰-۹]* اسپیکینگ، /);
  });

  it('shows the AI answers left, unlimited for premium', async () => {
    setup(sampleStatistics(3));
    expect(await screen.findByText('AI answers left:')).toHaveTextContent('AI answers left: 3');
  });

  it('says so when nothing was practised yet', async () => {
    const empty = sampleStatistics(5);
    setup({ ...empty, days: empty.days.map((day) => ({ ...day, speaking: 0, writing: 0, reading: 0, listening: 0 })), tasks: [] });
    expect(await screen.findByRole('img', { name: 'Items practised per skill per day' })).toHaveAccessibleDescription('No items practised in the last 30 days.');
    expect(screen.getByText('Your averages show here once you have answered some questions.')).toBeInTheDocument();
  });

  it('offers Try again when the statistics could not be loaded', async () => {
    const client = { getStatistics: vi.fn().mockRejectedValueOnce(new Error('offline')).mockResolvedValueOnce(sampleStatistics()) };
    render(<Statistics client={client as unknown as PteClient} />);
    const alert = await screen.findByRole('alert');
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('img', { name: 'Items practised per skill per day' })).toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { container, user } = setup();
    await screen.findByRole('img', { name: 'Items practised per skill per day' });
    await user.click(screen.getByText('Items per day as a table'));
    expect((await axe(container)).violations).toEqual([]);
  });
});
