import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MockTestList } from './MockTestList';
import { MockTestReport } from './MockTestReport';
import { MockTestSitting } from './MockTestSitting';
import { fullReport, listClient, memorySitting, sampleList } from './storyClient';

const meta = {
  title: 'Mock tests/MockTestList',
  component: MockTestList,
  args: { onOpen: fn(), onReport: fn(), client: listClient() },
} satisfies Meta<typeof MockTestList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A premium learner: every form can start, one finished sitting with its report. */
export const Premium: Story = {};

/** A free learner whose one mock test is used: Start is off and the list says why. */
export const TrialUsed: Story = {
  args: {
    client: listClient({
      ...sampleList,
      allowance: { plan: 'TRIAL', remaining: 0, message: 'The free plan includes one mock test, and you have started it. Upgrade to a premium plan to take more; the report of your free test stays here.' },
    }),
  },
};

/** A sitting at its first part's intro; Begin starts the part's clock. */
export const Sitting: StoryObj<typeof MockTestSitting> = {
  render: () => <MockTestSitting attemptId={12} client={memorySitting().client} />,
};

/** The report of a full form: overall, the four skills, enabling skills and each answer. */
export const Report: StoryObj<typeof MockTestReport> = {
  render: () => <MockTestReport report={fullReport} />,
};
