import { summarizeSpokenText, summarizeWrittenText, writeEmail, writeEssay } from '@pte-kit/content';
import { beforeAll, describe, expect, it } from 'vitest';
import { gradedWriting, type GradedWriting, type WrittenKind } from './__fixtures__/gradedWriting';
import { createWritingEngine, type WritingScore } from './writing/index';

/**
 * The graded written answers of every writing task, item by item: weak below strong; off-topic and copied answers
 * below weak ones, with content 0 and a total of 0 where the published rules say so; template answers below strong
 * with at most half the content; misspellings cost spelling, not content.
 */
const engine = createWritingEngine();

beforeAll(async () => {
  await engine.warmUp();
}, 120_000);

const bank = { writeEssay, writeEmail, summarizeWrittenText, summarizeSpokenText } as const;

async function score(entry: GradedWriting): Promise<WritingScore> {
  const question = (bank[entry.task] as readonly { key: string; keyPoints: string[]; modelAnswer: string; modelAnswerCore?: string }[])
    .find((candidate) => candidate.key === entry.item);
  if (!question) throw new Error(`no bank item ${entry.item}`);
  const source = 'passage' in question ? question.passage : 'prompt' in question ? question.prompt : 'script' in question ? question.script : '';
  return engine.score({
    task: entry.task,
    variant: entry.variant,
    text: entry.text,
    source: String(source),
    keyPoints: question.keyPoints,
    modelAnswer: (entry.variant === 'CORE' && question.modelAnswerCore) || question.modelAnswer,
  });
}

const groups = [...new Set(gradedWriting.map((entry) => `${entry.task} ${entry.variant} ${entry.item}`))];
const trait = (result: WritingScore, name: string) => result.traits.find((candidate) => candidate.name === name);

describe('graded written answers', () => {
  it('has every kind for every item', () => {
    const kinds: WrittenKind[] = ['strong', 'weak', 'offTopic', 'copied', 'template', 'misspelled'];
    for (const group of groups) {
      const present = gradedWriting.filter((entry) => `${entry.task} ${entry.variant} ${entry.item}` === group).map((entry) => entry.kind);
      expect(present.sort(), group).toEqual([...kinds].sort());
    }
    expect(groups.length).toBe(4 + 4 + 3 * 2 + 3 * 2);
  });

  it.each(groups)('orders the answers to %s and applies the zero rules', async (group) => {
    const scored = new Map<WrittenKind, WritingScore>();
    for (const entry of gradedWriting.filter((candidate) => `${candidate.task} ${candidate.variant} ${candidate.item}` === group)) {
      scored.set(entry.kind, await score(entry));
    }
    const get = (kind: WrittenKind) => scored.get(kind)!;
    const content = (kind: WrittenKind) => get(kind).traits[0];
    const summary = [...scored].map(([kind, result]) => `${kind} ${result.score}/${result.maxScore} (${result.traits.map((t) => t.score).join(' ')})`).join(', ');
    console.log(`${group}: ${summary}`);

    expect(get('strong').score, summary).toBeGreaterThan(get('weak').score);
    expect(content('strong').score, summary).toBeGreaterThanOrEqual(content('strong').max - 1);
    for (const kind of ['offTopic', 'copied'] as const) expect(get(kind).score, `${kind}: ${summary}`).toBeLessThan(get('weak').score);
    // The rules zero the whole response when content is 0 (Summarize Written Text, Write Essay, Summarize Spoken Text, Write Email).
    expect(content('offTopic').score, summary).toBe(0);
    expect(get('offTopic').score, summary).toBe(0);
    if (group.startsWith('writeEssay') || group.startsWith('writeEmail')) {
      expect(content('copied').score, summary).toBe(0);
      expect(get('copied').score, summary).toBe(0);
    }
    expect(get('template').score, summary).toBeLessThan(get('strong').score);
    expect(content('template').score, summary).toBeLessThanOrEqual(content('template').max / 2);
    expect(get('misspelled').score, summary).toBeLessThan(get('strong').score);
    expect(content('misspelled').score, summary).toBeGreaterThanOrEqual(content('weak').score);
    const spelling = trait(get('misspelled'), 'Spelling');
    if (spelling) expect(spelling.score, summary).toBeLessThan(spelling.max);
  }, 60_000);
});
