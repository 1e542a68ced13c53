import { describe, expect, it } from 'vitest';
import { summarizeSpokenText, summarizeWrittenText, writeEmail, writeEssay } from '@pte-kit/content';
import { grammarBlind } from './__fixtures__/grammarBlind';
import { grammarCorpus as heldOut } from './__fixtures__/grammarCorpus';
import { learnerErrors, type GrammarSample } from './__fixtures__/learnerErrors';
import { createWritingEngine } from './index';

const engine = createWritingEngine();

/** Where a sample's error is: its wrong word, from the start of the word before it (the gap of a missing word). */
function errorSpan(sample: GrammarSample): { start: number; end: number } {
  const wrong = sample.error!.wrong;
  const match = new RegExp(`(^|[^\\p{L}'])(${wrong.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})(?![\\p{L}'])`, 'u').exec(sample.text);
  if (!match) throw new Error(`"${wrong}" is not a word of "${sample.text}"`);
  const start = match.index + match[1].length;
  const previousWord = sample.text.slice(0, start).trimEnd().search(/\S+$/);
  return { start: previousWord >= 0 ? previousWord : start, end: start + wrong.length };
}

/**
 * The writing engine's grammar checking (harper.js and the built-in rules) over the corpus: an error sentence
 * counts as found when an issue touches its wrong word (or the gap before it); any issue on a correct sentence
 * is a false alarm.
 */
async function measure(corpus: readonly GrammarSample[] = learnerErrors, show = true) {
  const byKind = new Map<string, { samples: number; found: number }>();
  let falseAlarms = 0;
  let correct = 0;
  for (const sample of corpus) {
    const { grammarErrors } = await engine.score({ task: 'writeEssay', variant: 'ACADEMIC', text: sample.text, source: '', keyPoints: [], modelAnswer: '' });
    if (!sample.error) {
      correct += 1;
      if (grammarErrors.length > 0) falseAlarms += 1;
      if (grammarErrors.length > 0 && show && process.env.SHOW_MISSED) console.log(`false alarm: ${sample.text} ${JSON.stringify(grammarErrors.map((issue) => issue.detail))}`);
      continue;
    }
    const span = errorSpan(sample);
    const tally = byKind.get(sample.error.kind) ?? { samples: 0, found: 0 };
    byKind.set(sample.error.kind, tally);
    tally.samples += 1;
    if (grammarErrors.some((issue) => issue.start <= span.end && issue.end >= span.start)) tally.found += 1;
    else if (show && process.env.SHOW_MISSED) console.log(`missed ${sample.error.kind}: ${sample.text} ${JSON.stringify(grammarErrors.map((issue) => sample.text.slice(issue.start, issue.end)))}`);
  }
  return { byKind, falseAlarms, correct };
}

describe('grammar checking on learner-style errors', () => {
  it('finds agreement and article errors with recall of at least 0.8, and flags at most one correct sentence in ten', async () => {
    const { byKind, falseAlarms, correct } = await measure();
    const recall = (kind: string) => byKind.get(kind)!.found / byKind.get(kind)!.samples;
    console.log(`grammar corpus: ${[...byKind].map(([kind, tally]) => `${kind} ${tally.found}/${tally.samples}`).join(', ')}; false alarms ${falseAlarms}/${correct} correct sentences`);
    expect(recall('agreement')).toBeGreaterThanOrEqual(0.8);
    expect(recall('tense')).toBeGreaterThanOrEqual(0.6);
    expect(recall('article')).toBeGreaterThanOrEqual(0.8);
    expect(falseAlarms / correct).toBeLessThanOrEqual(0.1);
  }, 120_000);

  it('keeps its figures on the second corpus (written apart from the first; the rules were later extended against it too)', async () => {
    const { byKind, falseAlarms, correct } = await measure(heldOut);
    const recall = (kind: string) => byKind.get(kind)!.found / byKind.get(kind)!.samples;
    console.log(`second grammar corpus: ${[...byKind].map(([kind, tally]) => `${kind} ${tally.found}/${tally.samples}`).join(', ')}; false alarms ${falseAlarms}/${correct} correct sentences`);
    // When it arrived, held out: agreement 23/40, article 22/40, tense 2/20, word order 0/20, false alarms 3/60.
    // After the rules for coordinated subjects, questions, missing articles, tense and word order: 32, 35, 18, 18; 2/60.
    expect(recall('agreement')).toBeGreaterThanOrEqual(0.8);
    expect(recall('article')).toBeGreaterThanOrEqual(0.8);
    expect(recall('tense')).toBeGreaterThanOrEqual(0.8);
    expect(recall('wordOrder')).toBeGreaterThanOrEqual(0.8);
    expect(falseAlarms / correct).toBeLessThanOrEqual(0.05);
  }, 180_000);

  // The blind corpus was written without sight of the rules. Its even sentences became a development half (its misses
  // were read and rules written for them); its odd sentences are the test half, never read: the honest figure.
  it.each([
    ['development', grammarBlind.filter((_, index) => index % 2 === 0)],
    ['test', grammarBlind.filter((_, index) => index % 2 === 1)],
  ] as const)('reports its figures on the %s half of the blind corpus', async (half, corpus) => {
    const { byKind, falseAlarms, correct } = await measure(corpus, half === 'development');
    const recall = (kind: string) => byKind.get(kind)!.found / byKind.get(kind)!.samples;
    console.log(`blind grammar corpus, ${half} half: ${[...byKind].map(([kind, tally]) => `${kind} ${tally.found}/${tally.samples}`).join(', ')}; false alarms ${falseAlarms}/${correct} correct sentences`);
    expect(byKind.get('agreement')!.samples).toBe(20);
    expect(recall('agreement')).toBeGreaterThanOrEqual(0);
  }, 180_000);

  it('raises almost no agreement, article, tense or verb-form error on the bank\'s 125 model answers', async () => {
    const answers = [...summarizeWrittenText, ...writeEssay, ...writeEmail, ...summarizeSpokenText]
      .flatMap((item) => [item.modelAnswer, ...('modelAnswerCore' in item && item.modelAnswerCore ? [item.modelAnswerCore] : [])]);
    const flagged: string[] = [];
    for (const text of answers) {
      const { grammarErrors } = await engine.score({ task: 'writeEssay', variant: 'ACADEMIC', text, source: '', keyPoints: [], modelAnswer: '' });
      for (const issue of grammarErrors) if (/^(Agreement|Article|Tense|Verb form)/.test(issue.detail)) flagged.push(`…${text.slice(Math.max(0, issue.start - 40), issue.end + 20)}… (${issue.detail})`);
    }
    expect(answers).toHaveLength(125);
    // One known: "the printing press" (a noun read as a verb).
    expect(flagged.length, flagged.join('\n')).toBeLessThanOrEqual(2);
  }, 120_000);
});
