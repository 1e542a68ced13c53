import type { Meta, StoryObj } from '@storybook/react-vite';
import { PremiumStatus } from './PremiumStatus';

const now = Date.parse('2026-11-26T12:00:00Z');

const meta = {
  title: 'Profile/PremiumStatus',
  component: PremiumStatus,
  args: { profile: { status: 'PREMIUM', expireDate: '2026-12-08T09:00:00Z' }, now },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof PremiumStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = {};
export const PremiumWithDate: Story = { args: { showDate: true } };
export const Trial: Story = { args: { profile: { status: 'TRIAL', expireDate: null } } };
export const Expired: Story = { args: { profile: { status: 'PREMIUM', expireDate: '2026-11-01T09:00:00Z' }, showDate: true } };
