import { batch, signal, type Signal } from '@preact/signals-core';
import { LIMITS, type ApiErrorBody, type Transcription } from '@pte-kit/core';
import { MICROPHONE_MESSAGES } from '../MicrophoneWizard/messages';
import { createMicrophoneTake, type TakeMedia } from '../MicrophoneWizard/microphoneTake';

/** Transcription failures (practice-area spec §8): the server's own words when it sent any, else 'Please try again.'. */
export function transcriptionErrorMessage(error: unknown): string {
  const body = (error as { body?: ApiErrorBody | null } | null)?.body;
  const message = body?.errors?.[0]?.defaultMessage || body?.message;
  return typeof message === 'string' && message.trim() ? message : MICROPHONE_MESSAGES.transcriptionFailed;
}

export interface SpeechTestOptions {
  /** Sends the mp3 (a data URL) for transcription. */
  transcribe: (voice: string) => Promise<Transcription>;
  /** A failure to show as an error toast: the microphone's or the transcription's. */
  onError: (message: string) => void;
  /** @default the kit's microphone and mp3 recorder */
  media?: TakeMedia;
}

/**
 * The dashboard's speech self-test (practice-area spec §4): the mic button toggles a recording that stops by itself at
 * 5 s; the mp3 is sent for transcription and the words come back to be shown read-only. A refused permission opens
 * the 'No Microphone Permission' dialog; other failures go to `onError`.
 */
export function createSpeechTest({ transcribe, onError, media }: SpeechTestOptions) {
  /** What the recogniser heard in the last recording; null before the first answer. */
  const transcript: Signal<string | null> = signal(null);
  const transcribing: Signal<boolean> = signal(false);
  /** The 'No Microphone Permission' dialog. */
  const permissionOpen: Signal<boolean> = signal(false);
  let generation = 0;

  async function send(voice: string) {
    const current = ++generation;
    transcribing.value = true;
    try {
      const result = await transcribe(voice);
      if (current === generation) transcript.value = result.text.trim();
    } catch (error) {
      if (current === generation) onError(transcriptionErrorMessage(error));
    } finally {
      if (current === generation) transcribing.value = false;
    }
  }

  const take = createMicrophoneTake({
    limitSeconds: LIMITS.speechTestSeconds,
    media,
    onRecorded: (audio) => void send(audio.dataUrl),
    onFailure: (failure) => {
      if (failure.kind === 'permission') permissionOpen.value = true;
      else onError(failure.message);
    },
  });

  return {
    take, transcript, transcribing, permissionOpen,
    /** The mic button: starts a new recording, or stops the one running. */
    toggle() {
      const status = take.status.value;
      if (status === 'recording') {
        take.stop();
        return;
      }
      if ((status !== 'idle' && status !== 'recorded') || transcribing.value) return;
      generation += 1;
      take.reset();
      batch(() => {
        transcript.value = null;
        transcribing.value = false;
      });
      void take.start();
    },
    closePermission() {
      permissionOpen.value = false;
    },
    /** The view is going away: releases the microphone and ignores a pending transcription. */
    dispose() {
      generation += 1;
      take.reset();
    },
  };
}

export type SpeechTest = ReturnType<typeof createSpeechTest>;
