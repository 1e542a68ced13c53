import { summarizeGroupDiscussion } from '@pte-kit/content';
import { describe, expect, it } from 'vitest';
import { spoken } from './speech/__fixtures__/recordings';
import type { SpeakingScore } from './speech/index';
import { warmSpeakingEngine } from './speech/__fixtures__/warmEngine';

/**
 * Summarize Group Discussion through the speaking engine's open-task path, on one bank item: a spoken summary that
 * names the speakers and their views against a talk about something else. The answers are about 35 s, not the full
 * two minutes, so the test stays quick (a longer recording costs seconds more to score and shows nothing new).
 */
const engine = warmSpeakingEngine();

const item = summarizeGroupDiscussion.find((entry) => entry.key === 'sgd-001')!;

const strong =
  'Megan, the tutor, asked Priya and Daniel how they would share the work for their group presentation. Priya wanted to split it ' +
  'into separate parts to save time. Daniel worried that separate parts would feel like two talks. Megan suggested a shared ' +
  'template and two rehearsals together, and Daniel changed his mind once the template was agreed. They will rehearse on Monday ' +
  'and Thursday, and Megan will watch the second rehearsal.';
const offTopic =
  'The city council has decided to plant two thousand trees along the river next spring. Volunteers can help on Saturday ' +
  'mornings, and the council will provide gloves, spades and water. Local schools will each adopt a small section of the bank ' +
  'and measure how fast their trees grow over the next five years.';

const score = async (text: string): Promise<SpeakingScore> => engine.scoreSpeaking({
  task: 'summarizeGroupDiscussion', audio: await spoken(text), reference: '', keyPoints: item.keyPoints, modelAnswer: item.modelAnswer,
});

describe('Summarize Group Discussion scoring', () => {
  it('scores content 0-6, oral fluency and pronunciation 0-5: a summary of the discussion above a talk on another subject, which gets no content', async () => {
    const good = await score(strong);
    const other = await score(offTopic);
    const summary = `strong ${good.score}/${good.maxScore} (content ${good.traits[0].score}), off topic ${other.score}/${other.maxScore} (content ${other.traits[0].score})`;
    expect(good.traits.map((trait) => [trait.name, trait.max])).toEqual([['Content', 6], ['Oral fluency', 5], ['Pronunciation', 5]]);
    expect(good.maxScore).toBe(16);
    expect(good.traits[0].score, summary).toBeGreaterThanOrEqual(4);
    expect(good.score, summary).toBeGreaterThan(other.score);
    expect(other.traits[0].score, summary).toBe(0);
    console.log(summary);
  }, 120_000);
});
