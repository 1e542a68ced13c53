import { describe, expect, it } from 'vitest';
import { templateAnswers } from './__fixtures__/templateAnswers';
import { spokenWords } from './text';
import { MOSTLY_TEMPLATE, discountTemplates, findSpokenTemplates } from './templates';

/** The recogniser's words: lower case, no punctuation (as `spokenWords` makes a transcript's). */
const heard = (text: string) => spokenWords(text);

describe('stock phrases in spoken answers (transcripts)', () => {
  it.each(templateAnswers)('$task: finds the template sentences, even misheard, and none in a genuine answer', ({ task, genuine, templateOnly, withKeywords, keywords, misheard }) => {
    const only = findSpokenTemplates(task, heard(templateOnly));
    const misheardOnly = findSpokenTemplates(task, heard(misheard));
    const plus = findSpokenTemplates(task, heard(withKeywords));
    const own = findSpokenTemplates(task, heard(genuine));
    console.log(`${task}: template only ${Math.round(only.share * 100)}%, misheard ${Math.round(misheardOnly.share * 100)}%, with key words ${Math.round(plus.share * 100)}%, genuine ${Math.round(own.share * 100)}%`);
    expect(only.share).toBeGreaterThanOrEqual(0.75);
    expect(misheardOnly.share).toBeGreaterThanOrEqual(0.7);
    expect(plus.share).toBeGreaterThan(MOSTLY_TEMPLATE);
    // The key words dropped into the stock sentences are the learner's own: they stay for content.
    const words = heard(withKeywords);
    for (const keyword of keywords) expect(plus.template[words.indexOf(keyword)], keyword).toBe(false);
    expect(own.phrases).toEqual([]);
    expect(own.share).toBe(0);
  });

  it('marks only the phrase: the words an answer says after a stock opening stay its own', () => {
    const words = heard('The image gives us a lot of information about the books a town library lent from January to June');
    const found = findSpokenTemplates('describeImage', words);
    expect(words.filter((_, index) => !found.template[index]).join(' ')).toBe('the books a town library lent from january to june');
    expect(found.phrases).toEqual(['the image gives us a lot of information about']);
  });

  it('looks for templates only in the open speaking tasks', () => {
    const words = heard('In conclusion this is a very informative image');
    expect(findSpokenTemplates('describeImage', words).share).toBe(1);
    expect(findSpokenTemplates('readAloud', words).share).toBe(0);
    expect(findSpokenTemplates('answerShortQuestion', words).share).toBe(0);
    expect(findSpokenTemplates('describeImage', []).share).toBe(0);
  });

  it('caps content by the share of template words once they are most of the answer, and says why', () => {
    const result = { score: 3, comment: 'Covers 2 of 4 key points.' };
    const none = findSpokenTemplates('describeImage', heard('February was the quietest month'));
    expect(discountTemplates(result, none, 5)).toBe(result);
    const some = { template: [], share: 0.3, phrases: ['the image gives us a lot of information about'] };
    expect(discountTemplates(result, some, 5)).toEqual({ score: 3, comment: expect.stringMatching(/30% of the answer was memorised template phrases \("the image gives us/) });
    const most = { template: [], share: 0.8, phrases: ['the speaker was talking about', 'the speaker also mentioned', 'in conclusion the speaker said that'] };
    const capped = discountTemplates(result, most, 5);
    expect(capped.score).toBe(1);
    expect(capped.comment).toMatch(/^80% of the answer was memorised template phrases \(.*…\), which earn no content: say what this question is about in your own words\. Covers 2/);
    expect(discountTemplates(result, { ...most, share: 0.95 }, 6).score).toBe(0);
  });
});

describe('the bank\'s model answers', () => {
  it('are their own words: no model answer of an open speaking task comes near "most of the answer"', async () => {
    const { describeImage, retellLecture, summarizeGroupDiscussion, respondToASituation } = await import('@pte-kit/content');
    const shares: Record<string, number[]> = {};
    for (const [task, items] of [['describeImage', describeImage], ['retellLecture', retellLecture], ['summarizeGroupDiscussion', summarizeGroupDiscussion], ['respondToASituation', respondToASituation]] as const) {
      shares[task] = items.map((item) => findSpokenTemplates(task, heard(item.modelAnswer)).share);
    }
    const worst = Object.fromEntries(Object.entries(shares).map(([task, list]) => [task, Math.round(Math.max(...list) * 100)]));
    const mean = Object.fromEntries(Object.entries(shares).map(([task, list]) => [task, Math.round((list.reduce((a, b) => a + b, 0) / list.length) * 100)]));
    console.log(`model answers, template share % (mean / worst): ${Object.keys(shares).map((task) => `${task} ${mean[task]} / ${worst[task]}`).join(', ')}`);
    for (const list of Object.values(shares)) for (const share of list) expect(share).toBeLessThanOrEqual(0.2);
  });
});
