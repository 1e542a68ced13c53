import { describeImage, readAloud, repeatSentence, respondToASituation } from '@pte-kit/content';
import { describe, expect, it } from 'vitest';
import { gradedSpeaking, type GradedSpeech } from './__fixtures__/gradedSpeaking';
import { noisy, spoken } from './speech/__fixtures__/recordings';
import type { SpeakingScore } from './speech/index';
import { warmSpeakingEngine } from './speech/__fixtures__/warmEngine';

/** The graded spoken answers in order per item: strong above weak above off topic (no content); noisy keeps its content. */
const engine = warmSpeakingEngine();

function question(entry: GradedSpeech): { reference: string; keyPoints: string[]; modelAnswer: string; own: string } {
  const find = <T extends { key: string }>(items: readonly T[]) => {
    const found = items.find((item) => item.key === entry.item);
    if (!found) throw new Error(`no bank item ${entry.item}`);
    return found;
  };
  switch (entry.task) {
    case 'readAloud': {
      const item = find(readAloud);
      return { reference: item.text, keyPoints: [], modelAnswer: item.text, own: item.text };
    }
    case 'repeatSentence': {
      const item = find(repeatSentence);
      return { reference: item.script, keyPoints: [], modelAnswer: item.script, own: item.script };
    }
    case 'describeImage': {
      const item = find(describeImage);
      return { reference: '', keyPoints: item.keyPoints, modelAnswer: item.modelAnswer, own: item.modelAnswer };
    }
    case 'respondToASituation': {
      const item = find(respondToASituation);
      return { reference: '', keyPoints: item.keyPoints, modelAnswer: item.modelAnswer, own: item.modelAnswer };
    }
  }
}

async function score(entry: GradedSpeech): Promise<SpeakingScore> {
  const { reference, keyPoints, modelAnswer, own } = question(entry);
  const text = entry.text ?? own;
  const audio = entry.snrDb === undefined ? await spoken(text) : await noisy(text, entry.snrDb);
  return engine.scoreSpeaking({ task: entry.task, audio, reference, keyPoints, modelAnswer });
}

/** Content, or appropriacy for Respond to a Situation: the first trait, which decides whether the others count. */
const content = (result: SpeakingScore) => result.traits[0];
const items = [...new Set(gradedSpeaking.map((entry) => entry.item))];

describe('graded spoken answers', () => {
  it.each(items)('orders the answers to %s: strong > weak > off topic with no content, noisy keeping its content', async (item) => {
    const entries = gradedSpeaking.filter((entry) => entry.item === item);
    const scored = new Map<string, SpeakingScore>();
    for (const entry of entries) scored.set(entry.kind, await score(entry));
    const total = (kind: string) => scored.get(kind)!.score;
    const summary = [...scored].map(([kind, result]) => `${kind} ${result.score}/${result.maxScore} (content ${content(result).score})`).join(', ');
    console.log(`${item}: ${summary}`);
    expect(total('strong'), summary).toBeGreaterThan(total('weak'));
    expect(total('weak'), summary).toBeGreaterThan(total('offTopic'));
    expect(content(scored.get('offTopic')!).score, summary).toBe(0);
    if (scored.has('noisy')) {
      // A clean reading in white noise at 10 dB SNR keeps its content; noise may cost fluency and pronunciation.
      expect(content(scored.get('noisy')!).score, summary).toBeGreaterThanOrEqual(Math.ceil(content(scored.get('strong')!).max * 0.6));
      expect(total('noisy'), summary).toBeGreaterThan(total('offTopic'));
    }
  }, 120_000);
});
