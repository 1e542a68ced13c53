import { spawn, type ChildProcessWithoutNullStreams } from 'node:child_process';
import { createInterface } from 'node:readline';

/**
 * espeak-ng kept running, one process per voice, reading words on its standard input and writing their IPA a line per
 * clause: a word in about a millisecond, where starting the command costs ~100 ms. espeak-ng is GPL-3.0, so it runs as
 * a program (as the speech engine runs it), not as a library in this process.
 *
 * Each word is followed by a marker word whose IPA was learnt at start; the lines between two markers are one word's,
 * so a word espeak-ng reads as two clauses (or none) never shifts the answers of the words after it.
 */
export interface EspeakProcess {
  /** Raw IPA of each word, as `espeak-ng -q --ipa -v <voice>` writes it; a word with no answer is left out. */
  ipa(words: string[]): Promise<Map<string, string>>;
  close(): void;
}

const MARKER = 'zxqvj';
/** A word espeak-ng never answers within this time means the process is stuck: it is stopped and the batch fails. */
const ANSWER_TIMEOUT_MS = 10_000;

export function startEspeak(voice: 'en-gb' | 'en-us'): EspeakProcess {
  let child: ChildProcessWithoutNullStreams | null = null;
  let marker: string | null = null;
  /** Lines read, waiting for whoever asked. */
  let waiting: { resolve: (line: string) => void; reject: (error: Error) => void }[] = [];
  let lines: string[] = [];
  let queue: Promise<unknown> = Promise.resolve();

  const stop = (error: Error) => {
    child?.kill();
    child = null;
    marker = null;
    for (const waiter of waiting) waiter.reject(error);
    waiting = [];
    lines = [];
  };
  const nextLine = () => new Promise<string>((resolve, reject) => {
    const line = lines.shift();
    if (line !== undefined) resolve(line);
    else waiting.push({ resolve, reject });
  });
  const start = async () => {
    if (child) return;
    const started = spawn('espeak-ng', ['-q', '--ipa', '-v', voice], { stdio: ['pipe', 'pipe', 'pipe'] });
    child = started;
    started.on('error', (error) => stop(error));
    started.on('exit', () => stop(new Error('espeak-ng stopped')));
    started.stdin.on('error', () => undefined);
    // The process must never keep the server from exiting.
    started.unref();
    for (const stream of [started.stdin, started.stdout, started.stderr] as unknown as { unref?: () => void }[]) stream.unref?.();
    createInterface({ input: started.stdout }).on('line', (raw) => {
      const line = raw.trim();
      if (!line) return;
      const waiter = waiting.shift();
      if (waiter) waiter.resolve(line);
      else lines.push(line);
    });
    started.stdin.write(`${MARKER}.\n`);
    marker = await nextLine();
  };
  const withTimeout = <T>(work: Promise<T>) => {
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('espeak-ng did not answer')), ANSWER_TIMEOUT_MS);
      timer.unref();
    });
    return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
  };

  const transcribe = async (words: string[]) => {
    await start();
    const input = child!.stdin;
    input.write(words.map((word) => `${word}.\n${MARKER}.\n`).join(''));
    const found = new Map<string, string>();
    for (const word of words) {
      const parts: string[] = [];
      for (let line = await nextLine(); line !== marker; line = await nextLine()) parts.push(line);
      if (parts.length > 0) found.set(word, parts.join(' '));
    }
    return found;
  };

  return {
    ipa(words) {
      const clean = words.filter((word) => /^[a-z]+(['-][a-z]+)*$/.test(word));
      // One batch at a time: the answers come back in the order the words went in.
      const run = queue.then(() => withTimeout(transcribe(clean))).catch((error: Error) => {
        stop(error);
        throw error;
      });
      queue = run.catch(() => undefined);
      return run;
    },
    close: () => stop(new Error('closed')),
  };
}
