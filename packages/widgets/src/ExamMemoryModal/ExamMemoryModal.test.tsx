import { ApiError, type ExamMemoryDto, type ExamMemoryReport, type PteClient } from '@pte-kit/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { ExamMemoryModal, type ExamMemoryModalProps } from './ExamMemoryModal';

function fakeClient() {
  return {
    getCountries: vi.fn(async () => [{ id: 'AU', value: 'Australia' }, { id: 'IR', value: 'Iran' }]),
    reportExamMemory: vi.fn(async (report: ExamMemoryReport): Promise<ExamMemoryDto> => ({
      id: 3, countryName: 'Iran', createdDate: '2026-03-02T00:00:00Z', predictionCount: 4, description: '', ...report,
    })),
  };
}

function setup(client = fakeClient(), props: Partial<ExamMemoryModalProps> = {}) {
  const onOpenChange = vi.fn();
  const onReported = vi.fn();
  const view = render(
    <ExamMemoryModal
      open
      onOpenChange={onOpenChange}
      practiceId={42}
      today="2026-03-10"
      client={client as unknown as PteClient}
      onReported={onReported}
      {...props}
    />,
  );
  return { ...view, client, onOpenChange, onReported, user: userEvent.setup() };
}

const confirm = () => screen.getByRole('button', { name: 'Confirm' });
const countryField = () => screen.getByRole('combobox', { name: 'Exam venue (country)' });

async function fillRequired(user: ReturnType<typeof userEvent.setup>, date = '2026-03-01') {
  await user.type(screen.getByLabelText('Exam date'), date);
  await waitFor(() => expect(countryField()).toBeEnabled());
  await user.selectOptions(countryField(), 'Iran');
}

describe('ExamMemoryModal', () => {
  it('needs the date, the country and the exam type; then saves, reports the new count and says "Saved successfully"', async () => {
    const { user, client, onOpenChange, onReported } = setup();
    expect(screen.getByRole('dialog', { name: 'Exam Memory' })).toBeInTheDocument();
    expect(confirm()).toBeDisabled();
    await fillRequired(user);
    expect(client.getCountries).toHaveBeenCalledTimes(1);
    expect(confirm()).toBeDisabled();
    await user.click(screen.getByRole('radio', { name: 'Core' }));
    expect(confirm()).toBeEnabled();
    await user.click(confirm());
    expect(client.reportExamMemory).toHaveBeenCalledWith({ practiceId: 42, date: '2026-03-01', country: 'IR', pteType: 'CORE', description: '' });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onReported).toHaveBeenCalledWith(expect.objectContaining({ predictionCount: 4 }));
    expect(screen.getByRole('status')).toHaveTextContent('Saved successfully');
  });

  it('starts with the learner\'s exam type and sends the optional more information', async () => {
    const { user, client } = setup(fakeClient(), { defaultPteType: 'ACADEMIC' });
    expect(screen.getByRole('radio', { name: 'Academic' })).toBeChecked();
    await fillRequired(user);
    await user.type(screen.getByRole('textbox', { name: 'More information (optional)' }), ' Second question of the set. ');
    await user.click(confirm());
    expect(client.reportExamMemory).toHaveBeenCalledWith(expect.objectContaining({ pteType: 'ACADEMIC', description: 'Second question of the set.' }));
  });

  it('keeps Confirm disabled for a date in the future or before 2010', async () => {
    const { user } = setup(fakeClient(), { defaultPteType: 'CORE' });
    await fillRequired(user, '2026-03-11');
    expect(confirm()).toBeDisabled();
    await user.clear(screen.getByLabelText('Exam date'));
    await user.type(screen.getByLabelText('Exam date'), '2009-12-31');
    expect(confirm()).toBeDisabled();
    await user.clear(screen.getByLabelText('Exam date'));
    await user.type(screen.getByLabelText('Exam date'), '2026-03-10');
    expect(confirm()).toBeEnabled();
  });

  it('disables Confirm while saving', async () => {
    const client = fakeClient();
    client.reportExamMemory.mockImplementationOnce(() => new Promise(() => {}));
    const { user } = setup(client, { defaultPteType: 'CORE' });
    await fillRequired(user);
    await user.click(confirm());
    expect(screen.getByRole('button', { name: 'Saving…' })).toBeDisabled();
  });

  it("shows the server's message when saving fails and stays open", async () => {
    const client = fakeClient();
    const message = 'You have already reported seeing this question in your exam on 2026-03-01.';
    client.reportExamMemory.mockRejectedValueOnce(new ApiError(409, message, { status: 409, message, errors: [] }));
    const { user, onOpenChange } = setup(client, { defaultPteType: 'CORE' });
    await fillRequired(user);
    await user.click(confirm());
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('says when the countries could not be loaded and loads them again on request', async () => {
    const client = fakeClient();
    client.getCountries.mockRejectedValueOnce(new Error('offline'));
    const { user } = setup(client);
    expect(await screen.findByRole('alert')).toHaveTextContent('Something went wrong');
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await waitFor(() => expect(countryField()).toBeEnabled());
    expect(screen.getByRole('option', { name: 'Australia' })).toBeInTheDocument();
  });

  it('sends the messages to onToast when it is given', async () => {
    const onToast = vi.fn();
    const { user } = setup(fakeClient(), { onToast, defaultPteType: 'CORE' });
    await fillRequired(user);
    await user.click(confirm());
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Saved successfully', 'success'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { baseElement } = setup();
    await waitFor(() => expect(countryField()).toBeEnabled());
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
