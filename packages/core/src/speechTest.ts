import { LIMITS } from './constants';
import { errorMessage } from './errors';
import { MICROPHONE_MESSAGES } from './microphoneMessages';
import { createMicrophoneTake, type TakeMedia } from './microphoneTake';
import { batch, createModel, signal, latestRun, type Signal } from './model';
import type { Transcription } from './types';

export interface SpeechTestOptions {
  /** Sends the mp3 (a data URL) for transcription. */
  transcribe: (voice: string) => Promise<Transcription>;
  /** A failure to show as an error toast: the microphone's or the transcription's. */
  onError: (message: string) => void;
  /** The microphone and the mp3 recorder. */
  media: TakeMedia;
  /**
   * Says the model's own sentence in the learner's language, asked when it is needed: a widget passes its locale's
   * `t` over core's English (`MICROPHONE_MESSAGES`, its microphone area). @default the English
   */
  t?: (key: 'transcriptionFailed') => string;
}

/**
 * The dashboard's speech self-test (practice-area spec §4): the mic button toggles a recording that stops by itself at
 * 5 s; the mp3 is sent for transcription and the words come back to be shown read-only. A refused permission opens
 * the 'No Microphone Permission' dialog; other failures go to `onError`, a transcription's in the server's words
 * when it sent any, else 'Please try again.' (spec §8). `dispose()` releases the microphone and ignores a pending
 * transcription.
 */
export function createSpeechTest({ transcribe, onError, media, t = (key) => MICROPHONE_MESSAGES[key] }: SpeechTestOptions) {
  /** What the recogniser heard in the last recording; null before the first answer. */
  const transcript: Signal<string | null> = signal(null);
  const transcribing: Signal<boolean> = signal(false);
  /** The 'No Microphone Permission' dialog. */
  const permissionOpen: Signal<boolean> = signal(false);
  /** The current recording's transcription; a new recording (or dispose) aborts it and its words are dropped. */
  const request = latestRun();

  async function send(voice: string) {
    const thisRequest = request.signal;
    transcribing.value = true;
    try {
      const result = await transcribe(voice);
      if (!thisRequest.aborted) transcript.value = result.text.trim();
    } catch (error) {
      if (!thisRequest.aborted) onError(errorMessage(error, t('transcriptionFailed'), 'server'));
    } finally {
      if (!thisRequest.aborted) transcribing.value = false;
    }
  }

  const take = createMicrophoneTake({ limitSeconds: LIMITS.speechTestSeconds, media });
  take.on('recorded', (audio) => void send(audio.dataUrl));
  take.on('failed', (failure) => {
    if (failure.kind === 'permission') permissionOpen.value = true;
    else onError(failure.message);
  });

  return createModel({
    take, transcript, transcribing, permissionOpen,
    /** The mic button: starts a new recording, or stops the one running. */
    toggle() {
      const status = take.status.value;
      if (status === 'recording') {
        take.stop();
        return;
      }
      if ((status !== 'idle' && status !== 'recorded') || transcribing.value) return;
      request.next();
      take.reset();
      batch(() => {
        transcript.value = null;
        transcribing.value = false;
      });
      void take.record();
    },
    closePermission() {
      permissionOpen.value = false;
    },
  }, ({ onDispose }) => {
    take.start();
    onDispose(() => {
      request.abort();
      take.dispose();
    });
  });
}

export type SpeechTestModel = ReturnType<typeof createSpeechTest>;
