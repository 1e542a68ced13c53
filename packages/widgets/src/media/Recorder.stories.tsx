import type { Meta, StoryObj } from '@storybook/react-vite';
import { MEDIA_MESSAGES } from '@pte-kit/core';
import { useState } from 'react';
import { fn } from 'storybook/test';
import { MicrophonePermissionModal } from './MicrophonePermissionModal';
import { Recorder } from './react';

const meta = {
  title: 'Media/Recorder',
  component: Recorder,
  args: { duration: 40, beep: true, onRecorded: fn(), onStopped: fn(), onRecorderError: fn() },
} satisfies Meta<typeof Recorder>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Records from the microphone; stops at 40 s or after 3 s of silence. A refused permission opens MicrophonePermissionModal. */
export const Default: Story = {};

export const WithoutBeep: Story = { args: { beep: false, duration: 10 } };

/** Answer already submitted: nothing can be recorded. */
export const Disabled: Story = { args: { disabled: true } };

/** A page with its own handling: it cancels `onPermissionDenied` and shows the modal itself, with a toast line. */
export const WithReactPermissionModal: Story = {
  render: function RecorderWithModal(args) {
    const [open, setOpen] = useState(false);
    const [toast, setToast] = useState('');
    return (
      <>
        <Recorder
          {...args}
          onPermissionDenied={(event) => {
            event.preventDefault();
            setOpen(true);
          }}
          onStopped={(event) => setToast(event.detail.reason === 'silence' ? MEDIA_MESSAGES.silenceStopped : '')}
        />
        <p role="status">{toast}</p>
        <MicrophonePermissionModal open={open} onOpenChange={setOpen} onError={setToast} />
      </>
    );
  },
};
