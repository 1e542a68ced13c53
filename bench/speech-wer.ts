/**
 * Speech recognition across the offline voices (issue 19): `npm run bench -- speech-wer`.
 *
 * Every English voice this machine has (festival's HTS voice, flite's five, espeak-ng's English variants) reads the
 * held-out half of bench/speech-wer-corpus.ts at 0.8×, 1× and 1.2× speed; each reading goes through the product's
 * open-vocabulary recognition (the speaking engine's `transcribe`: ffmpeg, noise reduction, voice activity, the
 * recogniser's own decoder settings) and the table gives the word error rate per voice × speed. Then each voice at 1×
 * reads the Read Aloud text of the engine's tests (the issue's case: espeak-ng's reading scored 0/15) and another text
 * against the same reference, both scored through the engine (the other text must get content 0).
 *
 * Each phase is one way of hearing, measured in the same run: `sphinx` (Pocketsphinx's language-model search, the
 * recogniser before Moonshine, no acoustic adaptation), `moonshine` (the engine's recogniser: Moonshine tiny on ONNX
 * Runtime), and with the MLLR transform (scripts/adapt-acoustic.mjs makes it) `after` (on the Pocketsphinx recogniser)
 * and `all` (also on the aligner and phone loop, which moves the Read Aloud scores). Default `sphinx,moonshine`.
 * Each table also gives the CPU seconds per second of audio (process.cpuUsage over transcribe: every thread of the
 * process, Sphinx and ONNX Runtime alike). One decoder slot at a time: the machine is shared.
 *
 * Synthesised audio is cached as mp3 under .test-data/speech-wer/, so a rerun only decodes.
 * Environment: SPEECH_WER_VOICES (comma-separated voice ids, default all), SPEECH_WER_SPEEDS (default 0.8,1,1.2),
 * SPEECH_WER_HALF (held-out | training | both | none; default held-out), SPEECH_WER_SENTENCES (the first N of each
 * half; default all 24: about 5,400 s of audio per phase, 5–6 minutes at 0.06 × real time on a quiet machine),
 * SPEECH_WER_PHASES (sphinx,moonshine,after,all; default sphinx,moonshine; `before` is `sphinx`), SPEECH_WER_READ_ALOUD=0 to
 * skip the Read Aloud scores, SPEECH_WER_SHOW=1 to print what was heard.
 *
 * `tsx bench/speech-wer.ts --export-training <dir>` writes the training half's recordings as the engine hears them
 * (16 kHz after ffmpeg and noise reduction) with a control and a transcription file, for scripts/adapt-acoustic.mjs.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { encodeMp3, readWav, writeWav } from '../packages/content/src/generator/index.ts';
import { readRecording } from '../packages/server/src/scoring/speech/analysis.ts';
import { createSpeakingEngine, type SpeakingEngine } from '../packages/server/src/scoring/speech/index.ts';
import { adaptationFile } from '../packages/server/src/scoring/speech/sphinx.ts';
import { texts } from '../packages/server/src/scoring/speech/__fixtures__/recordings.ts';
import { editDistance } from '../packages/server/src/scoring/speech/text.ts';
import { HELD_OUT, TRAINING } from './speech-wer-corpus.ts';

const run = promisify(execFile);
const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const CACHE_DIR = join(root, '.test-data', 'speech-wer');
/** Bump when rendering changes, so the cached audio is made again. */
const RENDER_VERSION = 1;

/** An offline voice: the command that renders `textFile` to `wavFile` at `speed` (1.2 = 20 % faster). */
interface Voice {
  id: string;
  binary: 'text2wave' | 'flite' | 'espeak-ng';
  args(textFile: string, wavFile: string, speed: number): string[];
}

/** espeak-ng's rate is in words per minute; the product's voices use 150. */
const espeak = (variant: string): Voice => ({
  id: `espeak-ng ${variant}`, binary: 'espeak-ng', args: (text, wav, speed) => ['-v', variant, '-s', String(Math.round(150 * speed)), '-f', text, '-w', wav],
});
/** flite stretches durations: 1/speed. */
const flite = (voice: string): Voice => ({
  id: `flite ${voice}`, binary: 'flite', args: (text, wav, speed) => ['-voice', voice, '--setf', `duration_stretch=${(1 / speed).toFixed(3)}`, '-f', text, '-o', wav],
});

