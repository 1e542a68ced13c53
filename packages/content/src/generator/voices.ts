import { SPEAKERS, type Speaker } from '@pte-kit/core';

/** How each speaker of core's catalogue is rendered: one offline engine command writing a WAV file. */
export interface VoiceEngine {
  speaker: Speaker;
  /** The Debian binary it needs. */
  binary: 'text2wave' | 'flite' | 'espeak-ng';
  /** Arguments to render `textFile` into `wavFile`. */
  args(textFile: string, wavFile: string): string[];
}

const engines: Record<string, Omit<VoiceEngine, 'speaker'>> = {
  'us-female': { binary: 'text2wave', args: (text, wav) => ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', wav, text] },
  'us-male': { binary: 'flite', args: (text, wav) => ['-voice', 'rms', '-f', text, '-o', wav] },
  'us-male-2': { binary: 'flite', args: (text, wav) => ['-voice', 'kal16', '-f', text, '-o', wav] },
  'uk-scottish': { binary: 'flite', args: (text, wav) => ['-voice', 'awb', '-f', text, '-o', wav] },
  'uk-rp': { binary: 'espeak-ng', args: (text, wav) => ['-v', 'en-gb-x-rp', '-s', '150', '-f', text, '-w', wav] },
  'uk-male': { binary: 'espeak-ng', args: (text, wav) => ['-v', 'en-gb', '-s', '150', '-f', text, '-w', wav] },
};

export const voiceEngines: readonly VoiceEngine[] = SPEAKERS.map((speaker) => {
  const engine = engines[speaker.id];
  if (!engine) throw new Error(`No engine for speaker ${speaker.id}`);
  return { speaker, ...engine };
});

/**
 * Voices heard only in group discussions, never offered in the speaker selector: a discussion with two women needs a
 * second female voice. flite's slt with its pitch raised (mean 230 Hz against festival's slt at about 177 Hz) is
 * another engine and another register, so the two are told apart at once.
 */
export const discussionOnlyEngines: readonly VoiceEngine[] = [
  {
    speaker: { id: 'us-female-2', label: 'US · female (higher)', accent: 'US', gender: 'female', natural: false },
    binary: 'flite',
    args: (text, wav) => ['-voice', 'slt', '--setf', 'int_f0_target_mean=230', '--setf', 'duration_stretch=0.95', '-f', text, '-o', wav],
  },
];

export function engineOf(speakerId: string): VoiceEngine | undefined {
  return voiceEngines.find((engine) => engine.speaker.id === speakerId) ?? discussionOnlyEngines.find((engine) => engine.speaker.id === speakerId);
}
