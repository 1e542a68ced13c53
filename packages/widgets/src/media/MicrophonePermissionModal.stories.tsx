import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MicrophonePermissionModal } from './MicrophonePermissionModal';

const meta = {
  title: 'Media/MicrophonePermissionModal',
  component: MicrophonePermissionModal,
  args: { open: true, onOpenChange: fn(), onError: fn(), onGranted: fn() },
} satisfies Meta<typeof MicrophonePermissionModal>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