export const VOICES: readonly Voice[] = [
  // HTS engine's speech rate (-r): 0.8 is slower, 1.2 faster.
  {
    id: 'festival cmu_us_slt_arctic_hts', binary: 'text2wave',
    args: (text, wav, speed) => ['-eval', '(voice_cmu_us_slt_arctic_hts)', '-eval', `(set! hts_engine_params (append hts_engine_params (list (list "-r" ${speed}))))`, '-o', wav, text],
  },
  flite('slt'), flite('rms'), flite('awb'), flite('kal16'), flite('kal'),
  // espeak-ng's English variants (`espeak-ng --voices=en`); its mbrola voices need the mbrola program and voice
  // packages, which are not installed here.
  espeak('en-us'), espeak('en-us-nyc'), espeak('en-gb'), espeak('en-gb-x-rp'), espeak('en-gb-scotland'),
  espeak('en-gb-x-gbclan'), espeak('en-gb-x-gbcwmd'), espeak('en-029'),
];

/** Renders `text` in `voice` at `speed` to mp3 (64 kbit/s, as the recorder sends), cached under .test-data/. */
export async function render(voice: Voice, text: string, speed: number): Promise<Buffer> {
  mkdirSync(CACHE_DIR, { recursive: true });
  const key = createHash('sha256').update(JSON.stringify([RENDER_VERSION, voice.id, speed, text])).digest('hex').slice(0, 24);
  const file = join(CACHE_DIR, `${key}.mp3`);
  if (!existsSync(file)) {
    const work = await mkdtemp(join(tmpdir(), 'pte-wer-'));
    try {
      const textFile = join(work, 'text.txt');
      const wavFile = join(work, 'speech.wav');
      await writeFile(textFile, `${text}\n`);
      await run(voice.binary, voice.args(textFile, wavFile, speed), { timeout: 120_000 });
      const partial = `${file}.${process.pid}.part.mp3`;
      await encodeMp3(readWav(await readFile(wavFile)), partial);
      await rename(partial, file);
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }
  return readFile(file);
}

/** Runs `jobs` with at most `limit` at once, in order of their results. */
async function limited<T>(jobs: (() => Promise<T>)[], limit: number): Promise<T[]> {
  const results: T[] = new Array(jobs.length);
  let next = 0;
  await Promise.all(Array.from({ length: Math.min(limit, jobs.length) }, async () => {
    while (next < jobs.length) {
      const index = next;
      next += 1;
      results[index] = await jobs[index]();
    }
  }));
  return results;
}

/** Words as the recogniser writes them: lower case, apostrophes kept, hyphens and other punctuation as spaces. */
export const words = (text: string) => text.toLowerCase().replace(/[^a-z']+/g, ' ').trim().split(' ').filter(Boolean);

/** How many of `reference`'s words `hypothesis` has in the same order (longest common subsequence). */
export function commonWords(reference: string[], hypothesis: string[]): number {
  let previous = new Array<number>(hypothesis.length + 1).fill(0);
  for (const word of reference) {
    const current = [0];
    for (let j = 1; j <= hypothesis.length; j += 1) current[j] = word === hypothesis[j - 1] ? previous[j - 1] + 1 : Math.max(previous[j], current[j - 1]);
    previous = current;
  }
  return previous[hypothesis.length];
}

/** Voices whose program is installed and renders (a voice that fails is reported and left out). */
async function availableVoices(): Promise<Voice[]> {
  const wanted = process.env.SPEECH_WER_VOICES?.split(',').map((id) => id.trim());
  const chosen = VOICES.filter((voice) => !wanted || wanted.includes(voice.id) || wanted.includes(voice.id.split(' ')[1]!));
  const usable: Voice[] = [];
  for (const voice of chosen) {
    try {
      await render(voice, 'Hello.', 1);
      usable.push(voice);
    } catch (error) {
      console.log(`(${voice.id} left out: ${(error as Error).message.split('\n')[0]})`);
    }
  }
  return usable;
}

const speeds = (process.env.SPEECH_WER_SPEEDS ?? '0.8,1,1.2').split(',').map(Number);
const load = () => loadavg().map((value) => value.toFixed(1)).join(' ');
const percent = (value: number) => `${(100 * value).toFixed(1)}`.padStart(6);

/** Renders every sentence of `sentences` for every voice and speed (two renders at a time). */
async function renderAll(voices: Voice[], sentences: readonly string[]): Promise<void> {
  const started = Date.now();
  const jobs = voices.flatMap((voice) => speeds.flatMap((speed) => sentences.map((text) => () => render(voice, text, speed))));
  await limited(jobs, Math.max(1, Math.min(2, availableParallelism())));
  console.log(`audio ready: ${jobs.length} recordings in ${((Date.now() - started) / 1000).toFixed(0)} s (cached under .test-data/speech-wer/)`);
}

interface Cell { errors: number; words: number; seconds: number; cpu: number; audio: number }

/** Word error rate of each voice × speed over `sentences`, through the engine's transcription. */
async function measure(engine: SpeakingEngine, voices: Voice[], sentences: readonly string[]): Promise<Map<string, Cell>> {
  const cells = new Map<string, Cell>();
  for (const voice of voices) {
    for (const speed of speeds) {
      const cell: Cell = { errors: 0, words: 0, seconds: 0, cpu: 0, audio: 0 };
      for (const text of sentences) {
        const audio = await render(voice, text, speed);
        const started = performance.now();
        const cpu = process.cpuUsage();
        const heard = await engine.transcribe(audio);
        cell.seconds += (performance.now() - started) / 1000;
        const used = process.cpuUsage(cpu);
        cell.cpu += (used.user + used.system) / 1e6;
        cell.audio += heard.durationSeconds;
        const reference = words(text);
        const errors = editDistance(reference, words(heard.text));
        cell.errors += errors;
        cell.words += reference.length;
        if (process.env.SPEECH_WER_SHOW) console.log(`  ${voice.id} ${speed}× ${errors}/${reference.length}: ${heard.text}`);
      }
      cells.set(`${voice.id}@${speed}`, cell);
    }
  }
  return cells;
}

function table(title: string, voices: Voice[], cells: Map<string, Cell>): void {
  const width = Math.max(...voices.map((voice) => voice.id.length), 10);
  console.log(`\n${title}`);
  console.log(`${'voice'.padEnd(width)} ${speeds.map((speed) => `${speed}×`.padStart(6)).join(' ')}   (WER %, words wrong / words read)`);
  const totals = speeds.map(() => ({ errors: 0, words: 0 }));
  for (const voice of voices) {
    const row = speeds.map((speed, index) => {
      const cell = cells.get(`${voice.id}@${speed}`)!;
      totals[index].errors += cell.errors;
      totals[index].words += cell.words;
      return percent(cell.errors / cell.words);
    });
    console.log(`${voice.id.padEnd(width)} ${row.join(' ')}`);
  }
  console.log(`${'all voices'.padEnd(width)} ${totals.map((total) => percent(total.errors / total.words)).join(' ')}`);
  const all = [...cells.values()];
  const seconds = all.reduce((sum, cell) => sum + cell.seconds, 0);
  const audio = all.reduce((sum, cell) => sum + cell.audio, 0);
  const cpu = all.reduce((sum, cell) => sum + cell.cpu, 0);
  console.log(`decoding: ${seconds.toFixed(0)} s for ${audio.toFixed(0)} s of audio (${(seconds / audio).toFixed(3)} × real time; CPU ${(cpu / audio).toFixed(3)} s per second of audio; load ${load()})`);
}

/** A different passage read against the Read Aloud reference: content must be 0. */
const OTHER_TEXT = 'Walking is one of the simplest ways to stay healthy. It needs no special equipment, and most people can do it almost anywhere. A brisk walk of half an hour on most days can strengthen the heart, improve mood and help people sleep better at night.';

async function readAloudScores(engine: SpeakingEngine, voices: Voice[]): Promise<Map<string, string>> {
  const rows = new Map<string, string>();
  const reference = texts.readAloud;
  const input = { task: 'readAloud' as const, reference, keyPoints: [], modelAnswer: reference };
  for (const voice of voices) {
    const own = await engine.scoreSpeaking({ ...input, audio: await render(voice, reference, 1) });
    const other = await engine.scoreSpeaking({ ...input, audio: await render(voice, OTHER_TEXT, 1) });
    const heard = await engine.transcribe(await render(voice, reference, 1));
    const errors = editDistance(words(reference), words(heard.text));
    const wer = errors / words(reference).length;
    // Words of the text heard: the reference's words that the transcript matches in order (longest common subsequence).
    const found = commonWords(words(reference), words(heard.text));
    const traits = (score: typeof own) => score.traits.map((trait) => trait.score).join('/');
    rows.set(voice.id, `${String(own.score).padStart(2)}/15 (${traits(own)})  heard ${found}/${words(reference).length} words, WER ${percent(wer)} %   other text: ${other.score}/15 (content ${other.traits[0]!.score})`);
  }
  return rows;
}

async function exportTraining(dir: string): Promise<void> {
  const voices = await availableVoices();
  await renderAll(voices, TRAINING);
  mkdirSync(dir, { recursive: true });
  const ids: string[] = [];
  const transcripts: string[] = [];
  for (const [v, voice] of voices.entries()) {
    for (const speed of speeds) {
      for (const [s, text] of TRAINING.entries()) {
        const id = `v${String(v).padStart(2, '0')}_${String(Math.round(speed * 100))}_${String(s).padStart(2, '0')}`;
        const recording = await readRecording(await render(voice, text, speed));
        await writeFile(join(dir, `${id}.wav`), writeWav({ sampleRate: 16_000, samples: recording.samples }));
        ids.push(id);
        transcripts.push(`<s> ${words(text).join(' ')} </s> (${id})`);
      }
    }
  }
  await writeFile(join(dir, 'train.fileids'), `${ids.join('\n')}\n`);
  await writeFile(join(dir, 'train.transcription'), `${transcripts.join('\n')}\n`);
  console.log(`${ids.length} training recordings (${voices.length} voices × ${speeds.length} speeds × ${TRAINING.length} sentences) in ${dir}`);
}

async function main(): Promise<void> {
  const exportAt = process.argv.indexOf('--export-training');
  if (exportAt >= 0) {
    await exportTraining(process.argv[exportAt + 1] ?? join(CACHE_DIR, 'training'));
    return;
  }
  const voices = await availableVoices();
  const half = process.env.SPEECH_WER_HALF ?? 'held-out';
  const count = Number(process.env.SPEECH_WER_SENTENCES ?? HELD_OUT.length);
  const sets: [string, readonly string[]][] = [
    ...(half === 'held-out' || half === 'both' ? [['held-out half', HELD_OUT.slice(0, count)] as [string, readonly string[]]] : []),
    ...(half === 'training' || half === 'both' ? [['training half', TRAINING.slice(0, count)] as [string, readonly string[]]] : []),
  ];
  // SPEECH_WER_HALF=none: only the Read Aloud scores.
  await renderAll(voices, [...sets.flatMap(([, sentences]) => sentences), texts.readAloud, OTHER_TEXT]);
  const transform = adaptationFile('on');
  const phases = (process.env.SPEECH_WER_PHASES ?? 'sphinx,moonshine').split(',').map((phase) => (phase === 'before' ? 'sphinx' : phase));
  if (!transform && phases.some((phase) => phase === 'after' || phase === 'all')) throw new Error('The phases after and all need the MLLR transform: run scripts/adapt-acoustic.mjs first.');
  console.log(`${voices.length} voices, speeds ${speeds.join(', ')}; adaptation transform: ${transform ?? 'none'}; load ${load()}`);
  const readAloud: [string, Map<string, string>][] = [];
  const titles: Record<string, string> = {
    sphinx: 'BEFORE (Pocketsphinx recogniser, no adaptation)',
    moonshine: 'MOONSHINE (Moonshine tiny recogniser, Pocketsphinx alignment)',
    after: 'POCKETSPHINX + MLLR on the recogniser',
    all: 'POCKETSPHINX + MLLR on every decoder',
  };
  const title = (phase: string) => titles[phase] ?? phase;
  for (const phase of phases) {
    // The engine reads SPEECH_ADAPTATION when it is created.
    process.env.SPEECH_ADAPTATION = phase === 'after' ? 'on' : phase === 'all' ? 'all' : 'off';
    const engine = createSpeakingEngine({ decoders: 1, recogniser: phase === 'moonshine' ? 'moonshine' : 'sphinx' });
    try {
      await engine.warmUp();
      for (const [name, sentences] of sets) {
        const words = sentences.reduce((sum, text) => sum + text.split(' ').length, 0);
        table(`${title(phase)}: word error rate, ${name} (${sentences.length} sentences, ${words} words)`, voices, await measure(engine, voices, sentences));
      }
      if (process.env.SPEECH_WER_READ_ALOUD !== '0') readAloud.push([phase, await readAloudScores(engine, voices)]);
    } finally {
      await engine.close();
    }
  }
  for (const [phase, rows] of readAloud) {
    console.log(`\nRead Aloud through the engine, ${title(phase)}: the tests' text (${words(texts.readAloud).length} words) at 1× — total (content/fluency/pronunciation), its WER; another text read against it`);
    const width = Math.max(...voices.map((voice) => voice.id.length));
    for (const [voice, row] of rows) console.log(`${voice.padEnd(width)} ${row}`);
  }
}

await main();
