import { describe, expect, it } from 'vitest';
import { skills, taskCatalog, type TaskDefinition } from '@pte-kit/core';
import { foundationLessons, learningLessons, videoLessons } from '../lessons/index';
import type { VideoLesson } from '../types';

/* Each check collects every violation as "key: problem", so a failure lists all offending lessons at once. */

const SKILL_OF_PART = { S: 'speaking', W: 'writing', R: 'reading', L: 'listening' } as const;
const NUMBER_WORDS = [
  'zero', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight', 'nine', 'ten',
  'eleven', 'twelve', 'thirteen', 'fourteen', 'fifteen', 'sixteen', 'seventeen', 'eighteen', 'nineteen', 'twenty',
];

const words = (text: string) => text.split(/\s+/).filter(Boolean);
const narrationWords = (lesson: VideoLesson) =>
  lesson.slides.reduce((sum, slide) => sum + words(slide.narration).length, 0);
const allText = (lesson: VideoLesson) =>
  [lesson.title, ...lesson.slides.flatMap((slide) => [slide.heading, ...slide.bullets, slide.narration])].join('\n');
const slideText = (lesson: VideoLesson, index: number) =>
  [lesson.slides[index].heading, ...lesson.slides[index].bullets, lesson.slides[index].narration].join('\n');
const narrationText = (lesson: VideoLesson) => lesson.slides.map((slide) => slide.narration).join('\n');

/** Ways a narrator may say a number of seconds: 40 seconds, 10 minutes, two and a half minutes, 90 seconds. */
function spokenDurations(seconds: number): RegExp[] {
  const number = (n: number) => `(?:${n}|${NUMBER_WORDS[n] ?? n})`;
  const forms = [`${number(seconds)} seconds`];
  if (seconds % 60 === 0) forms.push(seconds === 60 ? '(?:1|one|a) minute' : `${number(seconds / 60)} minutes`);
  if (seconds % 60 === 30) {
    const minutes = (seconds - 30) / 60;
    forms.push(`${number(minutes)} and a half minutes`);
    if (minutes === 1) forms.push('a minute and a half');
  }
  return forms.map((form) => new RegExp(`\\b${form}\\b`, 'i'));
}

