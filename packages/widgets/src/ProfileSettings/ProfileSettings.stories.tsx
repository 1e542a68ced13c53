import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ProfileSettings } from './ProfileSettings';
import { LEARNER, profileClient } from './storyClient';

const meta = {
  title: 'Profile/ProfileSettings',
  component: ProfileSettings,
  args: { user: LEARNER, client: profileClient() },
  decorators: [(Story) => <div style={{ maxWidth: 360 }}><Story /></div>],
} satisfies Meta<typeof ProfileSettings>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Premium: Story = {};

export const Trial: Story = {
  args: { user: { ...LEARNER, profile: { ...LEARNER.profile, status: 'TRIAL', expireDate: null, country: null, nativeLanguage: null } } },
};

/** A blank nickname is said beside the field when Save is pressed; nothing is sent. */
export const BlankNickname: Story = {
  args: { client: profileClient({ delay: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Nickname'));
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(canvas.getByText('Enter a nickname.')).toBeInTheDocument();
    await expect(canvas.getByLabelText('Nickname')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** The server refuses a nickname: its sentence goes beside the field and into the outcome. */
export const ServerRefuses: Story = {
  args: { client: profileClient({ delay: 0 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.clear(canvas.getByLabelText('Nickname'));
    await userEvent.type(canvas.getByLabelText('Nickname'), 'Admin');
    await userEvent.click(canvas.getByRole('button', { name: 'Save' }));
    await expect(await canvas.findAllByText('This nickname is reserved.')).toHaveLength(2);
  },
};
