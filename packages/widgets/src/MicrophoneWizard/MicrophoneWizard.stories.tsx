import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { MicrophoneWizard } from './MicrophoneWizard';
import { SensitivityBar } from './SensitivityBar';

const meta = {
  title: 'Widgets/MicrophoneWizard',
  component: MicrophoneWizard,
  args: { onFinish: fn() },
  decorators: [(Story) => <div style={{ maxWidth: 760 }}><Story /></div>],
} satisfies Meta<typeof MicrophoneWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** With the browser's microphone: allow it, choose one, record a test after the horn, listen back, confirm. */
export const Default: Story = {};

/** The sensitivity bar at a quiet, a fair and a strong level (resize the canvas past 1024 px for 50 segments). */
export const Sensitivity: Story = {
  render: () => (
    <div style={{ display: 'grid', gap: 16 }}>
      <SensitivityBar level={12} />
      <SensitivityBar level={38} />
      <SensitivityBar level={72} />
    </div>
  ),
};
