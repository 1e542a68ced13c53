import { ApiError, type PteClient } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ReportModal } from './ReportModal';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

/** A report API for the stories; `failing` answers with the server's field error. */
function storyClient({ failing = false } = {}): PteClient {
  return {
    reportProblem: async (practiceId: number, description: string) => {
      await wait(400);
      if (failing) {
        const message = 'Describe the problem before sending the report.';
        throw new ApiError(400, message, { status: 400, message, errors: [{ field: 'description', defaultMessage: message }] });
      }
      return { id: 1, practiceId, description, createdDate: new Date().toISOString() };
    },
  } as unknown as PteClient;
}

const meta = {
  title: 'Widgets/ReportModal',
  component: ReportModal,
  args: { open: true, onOpenChange: fn(), practiceId: 42, client: storyClient(), onReported: fn() },
} satisfies Meta<typeof ReportModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The caller keeps Submit disabled. */
export const SubmitDisabled: Story = { args: { submitDisabled: true } };

export const Failing: Story = { args: { client: storyClient({ failing: true }) } };