/** Problems of one narration as spoken text for a speech synthesiser. */
function narrationProblems(narration: string): string[] {
  const problems: string[] = [];
  if (/[/&%+()[\]{}<>=*#@_|\\~^$"`]/.test(narration)) problems.push('has a symbol');
  if (/(^|[^A-Za-z])'|'($|[^A-Za-z])/.test(narration)) problems.push('quotes a word');
  if (/\b(e\.g|i\.e|etc|vs|approx|Mr|Mrs|Ms|Dr)\b/i.test(narration)) problems.push('has an abbreviation');
  if (/\b(?!PTE\b)[A-Z]{2,}\b/.test(narration)) problems.push('has an acronym other than PTE');
  if (/\d(?![\d\s]|[.,?!](\s|$))/.test(narration)) problems.push('has a number that is not a simple figure');
  if (/\s-\s|--|\.\.\./.test(narration)) problems.push('has a dash or an ellipsis');
  if (!/[.?!]$/.test(narration)) problems.push('does not end a sentence');
  return problems;
}

function collect(lessons: readonly VideoLesson[], check: (lesson: VideoLesson) => string[]): string[] {
  return lessons.flatMap((lesson) => check(lesson).map((problem) => `${lesson.key}: ${problem}`));
}

const learningOf = (task: TaskDefinition) => learningLessons.find((lesson) => lesson.task === task.key)!;

describe('video lessons', () => {
  it('has exactly one LEARNING lesson per catalogue task, in catalogue order, with the task skill', () => {
    expect(learningLessons.map((lesson) => lesson.task)).toEqual(taskCatalog.map((task) => task.key));
    const problems = taskCatalog.flatMap((task) => {
      const lesson = learningOf(task);
      const found: string[] = [];
      if (lesson.key !== `lesson-${task.key}`) found.push(`key is ${lesson.key}`);
      if (lesson.type !== 'LEARNING') found.push(`type is ${lesson.type}`);
      if (lesson.skill !== task.skill) found.push(`skill is ${lesson.skill}, the catalogue says ${task.skill}`);
      return found.map((problem) => `${task.key}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('has one FOUNDATION lesson per skill, with no task', () => {
    expect(foundationLessons.map((lesson) => lesson.skill)).toEqual([...skills]);
    expect(foundationLessons).toHaveLength(4);
    expect(
      collect(foundationLessons, (lesson) => [
        ...(lesson.key === `foundation-${lesson.skill}` ? [] : ['key does not match the skill']),
        ...(lesson.type === 'FOUNDATION' ? [] : [`type is ${lesson.type}`]),
        ...(lesson.task === undefined ? [] : ['has a task']),
        ...(/foundations$/.test(lesson.title) ? [] : ['title does not end with foundations']),
      ]),
    ).toEqual([]);
  });

  it('lists learning lessons then foundation lessons, with unique keys and titles', () => {
    expect(videoLessons).toEqual([...learningLessons, ...foundationLessons]);
    expect(videoLessons).toHaveLength(taskCatalog.length + skills.length);
    expect(new Set(videoLessons.map((lesson) => lesson.key)).size).toBe(videoLessons.length);
    expect(new Set(videoLessons.map((lesson) => lesson.title)).size).toBe(videoLessons.length);
  });

  it('keeps every slide drawable: 4-5 slides, short headings and bullets, no trailing full stops', () => {
    const problems = collect(videoLessons, (lesson) => {
      const found: string[] = [];
      if (lesson.slides.length < 4 || lesson.slides.length > 5) found.push(`has ${lesson.slides.length} slides`);
      if (!lesson.title.trim() || lesson.title.includes('&')) found.push('title is empty or has an ampersand');
      lesson.slides.forEach((slide, index) => {
        const at = `slide ${index + 1}`;
        if (!slide.heading.trim() || slide.heading.length > 40) {
          found.push(`${at} heading has ${slide.heading.length} chars`);
        }
        if (/\.$/.test(slide.heading)) found.push(`${at} heading ends with a full stop`);
        if (slide.bullets.length > 4) found.push(`${at} has ${slide.bullets.length} bullets`);
        for (const bullet of slide.bullets) {
          if (!bullet.trim() || bullet.length > 56) found.push(`${at} bullet "${bullet}" has ${bullet.length} chars`);
          if (/[.]$/.test(bullet) && !/\.\.\.$/.test(bullet)) {
            found.push(`${at} bullet "${bullet}" ends with a full stop`);
          }
        }
      });
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('keeps narration speakable: 20-50 words a slide, 100-220 a lesson, plain sentences', () => {
    const problems = collect(videoLessons, (lesson) => {
      const found: string[] = [];
      const total = narrationWords(lesson);
      if (total < 100 || total > 220) found.push(`narration has ${total} words in all`);
      lesson.slides.forEach((slide, index) => {
        const count = words(slide.narration).length;
        if (count < 20 || count > 50) found.push(`slide ${index + 1} narration has ${count} words`);
        for (const problem of narrationProblems(slide.narration)) {
          found.push(`slide ${index + 1} narration ${problem}`);
        }
      });
      return found;
    });
    expect(problems).toEqual([]);
  });

  it('is plain ASCII throughout', () => {
    const ascii = (lesson: VideoLesson) => (/^[\x20-\x7e\n]*$/.test(allText(lesson)) ? [] : ['has non-ASCII text']);
    expect(collect(videoLessons, ascii)).toEqual([]);
  });

  it("names each catalogue task's timings in its lesson", () => {
    const problems = taskCatalog.flatMap((task) => {
      const text = narrationText(learningOf(task));
      const timings = [task.timings.prepSeconds, task.timings.answerSeconds].filter(
        (seconds): seconds is number => seconds !== undefined,
      );
      return timings
        .filter((seconds) => !spokenDurations(seconds).some((form) => form.test(text)))
        .map((seconds) => `${task.key}: narration never says ${seconds} seconds`);
    });
    expect(problems).toEqual([]);
  });

  it("names each variant's word limits in its lesson", () => {
    const problems = taskCatalog.flatMap((task) => {
      const text = narrationText(learningOf(task));
      return Object.entries(task.wordLimits ?? {})
        .filter(([, limits]) => !new RegExp(`\\b${limits.min} to ${limits.max} words\\b`).test(text))
        .map(([variant, { min, max }]) => `${task.key}: narration never says ${min} to ${max} words (${variant})`);
    });
    expect(problems).toEqual([]);
  });

  it('names the variants that offer each task and never the other one', () => {
    const problems = taskCatalog.flatMap((task) => {
      const text = allText(learningOf(task));
      const found: string[] = [];
      for (const [variant, label] of [['ACADEMIC', 'Academic'], ['CORE', 'Core']] as const) {
        const named = new RegExp(`\\b${label}\\b`).test(text);
        const offered = task.variants.includes(variant);
        if (offered && !named) found.push(`never names ${label}`);
        if (!offered && named) found.push(`names ${label}, which does not offer the task`);
      }
      return found.map((problem) => `${task.key}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });

  it('says on the scoring slide exactly which skills the task counts towards, and how it is marked', () => {
    const problems = taskCatalog.flatMap((task) => {
      const text = slideText(learningOf(task), 1).toLowerCase();
      const found: string[] = [];
      const counted = new Set(task.scoreParts.map((part) => SKILL_OF_PART[part]));
      for (const skill of skills) {
        const named = new RegExp(`\\b${skill}\\b`).test(text);
        if (counted.has(skill) && !named) found.push(`does not say it counts towards ${skill}`);
        if (!counted.has(skill) && named) found.push(`names ${skill}, which it does not count towards`);
      }
      const negative = /\b(lose|loses|minus|negative marking)\b/.test(text) && !/\bno negative marking\b/.test(text);
      const penalised = task.scoringKind === 'multipleAnswers' || task.scoringKind === 'highlightWords';
      if (penalised && !negative) found.push('does not explain negative marking');
      if (['blanks', 'reorder', 'dictation'].includes(task.scoringKind) && !text.includes('partial credit')) {
        found.push('does not mention partial credit');
      }
      if (task.scoringKind === 'singleChoice' && !/correct or incorrect|zero/.test(text)) {
        found.push('does not say it is right or wrong');
      }
      if (task.scoringKind === 'speaking' && task.key !== 'speaking.answerShortQuestion') {
        if (!text.includes('fluency') || !text.includes('pronunciation')) {
          found.push('does not mention fluency and pronunciation');
        }
      }
      return found.map((problem) => `${task.key}: ${problem}`);
    });
    expect(problems).toEqual([]);
  });
});
