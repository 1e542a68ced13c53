import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync } from 'node:fs';
import { copyFile, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Resvg } from '@resvg/resvg-js';
import { getTask } from '@pte-kit/core';
import type { LessonSlide, VideoLesson } from '../types';
import { escapeXml as esc, textWidth, wrapWords } from './charts';
import { VoiceUnavailableError, defaultCacheDir, synthesize } from './speech';
import { concat, durationSeconds, silence, writeWav } from './wav';

const run = promisify(execFile);

/** Bump when slides or encoding change, so cached videos are made again. */
const VIDEO_VERSION = 1;
const W = 1280;
const H = 720;
const FONT = 'DejaVu Sans, sans-serif';
/** The narrator: the natural US female voice. */
const NARRATOR = 'us-female';
/** Pause after each slide's narration, in seconds. */
const PAUSE = 0.7;

const skillColours: Record<VideoLesson['skill'], string> = {
  speaking: '#0b6e4f',
  writing: '#8a4b08',
  reading: '#1d4e89',
  listening: '#6b2c91',
};

/** The line under a lesson's title: its type and what it covers. */
export function lessonSubtitle(lesson: VideoLesson): string {
  const skill = `${lesson.skill[0].toUpperCase()}${lesson.skill.slice(1)}`;
  if (!lesson.task) return `Foundation lesson · ${skill}`;
  const task = getTask(lesson.task);
  const variants = task.variants.length === 2 ? 'Academic and Core' : `${task.variants[0][0]}${task.variants[0].slice(1).toLowerCase()} only`;
  return `Learning lesson · ${skill} · ${task.name} · ${variants}`;
}

function lines(x: number, y: number, text: string[], size: number, lineHeight: number, attrs: string): string {
  return text.map((line, index) => `<text x="${x}" y="${y + index * lineHeight}" font-size="${size}" ${attrs}>${esc(line)}</text>`).join('');
}

function frame(lesson: VideoLesson, body: string, label: string): string {
  const colour = skillColours[lesson.skill];
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}" font-family="${FONT}">` +
    `<rect width="${W}" height="${H}" fill="#f7f8fb"/>` +
    `<rect width="${W}" height="14" fill="${colour}"/>` +
    body +
    `<text x="64" y="${H - 36}" font-size="22" fill="#5b6270">${esc(`PTE Practice Kit · ${lesson.title}`)}</text>` +
    `<text x="${W - 64}" y="${H - 36}" font-size="22" fill="#5b6270" text-anchor="end">${esc(label)}</text>` +
    `</svg>`
  );
}

/** The title card: the lesson's title and subtitle, also used as its cover picture. */
export function titleSlideSvg(lesson: VideoLesson): string {
  const colour = skillColours[lesson.skill];
  const title = wrapWords(lesson.title, W - 200, 60, true);
  const top = 300 - ((title.length - 1) * 74) / 2;
  const badge = lesson.type;
  const badgeWidth = textWidth(badge, 24, true) + 40;
  return frame(
    lesson,
    `<rect x="100" y="${top - 130}" width="${badgeWidth}" height="44" rx="22" fill="${colour}"/>` +
      `<text x="${100 + badgeWidth / 2}" y="${top - 100}" font-size="24" font-weight="bold" fill="#ffffff" text-anchor="middle">${badge}</text>` +
      lines(100, top, title, 60, 74, `font-weight="bold" fill="#161a22"`) +
      lines(100, top + title.length * 74 + 16, wrapWords(lessonSubtitle(lesson), W - 200, 30, false), 30, 40, `fill="${colour}"`),
    'Flash Video',
  );
}

/** One content slide: heading and bullets, with its position in the lesson. */
export function slideSvg(lesson: VideoLesson, index: number): string {
  const slide: LessonSlide = lesson.slides[index];
  const colour = skillColours[lesson.skill];
  const heading = wrapWords(slide.heading, W - 160, 52, true);
  let y = 130;
  let body = lines(80, y, heading, 52, 64, `font-weight="bold" fill="#161a22"`);
  y += heading.length * 64 + 40;
  for (const bullet of slide.bullets) {
    const wrapped = wrapWords(bullet, W - 240, 36, false);
    body += `<circle cx="104" cy="${y - 12}" r="9" fill="${colour}"/>`;
    body += lines(136, y, wrapped, 36, 46, `fill="#2a303c"`);
    y += wrapped.length * 46 + 30;
  }
  return frame(lesson, body, `${index + 1} / ${lesson.slides.length}`);
}

function png(svg: string): Buffer {
  const resvg = new Resvg(svg, { font: { loadSystemFonts: true, defaultFontFamily: 'DejaVu Sans' } });
  return Buffer.from(resvg.render().asPng());
}

