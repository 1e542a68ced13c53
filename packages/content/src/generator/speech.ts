import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { homedir, tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { engineOf } from './voices';
import { type Pcm, beep, concat, durationSeconds, readWav, resample, silence, trimSilence, writeWav } from './wav';

const run = promisify(execFile);

/** Bump when rendering changes, so cached files are made again. */
const RENDER_VERSION = 3;

/** Where rendered media is kept: outside the clone, shared by every checkout on the machine. */
export function defaultCacheDir(): string {
  return process.env.PTE_MEDIA_CACHE ?? join(process.env.XDG_CACHE_HOME ?? join(homedir(), '.cache'), 'pte-kit', 'media');
}

export interface SpeechRequest {
  text: string;
  speakerId: string;
  /** Words at the end of `text` that the listener must not hear: replaced by a beep (Select Missing Word). */
  beepTail?: string;
  /**
   * A conversation (Summarize Group Discussion): each turn in its speaker's own voice, one after the other, in one
   * recording; `text` is then only its transcript and `speakerId` plays no part.
   */
  turns?: readonly SpeechTurn[];
}

export interface SpeechTurn {
  speakerId: string;
  text: string;
}

/** The pause between two speakers' turns: long enough to hear the change of voice, short enough to sound like a conversation. */
const TURN_PAUSE_SECONDS = 0.6;

export interface RenderedSpeech {
  file: string;
  durationSeconds: number;
  cached: boolean;
}

export class VoiceUnavailableError extends Error {}

function textWithoutTail(text: string, tail: string): string {
  const trimmed = text.trim().replace(/[.!?]+$/, '');
  const at = trimmed.toLowerCase().lastIndexOf(tail.toLowerCase().replace(/[.!?]+$/, ''));
  if (at < 0) throw new Error(`The text does not end with "${tail}"`);
  return trimmed.slice(0, at).trim();
}

/** Speaks `text` with one offline voice and returns its samples, silence before and after trimmed. */
export async function synthesize(text: string, speakerId: string): Promise<Pcm> {
  const engine = engineOf(speakerId);
  if (!engine) throw new VoiceUnavailableError(`There is no voice "${speakerId}".`);
  const work = await mkdtemp(join(tmpdir(), 'pte-tts-'));
  try {
    const textFile = join(work, 'text.txt');
    const wavFile = join(work, 'speech.wav');
    await writeFile(textFile, `${text}\n`);
    try {
      await run(engine.binary, engine.args(textFile, wavFile), { timeout: 120_000 });
    } catch (error) {
      const missing = (error as NodeJS.ErrnoException).code === 'ENOENT';
      throw new VoiceUnavailableError(
        missing ? `The voice "${engine.speaker.label}" needs ${engine.binary}, which is not installed.` : `The voice "${engine.speaker.label}" failed: ${(error as Error).message}`,
      );
    }
    return trimSilence(readWav(await readFile(wavFile)));
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** Encodes samples to a 64 kbit/s mono mp3 with lame. */
export async function encodeMp3(pcm: Pcm, file: string): Promise<void> {
  const work = await mkdtemp(join(tmpdir(), 'pte-mp3-'));
  try {
    const wav = join(work, 'in.wav');
    await writeFile(wav, writeWav(pcm));
    await run('lame', ['--quiet', '-m', 'm', '-b', '64', '--resample', '22.05', wav, file], { timeout: 120_000 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new VoiceUnavailableError('Audio needs lame, which is not installed.');
    throw error;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/**
 * Renders text to an mp3 with one offline voice (festival, flite or espeak-ng, then lame), cached by
 * content hash. Concurrent requests for the same file share one render.
 */
export function createSpeechRenderer(cacheDir = defaultCacheDir()) {
  const inFlight = new Map<string, Promise<RenderedSpeech>>();
  const durations = new Map<string, number>();
  mkdirSync(cacheDir, { recursive: true });

  async function conversation(turns: readonly SpeechTurn[]): Promise<Pcm> {
    const spoken: Pcm[] = [];
    // One turn at a time: the server renders on demand beside scoring, and a discussion has only eight or so turns.
    for (const turn of turns) spoken.push(await synthesize(turn.text, turn.speakerId));
    const rate = Math.max(...spoken.map((pcm) => pcm.sampleRate));
    const voices = spoken.map((pcm) => resample(pcm, rate).samples);
    return concat(rate, voices.flatMap((samples, index) => (index === 0 ? [samples] : [silence(rate, TURN_PAUSE_SECONDS), samples])));
  }

  async function render(request: SpeechRequest, hash: string, file: string): Promise<RenderedSpeech> {
    if (request.turns?.length) return store(await conversation(request.turns), request, hash, file);
    const spoken = request.beepTail ? textWithoutTail(request.text, request.beepTail) : request.text;
    let pcm = await synthesize(spoken, request.speakerId);
    if (request.beepTail) pcm = concat(pcm.sampleRate, [pcm.samples, silence(pcm.sampleRate, 0.15), beep(pcm.sampleRate), silence(pcm.sampleRate, 0.4)]);
    return store(pcm, request, hash, file);
  }

  async function store(pcm: Pcm, request: SpeechRequest, hash: string, file: string): Promise<RenderedSpeech> {
    const temporary = `${file}.${process.pid}.tmp.mp3`;
    await encodeMp3(pcm, temporary);
    await rename(temporary, file);
    const duration = durationSeconds(pcm);
    await writeFile(`${file}.json`, JSON.stringify({ durationSeconds: duration, speakerId: request.speakerId, hash }));
    durations.set(hash, duration);
    return { file, durationSeconds: duration, cached: false };
  }

  return {
    cacheDir,
    hashOf(request: SpeechRequest): string {
      // A conversation is its turns: the same file whichever voice the request names.
      const key = request.turns?.length
        ? [RENDER_VERSION, 'turns', request.turns.map((turn) => [turn.speakerId, turn.text])]
        : [RENDER_VERSION, request.speakerId, request.text, request.beepTail ?? ''];
      return createHash('sha256').update(JSON.stringify(key)).digest('hex');
    },
    async speak(request: SpeechRequest): Promise<RenderedSpeech> {
      const hash = this.hashOf(request);
      const file = join(cacheDir, `${hash}.mp3`);
      if (existsSync(file)) {
        const duration = durations.get(hash) ?? JSON.parse(await readFile(`${file}.json`, 'utf8').catch(() => '{"durationSeconds":0}')).durationSeconds;
        return { file, durationSeconds: duration, cached: true };
      }
      const pending = inFlight.get(hash) ?? render(request, hash, file).finally(() => inFlight.delete(hash));
      inFlight.set(hash, pending);
      return pending;
    },
  };
}

export type SpeechRenderer = ReturnType<typeof createSpeechRenderer>;
