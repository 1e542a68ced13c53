import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';

/** Chromium's flags for every e2e run: Debian's browser, offline, headless (see STACK.md). */
export const CHROMIUM_ARGS = [
  '--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking',
  '--disable-component-update', '--disable-sync',
];

const dir = resolve('.test-data', 'e2e-audio');

/**
 * A WAV file of `text` spoken by festival's US voice followed by `trailingSilence` seconds of quiet, rendered once: the
 * fake microphone plays it in a loop. Synchronous, because the file must exist before the browser starts.
 */
export function speechWav(name: string, text: string, trailingSilence = 4): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.wav`);
  if (existsSync(file)) return file;
  const spoken = join(dir, `${name}.speech.wav`);
  execFileSync('text2wave', ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-o', spoken], { input: text });
  execFileSync('ffmpeg', ['-v', 'error', '-y', '-i', spoken, '-af', `apad=pad_dur=${trailingSilence}`, '-ar', '48000', '-ac', '1', '-c:a', 'pcm_s16le', file]);
  return file;
}

/** A WAV of near-silence (faint noise, as a real room gives), for the silence auto-stop. */
export function silenceWav(seconds = 20): string {
  mkdirSync(dir, { recursive: true });
  const file = join(dir, 'silence.wav');
  if (!existsSync(file)) {
    execFileSync('ffmpeg', ['-v', 'error', '-y', '-f', 'lavfi', '-i', `anoisesrc=color=pink:amplitude=0.002:duration=${seconds}`, '-ar', '48000', '-ac', '1', '-c:a', 'pcm_s16le', file]);
  }
  return file;
}

/** Launch options that feed the microphone from a WAV file and grant it without a prompt. */
export function fakeMicrophone(wav: string) {
  return {
    executablePath: process.env.CHROME_PATH ?? '/usr/bin/chromium',
    args: [
      ...CHROMIUM_ARGS, '--use-fake-ui-for-media-stream', '--use-fake-device-for-media-stream', `--use-file-for-fake-audio-capture=${wav}`,
      '--autoplay-policy=no-user-gesture-required',
    ],
  };
}
