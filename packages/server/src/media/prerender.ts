import { readdir, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { accentSpeaker } from '@pte-kit/core';
import { dictationWords, lexicon, videoLessons, type ChartSpec } from '@pte-kit/content';
import { createChartImages } from '@pte-kit/content/generator';
import { speechRequestOf } from './questionAudio';

/** Bytes under a directory, recursively. */
export async function sizeOnDisk(dir: string): Promise<number> {
  let total = 0;
  for (const entry of await readdir(dir, { withFileTypes: true }).catch(() => [])) {
    const path = join(dir, entry.name);
    total += entry.isDirectory() ? await sizeOnDisk(path) : (await stat(path)).size;
  }
  return total;
}

/**
 * Renders all media once, one file at a time, after the server is listening: question recordings in
 * their default voices, describe-image pictures, word audio in each accent that has a voice, then the
 * video lessons. Learners never wait on it: a request for a file not yet rendered renders that file at
 * once. Logs what it made, how long it took and the cache's size.
 */
export async function prerenderMedia(app: FastifyInstance, closing: () => boolean) {
  const started = Date.now();
  const counts = { recordings: 0, pictures: 0, words: 0, lessons: 0 };
  const charts = createChartImages(app.config.mediaCacheDir);
  const accents = (['US', 'UK'] as const).map((accent) => accentSpeaker(accent)).filter((speaker) => speaker !== undefined);
  const words = [...new Set([...dictationWords.map((entry) => entry.word), ...lexicon.map((entry) => entry.word)])];
  const jobs: [keyof typeof counts, () => Promise<boolean>][] = [
    // Group discussions are left to their first request: each is two to three minutes of eight voices' turns (about
    // 7 s of CPU), and rendering all 25 at start would load the machine for minutes (docs/summarize-group-discussion.md).
    ...(await app.repositories.questions.withRecordings()).filter((question) => !question.recording?.turns).map((question) => ['recordings', async () => {
      const request = speechRequestOf(question);
      return request ? !(await app.voices.speak(request)).cached : false;
    }] as [keyof typeof counts, () => Promise<boolean>]),
    ...(await app.repositories.questions.withCharts()).map((question) => ['pictures', async () => {
      const { chart } = question.content as { chart: ChartSpec };
      if (charts.isCached(chart)) return false;
      await charts.png(chart);
      return true;
    }] as [keyof typeof counts, () => Promise<boolean>]),
    ...words.flatMap((word) => accents.map((speaker) => ['words', async () =>
      !(await app.voices.speak({ text: word, speakerId: speaker.id })).cached] as [keyof typeof counts, () => Promise<boolean>])),
    ...videoLessons.map((lesson) => ['lessons', async () => !(await app.lessons.video(lesson)).cached] as [keyof typeof counts, () => Promise<boolean>]),
  ];
  for (const [kind, job] of jobs) {
    if (closing()) return;
    try {
      if (await job()) counts[kind] += 1;
    } catch (error) {
      app.log.warn({ kind, error: (error as Error).message }, 'media not rendered; it will be rendered when first asked for');
      return;
    }
  }
  const made = Object.entries(counts).filter(([, count]) => count > 0);
  if (made.length) {
    const size = await sizeOnDisk(app.voices.cacheDir);
    app.log.info(
      `rendered ${made.map(([kind, count]) => `${count} ${kind}`).join(', ')} in ${((Date.now() - started) / 1000).toFixed(1)} s; ` +
        `media cache ${(size / 1024 / 1024).toFixed(1)} MB at ${app.voices.cacheDir}`,
    );
  }
}
