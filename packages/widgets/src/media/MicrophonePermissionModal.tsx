import { MEDIA_MESSAGES, errorMessage, storedMicrophoneId } from '@pte-kit/core';
import { useState } from 'react';
import { Button } from '../private/Button';
import { Modal } from '../private/Modal';
import * as styles from './MicrophonePermissionModal.css';
import { openMicrophone } from './microphoneRecorder';

export interface MicrophonePermissionModalProps {
  /** Whether the modal is shown (open it on the recorder's `onPermissionDenied`). */
  open: boolean;
  /** Called with false on 'Ok, Got it', Escape, the close button, and after the permission was granted. */
  onOpenChange: (open: boolean) => void;
  /** Called with the browser's message when 'Request Permission' fails: show it as an error toast. */
  onError: (message: string) => void;
  /** Called once 'Request Permission' got the microphone (the learner can record now). */
  onGranted?: () => void;
  /** Microphone to ask for. @default the one saved in localStorage 'microphoneDeviceId', else 'default' */
  deviceId?: string;
}

/**
 * The spec's 'No Microphone Permission' modal (§8): 'Ok, Got it' closes it; 'Request Permission' asks the browser
 * again and reports a failure through `onError` with the browser's own message (a blocked site fails at once, and
 * the text tells the learner to allow it in the browser's settings).
 */
export function MicrophonePermissionModal({ open, onOpenChange, onError, onGranted, deviceId }: MicrophonePermissionModalProps) {
  const [asking, setAsking] = useState(false);

  const request = async () => {
    setAsking(true);
    try {
      const stream = await openMicrophone(deviceId ?? storedMicrophoneId());
      for (const track of stream.getTracks()) track.stop();
      onOpenChange(false);
      onGranted?.();
    } catch (reason) {
      onError(errorMessage(reason, MEDIA_MESSAGES.microphoneFailed));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      title={MEDIA_MESSAGES.microphoneTitle}
      footer={(
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>{MEDIA_MESSAGES.gotIt}</Button>
          <Button aria-busy={asking || undefined} disabled={asking} onClick={() => void request()}>{MEDIA_MESSAGES.requestPermission}</Button>
        </>
      )}
    >
      <p className={styles.body}>{MEDIA_MESSAGES.microphoneBody}</p>
    </Modal>
  );
}
