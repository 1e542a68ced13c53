import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import type { VideoLesson } from '../types';
import { createLessonVideos, lessonSubtitle, slideSvg, titleSlideSvg } from './lessonVideo';

const cache = mkdtempSync(join(tmpdir(), 'pte-lesson-test-'));
afterAll(() => rmSync(cache, { recursive: true, force: true }));

const lesson: VideoLesson = {
  key: 'lesson-test',
  type: 'LEARNING',
  skill: 'listening',
  task: 'listening.writeFromDictation',
  title: 'Write from Dictation: a quick test',
  slides: [
    { heading: 'Listen once', bullets: ['The sentence plays one time', 'Type every word you hear'], narration: 'You hear the sentence once, so listen for every word.' },
    { heading: 'Check your spelling', bullets: [], narration: 'Before you move on, read your sentence again.' },
  ],
};

describe('lesson videos', () => {
  it('draws the title card with the lesson type, title and what it covers', () => {
    const svg = titleSlideSvg(lesson);
    expect(svg).toContain('>LEARNING<');
    expect(svg).toContain('Write from Dictation: a quick test');
    expect(lessonSubtitle(lesson)).toBe('Learning lesson · Listening · Write from Dictation · Academic and Core');
    expect(lessonSubtitle({ ...lesson, task: undefined, type: 'FOUNDATION' })).toBe('Foundation lesson · Listening');
  });

  it('draws each slide with its heading, bullets and position', () => {
    const svg = slideSvg(lesson, 0);
    expect(svg).toContain('>Listen once<');
    expect(svg).toContain('>Type every word you hear<');
    expect(svg).toContain('>1 / 2<');
  });

  it('renders a narrated mp4 with an H.264 picture and AAC sound, as long as its narration', async () => {
    const videos = createLessonVideos(cache);
    const first = await videos.video(lesson);
    expect(first.cached).toBe(false);
    expect(readFileSync(first.file).subarray(4, 8).toString('ascii')).toBe('ftyp');
    expect(readFileSync(first.cover).subarray(1, 4).toString('ascii')).toBe('PNG');
    const probe = JSON.parse(execFileSync('ffprobe', ['-v', 'error', '-show_streams', '-show_format', '-of', 'json', first.file], { encoding: 'utf8' }));
    const codecs = probe.streams.map((stream: { codec_name: string }) => stream.codec_name).sort();
    expect(codecs).toEqual(['aac', 'h264']);
    const video = probe.streams.find((stream: { codec_type: string }) => stream.codec_type === 'video');
    expect([video.width, video.height]).toEqual([1280, 720]);
    expect(Number(probe.format.duration)).toBeGreaterThan(first.durationSeconds - 0.5);
    expect(Number(probe.format.duration)).toBeLessThan(first.durationSeconds + 0.5);
    expect(first.durationSeconds).toBeGreaterThan(5);

    const again = await videos.video(lesson);
    expect(again).toMatchObject({ file: first.file, cached: true, durationSeconds: first.durationSeconds });
  }, 120_000);
});
