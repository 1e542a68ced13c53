import { beforeAll, describe, expect, it } from 'vitest';
import { createWritingEngine, TRAIT_SCALES, type WritingScore, type WritingScoreInput, type WritingTask } from './index';
import { email, essay, sst, swt } from './__fixtures__/samples';

/**
 * The zero rules, one per test: which trait's 0 makes the whole response 0, per task and variant, as the table in
 * scales.ts states them with their sources.
 */
const engine = createWritingEngine();

beforeAll(async () => {
  await engine.warmUp();
}, 120_000);

type Variant = 'ACADEMIC' | 'CORE';
type Case = { task: WritingTask; variant: Variant; question: typeof swt; good: string };

const sstCore =
  'Deep sleep moves the day\u2019s memories into long-term storage, so students who sleep after studying remember more than those who stay awake.';
const swtCore =
  'Urban parks reduce heat, flooding and stress for local residents, but rising rents can push low-income households out of their ' +
  'neighbourhoods, so cities must protect affordable housing too.';
const cases: Case[] = [
  { task: 'summarizeWrittenText', variant: 'ACADEMIC', question: swt, good: swt.modelAnswer },
  { task: 'summarizeWrittenText', variant: 'CORE', question: swt, good: swtCore },
  { task: 'writeEssay', variant: 'ACADEMIC', question: essay, good: essay.modelAnswer },
  { task: 'writeEmail', variant: 'CORE', question: email, good: email.modelAnswer },
  { task: 'summarizeSpokenText', variant: 'ACADEMIC', question: sst, good: sst.modelAnswer },
  { task: 'summarizeSpokenText', variant: 'CORE', question: sst, good: sstCore },
];

const input = ({ task, variant, question }: Case, text: string): WritingScoreInput => ({
  task, variant, text, source: question.source, keyPoints: question.keyPoints, modelAnswer: question.modelAnswer,
});
const trait = (score: WritingScore, key: 'Content' | 'Form') =>
  score.traits.find((entry) => entry.name === key || (key === 'Form' && entry.name === 'Formal requirements'))!;
/** An answer of the right length on something else entirely, with the punctuation and shape the form rules ask for. */
const offTopicLike = (good: string) => {
  const sentence = 'Volcanic eruptions release ash and gases that can cool the climate for several years after a large event';
  const words = sentence.split(' ');
  const count = good.split(/\s+/).length;
  return `${Array.from({ length: count - 1 }, (_, index) => words[index % words.length]).join(' ')} eruptions.`;
};

describe('the zero rules table', () => {
  it('states for every task and variant which traits zero the response, with the published source', () => {
    for (const [task, variants] of Object.entries(TRAIT_SCALES)) {
      for (const [variant, scale] of Object.entries(variants)) {
        expect(scale.zeroWhen.traits, `${task} ${variant}`).toEqual(['form', 'content']);
        expect(scale.zeroWhen.source, `${task} ${variant}`).toMatch(/^PTE (Academic|Core)/);
      }
    }
  });

  it.each(cases)('a good $task ($variant) answer is scored on every trait', async (entry) => {
    const score = await engine.score(input(entry, entry.good));
    expect(trait(score, 'Form').score, trait(score, 'Form').comment).toBeGreaterThan(0);
    expect(trait(score, 'Content').score, trait(score, 'Content').comment).toBeGreaterThan(0);
    expect(score.score).toBeGreaterThan(score.maxScore / 2);
  });

  it.each(cases)('form 0 (all capitals) zeroes $task ($variant)', async (entry) => {
    const score = await engine.score(input(entry, entry.good.toUpperCase()));
    expect(trait(score, 'Form')).toMatchObject({ score: 0, comment: expect.stringMatching(/capital/) });
    expect(score.score).toBe(0);
    for (const other of score.traits.filter((candidate) => candidate !== trait(score, 'Form'))) {
      expect(other).toMatchObject({ score: 0, comment: expect.stringMatching(/^Not scored: .*form rules/) });
    }
  });

  it.each(cases)('content 0 (off topic) zeroes $task ($variant)', async (entry) => {
    const score = await engine.score(input(entry, offTopicLike(entry.good)));
    // The form rules are met: content decides, and every other trait (form too) says so.
    expect(trait(score, 'Content')).toMatchObject({ score: 0, comment: 'The response does not address the topic of the prompt.' });
    expect(score.score).toBe(0);
    for (const other of score.traits.filter((candidate) => candidate !== trait(score, 'Content'))) {
      expect(other).toMatchObject({ score: 0, comment: expect.stringMatching(/^Not scored: .*topic/) });
    }
  });

  it.each(cases.filter((entry) => entry.task !== 'summarizeWrittenText'))(
    'no punctuation at all is form 0 for $task ($variant), so the response scores 0',
    async (entry) => {
      const score = await engine.score(input(entry, entry.good.replace(/[.,;:!?]/g, '')));
      expect(trait(score, 'Form')).toMatchObject({ score: 0, comment: expect.stringMatching(/no punctuation/) });
      expect(score.score).toBe(0);
    },
  );

  it.each(cases.filter((entry) => entry.task === 'summarizeWrittenText'))(
    'no punctuation means no closing full stop for $task ($variant): form 0, response 0',
    async (entry) => {
      const score = await engine.score(input(entry, entry.good.replace(/[.,;:!?]/g, '')));
      expect(trait(score, 'Form')).toMatchObject({ score: 0, comment: expect.stringMatching(/full stop/) });
      expect(score.score).toBe(0);
    },
  );

  it.each(cases.filter((entry) => entry.task.startsWith('summarize')))(
    'a list of keywords is not a sentence: form 0 for $task ($variant), so the response scores 0',
    async (entry) => {
      // The good answer's content words, as many as it has words: its key words with nothing joining them.
      const words = entry.good.replace(/[.,;:!?]/g, '').split(/\s+/);
      const keywords = words.filter((word) => word.length > 3 && !/^(that|this|with|from|they|their|which|while|those|than|more|also|have|been)$/i.test(word));
      const list = `${Array.from({ length: words.length }, (_, index) => keywords[index % keywords.length]).join(' ')}.`;
      const score = await engine.score(input(entry, list));
      expect(trait(score, 'Form')).toMatchObject({ score: 0, comment: expect.stringMatching(/list of words/) });
      expect(score.score).toBe(0);
    },
  );

  it('with no key points or model answer to judge content against, content 0 does not zero the rest', async () => {
    const score = await engine.score({ task: 'writeEssay', variant: 'ACADEMIC', text: essay.modelAnswer, source: '', keyPoints: [], modelAnswer: '' });
    expect(trait(score, 'Content').score).toBe(0);
    expect(score.score).toBeGreaterThan(0);
  });
});
