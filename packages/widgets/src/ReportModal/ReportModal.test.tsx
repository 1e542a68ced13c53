import { ApiError, type ProblemReportDto, type PteClient } from '@pte-kit/core';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { axe } from 'vitest-axe';
import { LocaleProvider } from '../i18n';
import { ReportModal, type ReportModalProps } from './ReportModal';

function fakeClient() {
  return {
    reportProblem: vi.fn(async (practiceId: number, description: string): Promise<ProblemReportDto> =>
      ({ id: 1, practiceId, description, createdDate: '2026-03-02T00:00:00Z' })),
  };
}

function setup(client = fakeClient(), props: Partial<ReportModalProps> = {}) {
  const onOpenChange = vi.fn();
  const onReported = vi.fn();
  const view = render(
    <ReportModal open onOpenChange={onOpenChange} practiceId={42} client={client as unknown as PteClient} onReported={onReported} {...props} />,
  );
  return { ...view, client, onOpenChange, onReported, user: userEvent.setup(), field: screen.getByRole('textbox', { name: 'What is wrong with this question?' }) };
}

const submit = () => screen.getByRole('button', { name: 'Submit' });

describe('ReportModal', () => {
  it('asks in Persian, the counter in Persian digits', async () => {
    render(<LocaleProvider locale="fa"><ReportModal open onOpenChange={vi.fn()} practiceId={42} client={fakeClient() as unknown as PteClient} /></LocaleProvider>);
    expect(await screen.findByRole('dialog', { name: 'گزارش مشکل' })).toHaveTextContent('۰ / ۴۰۰');
    expect(screen.getByRole('textbox', { name: 'این سؤال چه مشکلی دارد؟' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'ارسال' })).toBeDisabled();
  });

  it('needs a description, sends it and says "Reported successfully"', async () => {
    const { user, field, client, onOpenChange, onReported } = setup();
    expect(screen.getByRole('dialog', { name: 'Report a problem' })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
    await user.type(field, '   ');
    expect(submit()).toBeDisabled();
    await user.type(field, 'Blank 3 accepts two answers. ');
    expect(submit()).toBeEnabled();
    await user.click(submit());
    expect(client.reportProblem).toHaveBeenCalledWith(42, 'Blank 3 accepts two answers.');
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onReported).toHaveBeenCalledWith(expect.objectContaining({ id: 1 }));
    expect(screen.getByRole('status')).toHaveTextContent('Reported successfully');
  });

  it('takes at most 400 characters and ignores the rest', async () => {
    const { user, field } = setup();
    await user.click(field);
    await user.paste('x'.repeat(450));
    expect(field).toHaveValue('x'.repeat(400));
    expect(screen.getByText('400 / 400')).toBeInTheDocument();
    await user.type(field, 'more');
    expect(field).toHaveValue('x'.repeat(400));
    expect(submit()).toBeEnabled();
  });

  it('lets the caller disable Submit', async () => {
    const { user, field } = setup(fakeClient(), { submitDisabled: true });
    await user.type(field, 'Typo');
    expect(submit()).toBeDisabled();
  });

  it('disables Submit while sending', async () => {
    const client = fakeClient();
    let finish!: (report: ProblemReportDto) => void;
    client.reportProblem.mockImplementationOnce(() => new Promise((resolve) => { finish = resolve; }));
    const { user, field, onOpenChange } = setup(client);
    await user.type(field, 'Typo');
    await user.click(submit());
    expect(screen.getByRole('button', { name: 'Sending…' })).toBeDisabled();
    finish({ id: 1, practiceId: 42, description: 'Typo', createdDate: '' });
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
  });

  it("shows the first server error's default message, else the generic message, and stays open", async () => {
    const client = fakeClient();
    client.reportProblem
      .mockRejectedValueOnce(new ApiError(400, 'Bad', { status: 400, message: 'Bad', errors: [{ field: 'description', defaultMessage: 'Describe the problem before sending the report.' }] }))
      .mockRejectedValueOnce(new ApiError(429, 'You sent 20 problem reports in the last hour.', { status: 429, message: 'You sent 20 problem reports in the last hour.', errors: [] }));
    const { user, field, onOpenChange } = setup(client);
    await user.type(field, 'Typo');
    await user.click(submit());
    expect(await screen.findByRole('alert')).toHaveTextContent('Describe the problem before sending the report.');
    await user.click(submit());
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Something went wrong'));
    expect(field).toHaveValue('Typo');
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it('sends the messages to onToast when it is given', async () => {
    const onToast = vi.fn();
    const client = fakeClient();
    client.reportProblem.mockRejectedValueOnce(new Error('offline'));
    const { user, field } = setup(client, { onToast });
    await user.type(field, 'Typo');
    await user.click(submit());
    await waitFor(() => expect(onToast).toHaveBeenCalledWith('Something went wrong', 'error'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.click(submit());
    await waitFor(() => expect(onToast).toHaveBeenLastCalledWith('Reported successfully', 'success'));
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('has no accessibility violations', async () => {
    const { baseElement } = setup();
    expect((await axe(baseElement, { rules: { 'color-contrast': { enabled: false } } })).violations).toEqual([]);
  });
});
