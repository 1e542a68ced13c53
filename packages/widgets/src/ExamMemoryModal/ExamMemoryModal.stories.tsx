import { ApiError, type ExamMemoryReport, type PteClient } from '@pte-kit/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ExamMemoryModal } from './ExamMemoryModal';

const wait = (ms: number) => new Promise((resolve) => { setTimeout(resolve, ms); });

const countries = [
  { id: 'AU', value: 'Australia' }, { id: 'CA', value: 'Canada' }, { id: 'IN', value: 'India' }, { id: 'IR', value: 'Iran' },
  { id: 'NZ', value: 'New Zealand' }, { id: 'GB', value: 'United Kingdom' },
];

/** An exam memory API for the stories; `failing` answers as the server does for a second report of the same day. */
function storyClient({ failing = false } = {}): PteClient {
  let count = 6;
  return {
    getCountries: async () => { await wait(300); return countries; },
    reportExamMemory: async (report: ExamMemoryReport) => {
      await wait(400);
      if (failing) {
        const message = `You have already reported seeing this question in your exam on ${report.date}.`;
        throw new ApiError(409, message, { status: 409, message, errors: [] });
      }
      count += 1;
      const countryName = countries.find((country) => country.id === report.country)?.value ?? report.country;
      return { id: count, description: '', ...report, countryName, createdDate: new Date().toISOString(), predictionCount: count };
    },
  } as unknown as PteClient;
}

const meta = {
  title: 'Widgets/ExamMemoryModal',
  component: ExamMemoryModal,
  args: { open: true, onOpenChange: fn(), practiceId: 42, client: storyClient(), onReported: fn() },
} satisfies Meta<typeof ExamMemoryModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The learner's profile says PTE Academic. */
export const AcademicLearner: Story = { args: { defaultPteType: 'ACADEMIC' } };

export const AlreadyReported: Story = { args: { defaultPteType: 'CORE', client: storyClient({ failing: true }) } };