export interface RenderedLesson {
  /** The H.264/AAC mp4. */
  file: string;
  /** The title card as PNG. */
  cover: string;
  durationSeconds: number;
  cached: boolean;
}

/**
 * Narrated slide videos of lessons: each slide drawn as SVG and rendered to PNG, its narration
 * spoken by the natural voice, the whole encoded to mp4 with ffmpeg. Cached by content hash.
 */
export function createLessonVideos(cacheDir = defaultCacheDir()) {
  const dir = join(cacheDir, 'lessons');
  mkdirSync(dir, { recursive: true });
  const inFlight = new Map<string, Promise<RenderedLesson>>();

  const hashOf = (lesson: VideoLesson) => createHash('sha256').update(JSON.stringify([VIDEO_VERSION, NARRATOR, lesson])).digest('hex');

  async function cover(lesson: VideoLesson): Promise<string> {
    const file = join(dir, `${hashOf(lesson)}.png`);
    if (!existsSync(file)) {
      const temporary = `${file}.${process.pid}.tmp`;
      await writeFile(temporary, png(titleSlideSvg(lesson)));
      await rename(temporary, file);
    }
    return file;
  }

  async function render(lesson: VideoLesson, hash: string, file: string): Promise<RenderedLesson> {
    const work = await mkdtemp(join(tmpdir(), 'pte-lesson-'));
    try {
      const pictures = [titleSlideSvg(lesson), ...lesson.slides.map((_, index) => slideSvg(lesson, index))];
      const narrations = [`${lesson.title}.`, ...lesson.slides.map((slide) => slide.narration)];
      const speech = [];
      for (const text of narrations) speech.push(await synthesize(text, NARRATOR));
      const rate = speech[0].sampleRate;
      const parts = speech.flatMap((pcm) => [pcm.samples, silence(rate, PAUSE)]);
      const audio = concat(rate, parts);
      await writeFile(join(work, 'narration.wav'), writeWav(audio));
      let list = '';
      for (const [index, svg] of pictures.entries()) {
        const picture = join(work, `slide-${index}.png`);
        await writeFile(picture, png(svg));
        list += `file '${picture}'\nduration ${(durationSeconds(speech[index]) + PAUSE).toFixed(3)}\n`;
      }
      // The concat demuxer takes the last entry's duration only when the file is listed once more.
      list += `file '${join(work, `slide-${pictures.length - 1}.png`)}'\n`;
      await writeFile(join(work, 'slides.txt'), list);
      const temporary = join(work, 'out.mp4');
      try {
        await run('ffmpeg', [
          '-hide_banner', '-loglevel', 'error', '-y',
          '-f', 'concat', '-safe', '0', '-i', join(work, 'slides.txt'),
          '-i', join(work, 'narration.wav'),
          '-vf', 'fps=10,format=yuv420p', '-c:v', 'libx264', '-preset', 'veryfast', '-tune', 'stillimage', '-crf', '30',
          '-c:a', 'aac', '-b:a', '64k', '-ac', '1', '-shortest', '-movflags', '+faststart', temporary,
        ], { timeout: 300_000 });
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') throw new VoiceUnavailableError('Video lessons need ffmpeg, which is not installed.');
        throw error;
      }
      // Work files may sit on another file system: copy next to the cache file, then rename atomically.
      const staged = `${file}.${process.pid}.tmp`;
      await copyFile(temporary, staged);
      await rename(staged, file);
      const duration = durationSeconds(audio);
      await writeFile(`${file}.json`, JSON.stringify({ durationSeconds: duration, key: lesson.key, hash }));
      return { file, cover: await cover(lesson), durationSeconds: duration, cached: false };
    } finally {
      await rm(work, { recursive: true, force: true });
    }
  }

  return {
    hashOf,
    cover,
    /** The lesson's mp4, rendered on first call; concurrent calls share one render. */
    async video(lesson: VideoLesson): Promise<RenderedLesson> {
      const hash = hashOf(lesson);
      const file = join(dir, `${hash}.mp4`);
      if (existsSync(file)) {
        const { durationSeconds: duration } = JSON.parse(await readFile(`${file}.json`, 'utf8').catch(() => '{"durationSeconds":0}'));
        return { file, cover: await cover(lesson), durationSeconds: duration, cached: true };
      }
      const pending = inFlight.get(hash) ?? render(lesson, hash, file).finally(() => inFlight.delete(hash));
      inFlight.set(hash, pending);
      return pending;
    },
  };
}

export type LessonVideos = ReturnType<typeof createLessonVideos>;
