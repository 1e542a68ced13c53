import { spawn } from 'node:child_process';
import { ScoringInputError, ScoringUnavailableError } from '../errors';
import { SAMPLE_RATE } from './sphinx';

/** The longest answer the exam records is 40 s; the recorder may run to 60 s, plus encoder padding. */
export const MAX_RECORDING_SECONDS = 65;
/** Tasks that record longer: Summarize Group Discussion records for two minutes (120 s, plus encoder padding). */
const LONGER_RECORDINGS: Readonly<Record<string, number>> = { summarizeGroupDiscussion: 125 };
/**
 * The longest recording of any task: what the scorer may decode. The submit route has already held each answer to its
 * own task's limit (`recordingLimitSeconds`), so this bound only keeps a stored recording from costing more.
 */
export const LONGEST_RECORDING_SECONDS = Math.max(MAX_RECORDING_SECONDS, ...Object.values(LONGER_RECORDINGS));

/** The longest recording a speaking task accepts, in seconds (the API task name, e.g. 'readAloud'). */
export function recordingLimitSeconds(task: string): number {
  return LONGER_RECORDINGS[task] ?? MAX_RECORDING_SECONDS;
}
/** ffmpeg decodes a minute of mp3 in ~0.1 s; anything slower is hostile or broken input. */
const DECODE_TIME_LIMIT_MS = 15_000;
/** Recordings shorter than this hold no word (an mp3 frame is 26 ms). */
const MIN_RECORDING_SECONDS = 0.1;

/** A recording the server cannot use: the API answers 400 with this message. */
export class AudioInputError extends ScoringInputError {
  constructor(message: string) {
    super(message);
    this.name = 'AudioInputError';
  }
}

const UNREADABLE_AUDIO = 'The recording could not be read as audio.';

/**
 * Decodes a recording (mp3 from our recorder; webm/opus, ogg or wav from other browsers) to 16 kHz
 * mono 16-bit samples, the format the Sphinx model was trained on. ffmpeg reads the container from
 * the bytes themselves, so no MIME type is needed. At most `maxSeconds` (+ a margin to tell "too
 * long" from "exactly the limit") is decoded, so a long file costs no more than a legal one.
 */
export function decodeAudio(input: Buffer, maxSeconds = LONGEST_RECORDING_SECONDS): Promise<Int16Array> {
  if (input.length === 0) return Promise.reject(new AudioInputError('The recording is empty.'));
  return new Promise((resolve, reject) => {
    const ffmpeg = spawn('ffmpeg', [
      '-hide_banner', '-loglevel', 'error', '-nostdin', '-i', 'pipe:0', '-map', '0:a:0', '-t', String(maxSeconds + 0.5),
      '-ac', '1', '-ar', String(SAMPLE_RATE), '-f', 's16le', '-acodec', 'pcm_s16le', 'pipe:1',
    ], { stdio: ['pipe', 'pipe', 'pipe'] });
    const chunks: Buffer[] = [];
    let errorText = '';
    let settled = false;
    const finish = (error: Error | null, samples?: Int16Array) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      if (error) reject(error);
      else resolve(samples!);
    };
    const timer = setTimeout(() => {
      ffmpeg.kill('SIGKILL');
      finish(new AudioInputError(UNREADABLE_AUDIO));
    }, DECODE_TIME_LIMIT_MS);
    ffmpeg.stdout.on('data', (chunk: Buffer) => chunks.push(chunk));
    ffmpeg.stderr.on('data', (chunk: Buffer) => {
      if (errorText.length < 2000) errorText += chunk.toString();
    });
    ffmpeg.on('error', (error: NodeJS.ErrnoException) => {
      finish(error.code === 'ENOENT' ? new ScoringUnavailableError('Speech scoring is unavailable on this server: it needs ffmpeg, which is not installed.') : error);
    });
    ffmpeg.on('close', (code) => {
      const bytes = Buffer.concat(chunks);
      if (code !== 0 || bytes.length === 0) {
        // ffmpeg exits 0 with no samples for a container without audio, and non-zero for anything it cannot parse.
        finish(new AudioInputError(bytes.length === 0 && code === 0 ? 'The recording is empty.' : UNREADABLE_AUDIO));
        return;
      }
      // A fresh, aligned copy: Buffer.concat may hand back a view at an odd offset of a shared pool.
      const samples = new Int16Array(bytes.length >> 1);
      Buffer.from(samples.buffer).set(bytes.subarray(0, samples.length * 2));
      const seconds = samples.length / SAMPLE_RATE;
      if (seconds < MIN_RECORDING_SECONDS) finish(new AudioInputError('The recording is empty.'));
      else if (seconds > maxSeconds) finish(new AudioInputError(`The recording is longer than ${maxSeconds} seconds.`));
      else finish(null, samples);
    });
    // ffmpeg may stop reading early (bad header): a broken pipe is its answer, not ours to report.
    ffmpeg.stdin.on('error', () => undefined);
    ffmpeg.stdin.end(input);
  });
}
