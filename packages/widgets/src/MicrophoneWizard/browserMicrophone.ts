import type { MicrophoneDevice, TakeMedia, WizardMedia } from '@pte-kit/core';
import { openMicrophone, recordMicrophone } from '../media/microphoneRecorder';

/** The browser's audio inputs; an input without a label yet is named by its position. */
export async function listMicrophones(): Promise<MicrophoneDevice[]> {
  if (!navigator.mediaDevices?.enumerateDevices) return [];
  const inputs = (await navigator.mediaDevices.enumerateDevices()).filter((device) => device.kind === 'audioinput');
  return inputs.map((device, index) => ({ deviceId: device.deviceId, label: device.label || `Microphone ${index + 1}` }));
}

/** Calls `onChange` when a microphone is plugged in or out; returns the unsubscribe. */
export function watchMicrophones(onChange: () => void): () => void {
  const mediaDevices = navigator.mediaDevices;
  if (!mediaDevices?.addEventListener) return () => undefined;
  mediaDevices.addEventListener('devicechange', onChange);
  return () => mediaDevices.removeEventListener('devicechange', onChange);
}

/** The browser's microphone with the kit's mp3 recorder: what core's microphone take records with in a page. */
export const browserTakeMedia: TakeMedia = { open: openMicrophone, capture: recordMicrophone };

/** The same, with the browser's device list, for the microphone setup wizard. */
export const browserWizardMedia: WizardMedia = { ...browserTakeMedia, listDevices: listMicrophones, watchDevices: watchMicrophones };
