import { ApiError, type PteClient, type TargetDto, type TargetUpdate } from '@pte-kit/core';
import { composeStories } from '@storybook/react-vite';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { TargetPanel, type TargetPanelProps } from './TargetPanel';
import * as stories from './TargetPanel.stories';
import { EMPTY_TARGET, NATIVE_LANGUAGES } from './storyClient';

const { SetATarget } = composeStories(stories);

function fakeClient() {
  return {
    getNativeLanguages: vi.fn(async () => NATIVE_LANGUAGES),
    updateTarget: vi.fn(async (update: TargetUpdate): Promise<TargetDto> => ({ ...EMPTY_TARGET, ...update, version: update.version + 1 })),
  };
}

function setup(props: Partial<TargetPanelProps> = {}, client = fakeClient()) {
  const onToast = vi.fn();
  const onSaved = vi.fn();
  const view = render(
    <TargetPanel target={EMPTY_TARGET} today="2026-11-26" client={client as unknown as PteClient} onToast={onToast} onSaved={onSaved} {...props} />,
  );
  return { ...view, client, onToast, onSaved, user: userEvent.setup() };
}

async function openModal(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Set Target' }));
  const dialog = within(await screen.findByRole('dialog', { name: 'Set Target' }));
  await dialog.findByRole('option', { name: 'Persian' });
  return dialog;
}

const scoreOf = (container: HTMLElement, key: string) => container.querySelector(`[data-score="${key}"]`)?.textContent;

describe('TargetPanel and the Set Target modal', () => {
  it('shows the five targets, a dash for one not set', () => {
    const { container } = setup({ target: { ...EMPTY_TARGET, overall: 79, reading: 65, version: 1 } });
    expect(screen.getByRole('heading', { name: 'Your target' })).toBeInTheDocument();
    expect(['overall', 'listening', 'reading', 'writing', 'speaking'].map((key) => scoreOf(container, key)))
      .toEqual(['79', '–not set', '65', '–not set', '–not set']);
  });

  it('keeps Save disabled until a date and a language are chosen, then sends the spec’s payload', async () => {
    const { user, client, onToast, onSaved } = setup();
    const dialog = await openModal(user);
    const save = dialog.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await user.click(dialog.getByRole('button', { name: 'Choose your exam date' }));
    const date = dialog.getByLabelText(/^Exam date/);
    expect(date).toHaveAttribute('min', '2026-11-26');
    expect(date).toHaveAttribute('max', '2031-11-25');
    await user.type(date, '2026-12-26');
    await user.click(dialog.getByRole('button', { name: 'Close date picker' }));
    expect(dialog.getByRole('button', { name: /December 2026/ })).toHaveAttribute('aria-expanded', 'false');
    expect(save).toBeDisabled();
    await user.selectOptions(dialog.getByLabelText('Native language'), 'PERSIAN');
    expect(save).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: 'Set all scores to 65' }));
    await user.clear(dialog.getByLabelText('Writing'));
    await user.click(save);
    expect(client.updateTarget).toHaveBeenCalledWith({
      version: 0, examDate: '2026-12-26', language: 'PERSIAN', overall: 65, listening: 65, reading: 65, speaking: 65,
    });
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Settings updated successfully', 'success'));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ version: 1, overall: 65 }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('sets all five scores with a shortcut and refuses a score outside 10–90', async () => {
    const { user } = setup({ target: { ...EMPTY_TARGET, examDate: '2027-01-02', language: 'HINDI', version: 4 } });
    const dialog = await openModal(user);
    await user.click(dialog.getByRole('button', { name: 'Set all scores to 30' }));
    for (const name of ['Overall', 'Listening', 'Reading', 'Writing', 'Speaking']) expect(dialog.getByLabelText(name)).toHaveValue(30);
    await user.clear(dialog.getByLabelText('Reading'));
    await user.type(dialog.getByLabelText('Reading'), '95');
    expect(dialog.getByText('Enter a score from 10 to 90.')).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it('clears the date with Clear Date', async () => {
    const { user } = setup({ target: { ...EMPTY_TARGET, examDate: '2027-01-02', language: 'HINDI', version: 4 } });
    const dialog = await openModal(user);
    expect(dialog.getByRole('button', { name: 'Save' })).toBeEnabled();
    await user.click(dialog.getByRole('button', { name: /January 2027/ }));
    await user.click(dialog.getByRole('button', { name: 'Clear Date' }));
    expect(dialog.getByLabelText(/^Exam date/)).toHaveValue('');
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("says 'Failed to update settings' and stays open when the server refuses", async () => {
    const client = fakeClient();
    const message = 'The exam date cannot be in the past.';
    client.updateTarget.mockRejectedValueOnce(new ApiError(400, message, { status: 400, message, errors: [{ field: 'examDate', defaultMessage: message }] }));
    const { user, onToast } = setup({ target: { ...EMPTY_TARGET, examDate: '2027-01-02', language: 'HINDI', version: 4 } }, client);
    const dialog = await openModal(user);
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Failed to update settings', 'error'));
    expect(dialog.getByRole('alert')).toHaveTextContent(`Failed to update settings: ${message}`);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('runs the story: a first target saved with the 79 shortcut', async () => {
    const { container } = render(<SetATarget />);
    await SetATarget.play!({ canvasElement: container } as never);
    expect(scoreOf(container, 'speaking')).toBe('79');
  });

  it('opens the Set Target dialog in Persian, scores and shortcuts in Persian digits', async () => {
    render(<LocaleProvider locale="fa"><TargetPanel target={EMPTY_TARGET} today="2026-11-26" client={fakeClient() as unknown as PteClient} /></LocaleProvider>);
    await userEvent.setup().click(await screen.findByRole('button', { name: 'تعیین هدف' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'تعیین هدف' }));
    expect(await dialog.findByRole('button', { name: 'همهٔ نمره‌ها ۷۹' })).toHaveTextContent('۷۹');
    expect(dialog.getByRole('spinbutton', { name: 'ریدینگ' })).toBeInTheDocument();
    expect(dialog.getByRole('button', { name: 'تاریخ آزمونتان را انتخاب کنید' })).toBeInTheDocument();
  });

  it('has no accessibility violations, panel and open modal', async () => {
    const { baseElement, user } = setup({ target: { ...EMPTY_TARGET, overall: 79, version: 1 } });
    expect((await axe(baseElement)).violations).toEqual([]);
    const dialog = await openModal(user);
    await user.click(dialog.getByRole('button', { name: 'Choose your exam date' }));
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
