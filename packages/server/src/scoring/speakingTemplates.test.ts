import { describeImage, respondToASituation, retellLecture, summarizeGroupDiscussion } from '@pte-kit/content';
import { describe, expect, it } from 'vitest';
import { templateAnswers, type TemplateAnswers } from './speech/__fixtures__/templateAnswers';
import { spoken } from './speech/__fixtures__/recordings';
import { SPEAKING_SCALES } from './speech/index';
import { warmSpeakingEngine } from './speech/__fixtures__/warmEngine';
import { findSpokenTemplates } from './speech/templates';

/**
 * Memorised templates through the speaking engine (docs/scoring.md, "Templates in speaking"): each answer of the
 * template set spoken by the product's voice and scored as a learner's recording is. The answers are short (20-35 s)
 * so the file stays quick.
 */
const engine = warmSpeakingEngine();

const banks = { describeImage, retellLecture, summarizeGroupDiscussion, respondToASituation } as const;

function itemOf(entry: TemplateAnswers): { keyPoints: string[]; modelAnswer: string } {
  const found = (banks[entry.task] as readonly { key: string; keyPoints: string[]; modelAnswer: string }[]).find((item) => item.key === entry.item);
  if (!found) throw new Error(`no bank item ${entry.item}`);
  return found;
}

describe('memorised templates in spoken answers', () => {
  it.each(templateAnswers)('$task: stock sentences earn no content, with two key words at most half, and a genuine answer keeps its own', async (entry) => {
    const { keyPoints, modelAnswer } = itemOf(entry);
    const score = async (text: string) => engine.scoreSpeaking({ task: entry.task, audio: await spoken(text), reference: '', keyPoints, modelAnswer });
    const max = SPEAKING_SCALES[entry.task][0]!.max;
    const [genuine, templateOnly, withKeywords] = [await score(entry.genuine), await score(entry.templateOnly), await score(entry.withKeywords)];
    const heardShare = (transcript: string) => Math.round(findSpokenTemplates(entry.task, transcript.split(' ')).share * 100);
    console.log(`${entry.task}: content (of ${max}) genuine ${genuine.traits[0]!.score}, template only ${templateOnly.traits[0]!.score}, `
      + `template + 2 key words ${withKeywords.traits[0]!.score}; template share heard ${heardShare(genuine.transcript)}% / `
      + `${heardShare(templateOnly.transcript)}% / ${heardShare(withKeywords.transcript)}%; totals ${genuine.score}, ${templateOnly.score}, ${withKeywords.score}`);
    expect(templateOnly.traits[0]!.score).toBe(0);
    // No content, so no fluency or pronunciation either, as the exam does.
    expect(templateOnly.score).toBe(0);
    expect(withKeywords.traits[0]!.score).toBeLessThanOrEqual(Math.floor(max / 2));
    expect(withKeywords.traits[0]!.comment).toMatch(/memorised template phrases/);
    // The genuine answer, as recognised, holds no stock phrase: its content is judged on every word, as before.
    expect(findSpokenTemplates(entry.task, genuine.transcript.split(' ')).phrases).toEqual([]);
    expect(genuine.traits[0]!.comment).not.toMatch(/template/);
    expect(genuine.traits[0]!.score).toBeGreaterThanOrEqual(Math.ceil(max / 2));
  }, 180_000);
});
