import { getTask } from '@pte-kit/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { createWritingEngine, TRAIT_SCALES, writingLimits, type WritingScore, type WritingScoreInput } from './index';
import { summarizeSpokenText, summarizeWrittenText, writeEmail, writeEssay } from '@pte-kit/content';
import { email, essay, essayBasic, sst, sstCoreGood, swt, swtGood } from './__fixtures__/samples';

const engine = createWritingEngine();

beforeAll(async () => {
  await engine.warmUp();
}, 120_000);

type Question = { source: string; keyPoints: string[]; modelAnswer: string };
const asked = (question: Question) => ({ source: question.source, keyPoints: question.keyPoints, modelAnswer: question.modelAnswer });
const swtInput = (text: string, extra: Partial<WritingScoreInput> = {}): WritingScoreInput => ({
  task: 'summarizeWrittenText', variant: 'ACADEMIC', text, ...asked(swt), ...extra,
});
const essayInput = (text: string): WritingScoreInput => ({ task: 'writeEssay', variant: 'ACADEMIC', text, ...asked(essay) });
const emailInput = (text: string): WritingScoreInput => ({ task: 'writeEmail', variant: 'CORE', text, ...asked(email) });
const sstInput = (text: string, extra: Partial<WritingScoreInput> = {}): WritingScoreInput => ({
  task: 'summarizeSpokenText', variant: 'ACADEMIC', text, ...asked(sst), ...extra,
});

const trait = (score: WritingScore, name: string) => {
  const found = score.traits.find((candidate) => candidate.name === name);
  if (!found) throw new Error(`no trait ${name} in ${score.traits.map((candidate) => candidate.name).join(', ')}`);
  return found;
};
const bare = (word: string) => word.replace(/^[^\p{L}\p{N}]+|[^\p{L}\p{N}]+$/gu, '');
const wordOf = (score: WritingScore, word: string) => score.words.find((entry) => bare(entry.word) === word);
const expectAllZero = (score: WritingScore) => {
  expect(score.score).toBe(0);
  for (const entry of score.traits) expect(entry, entry.name).toMatchObject({ score: 0 });
};
const words = (count: number, sentence = 'Parks reduce heat and flooding for local residents in crowded cities') => {
  const pool = sentence.split(' ');
  return Array.from({ length: count }, (_, index) => pool[index % pool.length]).join(' ');
};

describe('word limits and trait scales', () => {
  it('reads word limits from the core task catalogue', () => {
    expect(writingLimits('summarizeWrittenText', 'ACADEMIC')).toEqual(getTask('writing.summarizeWrittenText').wordLimits?.ACADEMIC);
    expect(writingLimits('summarizeWrittenText', 'CORE')).toEqual({ min: 25, max: 50 });
    expect(writingLimits('writeEssay', 'ACADEMIC')).toEqual({ min: 200, max: 300 });
    expect(writingLimits('writeEmail', 'CORE')).toEqual({ min: 50, max: 120 });
    expect(writingLimits('summarizeSpokenText', 'ACADEMIC')).toEqual({ min: 50, max: 70 });
    expect(writingLimits('summarizeSpokenText', 'CORE')).toEqual({ min: 20, max: 30 });
  });

  it('keeps one table of trait maxima per task and variant', () => {
    const maxima = (task: keyof typeof TRAIT_SCALES, variant: 'ACADEMIC' | 'CORE') =>
      TRAIT_SCALES[task][variant]?.traits.map((entry) => `${entry.name} ${entry.max}`);
    expect(maxima('summarizeWrittenText', 'ACADEMIC')).toEqual(['Content 4', 'Form 1', 'Grammar 2', 'Vocabulary 2']);
    expect(maxima('summarizeWrittenText', 'CORE')).toEqual(['Content 2', 'Form 1', 'Grammar 2', 'Vocabulary 2']);
    expect(maxima('writeEssay', 'ACADEMIC')).toEqual([
      'Content 6', 'Development, structure and coherence 6', 'Form 2', 'Grammar 2', 'General linguistic range 6', 'Vocabulary range 2', 'Spelling 2',
    ]);
    expect(maxima('writeEmail', 'CORE')).toEqual([
      'Content 3', 'Formal requirements 2', 'Grammar 2', 'Vocabulary range 2', 'Spelling 2', 'Organisation 2', 'Email conventions 2',
    ]);
    expect(maxima('summarizeSpokenText', 'ACADEMIC')).toEqual(['Content 4', 'Form 2', 'Grammar 2', 'Vocabulary 2', 'Spelling 2']);
    expect(maxima('summarizeSpokenText', 'CORE')).toEqual(['Content 2', 'Form 1', 'Grammar 2', 'Vocabulary 2', 'Spelling 2']);
  });
});

describe('a good answer', () => {
  it('scores full marks on every trait of a one-sentence summary', async () => {
    for (const text of [swt.modelAnswer, swtGood]) {
      const score = await engine.score(swtInput(text));
      expect(score).toMatchObject({ score: 9, maxScore: 9, withinLimits: true, estimate: true, grammarErrors: [] });
      expect(score.keyPointsCovered).toEqual([true, true, true, true]);
      expect(score.words.every((entry) => entry.type === 'CORRECT')).toBe(true);
    }
  });

  it('scores high on every essay trait', async () => {
    const score = await engine.score(essayInput(essay.modelAnswer));
    expect(score.maxScore).toBe(26);
    for (const entry of score.traits) expect(entry.score, `${entry.name}: ${entry.comment}`).toBeGreaterThanOrEqual(entry.max - 1);
    expect(trait(score, 'Content').score).toBe(6);
    expect(trait(score, 'Form').score).toBe(2);
    expect(trait(score, 'Spelling').score).toBe(2);
    expect(score.score).toBeGreaterThanOrEqual(24);
  });

  it('scores a basic, repetitive essay lower on range than the model answer', async () => {
    const basic = await engine.score(essayInput(essayBasic));
    const model = await engine.score(essayInput(essay.modelAnswer));
    expect(trait(basic, 'Form').score).toBe(2);
    expect(trait(basic, 'Vocabulary range').score).toBe(0);
    expect(trait(basic, 'General linguistic range').score).toBeLessThanOrEqual(2);
    expect(trait(basic, 'General linguistic range').score).toBeLessThan(trait(model, 'General linguistic range').score);
    expect(basic.score).toBeLessThan(model.score - 8);
  });

  it('scores full marks on a complete email', async () => {
    const score = await engine.score(emailInput(email.modelAnswer));
    for (const entry of score.traits) expect(entry.score, `${entry.name}: ${entry.comment}`).toBe(entry.max);
    expect(score.keyPointsCovered).toEqual([true, true, true]);
  });

  it('does not mark a correctly capitalised first name as an error', async () => {
    const signed = email.modelAnswer.replace(/\n[^\n]*$/, '\nSam');
    const score = await engine.score(emailInput(signed));
    expect(score.words.find((entry) => entry.word === 'Sam')?.type).toBe('CORRECT');
    expect(score.grammarErrors.filter((error) => error.detail.includes('all-caps'))).toEqual([]);
  });

  it('scores full marks on spoken-text summaries for both variants', async () => {
    const academic = await engine.score(sstInput(sst.modelAnswer));
    expect(academic).toMatchObject({ score: 12, maxScore: 12 });
    const core = await engine.score(sstInput(sstCoreGood, { variant: 'CORE' }));
    expect(core).toMatchObject({ score: 9, maxScore: 9, withinLimits: true });
  });

  it('returns every token of the response in order', async () => {
    const score = await engine.score(essayInput(essay.modelAnswer));
    expect(score.words.map((entry) => entry.word)).toEqual(essay.modelAnswer.split(/\s+/).filter(Boolean));
    expect(score.wordCount).toBe(208);
  });
});

describe('form: out-of-range responses score as the exam does', () => {
  it('gives 0 on every trait to a summary over the word limit', async () => {
    const score = await engine.score(swtInput(`${words(80)}.`));
    expect(score.withinLimits).toBe(false);
    expectAllZero(score);
    expect(trait(score, 'Form').comment).toMatch(/80 words.*5–75/);
    expect(trait(score, 'Content').comment).toMatch(/^Not scored/);
  });

  it('uses the variant: 20 words is fine for Academic SWT but too short for Core', async () => {
    const text = 'Urban parks reduce heat, absorb rainwater and lower stress, but rising rents can push low-income residents out of the area.';
    expect((await engine.score(swtInput(text))).traits.find((entry) => entry.name === 'Form')?.score).toBe(1);
    expectAllZero(await engine.score(swtInput(text, { variant: 'CORE' })));
  });

  it('gives 0 everywhere to an essay under 120 words and partial form credit between 120 and 199', async () => {
    expectAllZero(await engine.score(essayInput(essay.modelAnswer.split(/\s+/).slice(0, 100).join(' '))));
    const short = await engine.score(essayInput(`${essay.modelAnswer.split(/\s+/).slice(0, 160).join(' ')}.`));
    expect(trait(short, 'Form').score).toBe(1);
    expect(trait(short, 'Content').score).toBeGreaterThan(0);
  });

  it('gives 0 everywhere to a spoken-text summary outside 40–100 words or an email under 30', async () => {
    expectAllZero(await engine.score(sstInput(`${words(30)}.`)));
    expectAllZero(await engine.score(emailInput('Dear Sir, my coffee machine is broken. Please send a new one. Regards, Dan')));
  });

  it('gives form 0, and so 0 everywhere, to a summary of two sentences', async () => {
    const text = 'Urban parks reduce heat, flooding and stress for residents. However, they can raise rents and push low-income families out.';
    const score = await engine.score(swtInput(text));
    expect(trait(score, 'Form')).toMatchObject({ score: 0 });
    expect(trait(score, 'Form').comment).toMatch(/2 sentences/);
    expectAllZero(score);
    expect(wordOf(score, 'However')?.type).toBe('EXTRA');
  });

  it('requires a summary to end with a full stop and marks the missing stop', async () => {
    const score = await engine.score(swtInput(swtGood.replace(/\.$/, '')));
    expectAllZero(score);
    expect(score.words.at(-1)).toMatchObject({ type: 'MISSED', word: '.' });
  });

  it('accepts abbreviations and decimals inside a one-sentence summary', async () => {
    const text = 'Green spaces, e.g. parks and gardens, cut city heat by 2.5 degrees and reduce flooding and stress, yet rising rents push low-income residents out.';
    expect(trait(await engine.score(swtInput(text)), 'Form').score).toBe(1);
  });

  it('gives 0 to responses in capitals only or in bullet points', async () => {
    expectAllZero(await engine.score(swtInput(swtGood.toUpperCase())));
    const bullets = sst.modelAnswer.split('. ').map((sentence) => `- ${sentence}`).join('\n');
    const score = await engine.score(sstInput(bullets));
    expectAllZero(score);
    expect(trait(score, 'Form').comment).toMatch(/bullet/);
  });

  it('scores an empty response 0 with a clear comment', async () => {
    const score = await engine.score(swtInput(''));
    expectAllZero(score);
    expect(score).toMatchObject({ wordCount: 0, words: [], grammarErrors: [], keyPointsCovered: [false, false, false, false] });
    expect(score.traits[0].comment).toBe('Not scored: no response.');
  });
});

describe('spelling', () => {
  const withTypos =
    'The lecturer explained that the brain stays active during sleep, when it replays the day and moves information into long-term memory. Students who slept after learning recieve a clear benefit and remembered more words, so a regular sleep schedule is an effective study strategy that protects the enviroment of learning.';

  it('marks planted misspellings with the right suggestion and scores spelling down', async () => {
    const score = await engine.score(sstInput(withTypos));
    expect(wordOf(score, 'enviroment')).toMatchObject({
      type: 'MISSPELLED', suggestion: 'environment', explanation: 'Spelling: did you mean "environment"?',
    });
    expect(wordOf(score, 'recieve')).toMatchObject({ type: 'MISSPELLED', suggestion: 'receive' });
    expect(trait(score, 'Spelling')).toMatchObject({ score: 0, max: 2 });
    expect(trait(score, 'Spelling').comment).toContain('enviroment');
  });

  it('takes one point for a single misspelling', async () => {
    const score = await engine.score(sstInput(withTypos.replace('recieve', 'receive')));
    expect(trait(score, 'Spelling').score).toBe(1);
  });

  it('accepts British and American spellings by default', async () => {
    const text = 'Although urban parks organise the colour of a neighbourhood and help residents organize their leisure, reduce heat, flooding and stress, rising rents can push low-income families out.';
    const score = await engine.score(swtInput(text));
    for (const word of ['organise', 'colour', 'neighbourhood', 'organize']) expect(wordOf(score, word)?.type, word).toBe('CORRECT');
  });

  it('follows a chosen dictionary', async () => {
    const text = 'Although urban parks organise the colour of a neighbourhood and reduce heat, flooding and stress, rising rents can push low-income families out.';
    const american = await engine.score(swtInput(text, { spelling: 'US' }));
    expect(wordOf(american, 'organise')).toMatchObject({ type: 'MISSPELLED', suggestion: 'organize' });
    expect(wordOf(american, 'colour')).toMatchObject({ type: 'MISSPELLED', suggestion: 'color' });
    const british = await engine.score(swtInput(text.replace('colour', 'color'), { spelling: 'UK' }));
    expect(wordOf(british, 'color')).toMatchObject({ type: 'MISSPELLED', suggestion: 'colour' });
    expect(wordOf(british, 'organise')?.type).toBe('CORRECT');
  });

  it('accepts names, numbers and words taken from the source', async () => {
    const source = `${sst.source} The study was led by Dr Wojciechowska at the Krendal Institute, using the zorblat method.`;
    const text = 'Researchers such as Wojciechowska, using the zorblat method with 240 students in 2019, found that sleep moves memories into long-term storage, so students who slept remembered more words and regular sleep is an effective study strategy for everyone.';
    const score = await engine.score(sstInput(text, { source }));
    expect(score.words.filter((entry) => entry.type === 'MISSPELLED')).toEqual([]);
  });
});

describe('grammar', () => {
  it('marks a subject–verb agreement error as a critical, grammatical word', async () => {
    const text = 'The results shows that urban parks reduce heat, flooding and stress, although rising rents can push low-income residents out of their neighbourhoods.';
    const score = await engine.score(swtInput(text));
    expect(wordOf(score, 'shows')).toMatchObject({ type: 'GRAMMATICAL', suggestion: 'show' });
    expect(wordOf(score, 'shows')?.explanation).toMatch(/^Agreement:/);
    const error = score.grammarErrors.find((candidate) => text.slice(candidate.start, candidate.end) === 'shows');
    expect(error).toMatchObject({ type: 'CRITICAL', suggestion: 'show' });
    expect(trait(score, 'Grammar').score).toBeLessThan(2);
    expect(wordOf(score, 'results')?.type).toBe('CORRECT');
  });

  it('grades errors by kind: article moderate, capital letter minor', async () => {
    const text = 'the parks are a important way to reduce heat, flooding and stress, but rising rents can push low-income residents out.';
    const score = await engine.score(swtInput(text));
    const at = (fragment: string) => score.grammarErrors.find((candidate) => text.slice(candidate.start, candidate.end) === fragment);
    expect(at('a')).toMatchObject({ type: 'MODERATE', suggestion: 'an' });
    expect(at('the')).toMatchObject({ type: 'MINOR', suggestion: 'The' });
    expect(wordOf(score, 'important')?.type).toBe('CORRECT');
  });

  it('lowers the grammar score as errors pile up', async () => {
    const text = 'The government should invests in parks, because technology have changed city life, and there is many reasons why residents needs shade; the the rents rise.';
    const score = await engine.score(swtInput(text));
    expect(score.grammarErrors.filter((candidate) => candidate.type === 'CRITICAL').length).toBeGreaterThanOrEqual(3);
    expect(trait(score, 'Grammar').score).toBe(0);
  });
});

describe('content', () => {
  it('gives content 0 to a summary that covers no key point', async () => {
    const text = 'Over the past two decades many cities have turned vacant lots and old railway lines into community gardens for aesthetic reasons.';
    const score = await engine.score(swtInput(text));
    expect(score.keyPointsCovered).toEqual([false, false, false, false]);
    expect(trait(score, 'Content')).toMatchObject({ score: 0, comment: expect.stringMatching(/^Covers 0 of 4 key points/) });
    // The zero rule: a summary with no content credit is not scored further.
    expect(score.score).toBe(0);
    expect(trait(score, 'Grammar')).toMatchObject({ score: 0, comment: expect.stringMatching(/^Not scored: .*no content credit/) });
  });

  it('gives full content when every key point is covered, in other words', async () => {
    // cut ≈ reduce, take in ≈ absorb, wellness ≈ health, tension ≈ stress, force ≈ push (WordNet synonyms).
    const text = 'Since urban parks cut heat, take in rainwater that would otherwise flood streets and improve the wellness of local residents by easing tension, they are valuable, but higher rents can force out low-income households.';
    const score = await engine.score(swtInput(text));
    expect(score.keyPointsCovered).toEqual([true, true, true, true]);
    expect(trait(score, 'Content').score).toBe(4);
  });

  it('gives partial content for some key points', async () => {
    const text = 'Urban parks reduce heat in summer and absorb rainwater, which lowers the risk of flooding in crowded neighbourhoods.';
    const score = await engine.score(swtInput(text));
    expect(score.keyPointsCovered).toEqual([true, true, false, false]);
    expect(trait(score, 'Content').score).toBe(2);
  });

  it('scores an essay on another topic 0 everywhere', async () => {
    const offTopic = Array.from({ length: 12 }, () =>
      'My favourite hobby is painting landscapes with watercolours on quiet Sunday mornings, because colours and light relax me.').join(' ');
    const score = await engine.score(essayInput(offTopic));
    expectAllZero(score);
    expect(trait(score, 'Content').comment).toMatch(/does not address the topic/);
  });
});

describe('email conventions', () => {
  it('takes the conventions points away when greeting and sign-off are missing', async () => {
    const body = email.modelAnswer.split('\n').slice(2, -3).join('\n');
    const score = await engine.score(emailInput(body));
    expect(trait(score, 'Email conventions').score).toBe(0);
    expect(trait(score, 'Email conventions').comment).toMatch(/greeting.*sign-off/);
    expect(trait(score, 'Content').score).toBe(3);
  });

  it('accepts the sign-offs of an email to a friend ("Speak soon", "Love", "See you") and advises a closing line', async () => {
    for (const signOff of ['Speak soon', 'Love', 'See you soon', 'Take care']) {
      const text = `${email.modelAnswer.split('\n').slice(0, -2).join('\n')}\n${signOff},\nAlex`;
      const score = await engine.score(emailInput(text));
      expect(trait(score, 'Email conventions').score, signOff).toBe(2);
    }
    const bare = await engine.score(emailInput(email.modelAnswer.replace(' I look forward to hearing from you soon.', '')));
    expect(trait(bare, 'Email conventions')).toMatchObject({ score: 2, comment: expect.stringMatching(/would also help.*closing line/) });
  });

  it('gives partial credit with a greeting but no sign-off', async () => {
    const withoutEnding = email.modelAnswer.split('\n').slice(0, -3).join('\n').replace(' I look forward to hearing from you soon.', '');
    const score = await engine.score(emailInput(withoutEnding));
    expect(trait(score, 'Email conventions').score).toBe(1);
  });
});

describe('off-topic answers', () => {
  // Another item's model answer, well written but about something else, against the bank's own items.
  const trials = async <Item extends { keyPoints: string[]; modelAnswer: string }>(
    task: WritingScoreInput['task'], variant: WritingScoreInput['variant'], items: Item[], sourceOf: (item: Item) => string,
  ) => {
    const offTopic: number[] = [];
    const own: number[] = [];
    for (let k = 0; k < 10; k += 1) {
      const item = items[k];
      const asked = { task, variant, source: sourceOf(item), keyPoints: item.keyPoints, modelAnswer: item.modelAnswer };
      offTopic.push((await engine.score({ ...asked, text: items[(k + 7) % items.length].modelAnswer })).score);
      own.push((await engine.score({ ...asked, text: item.modelAnswer })).score);
    }
    return { offTopic, own };
  };

  it('scores 0 for a summary or an email about something else, and below the item\'s own model answer', async () => {
    for (const { offTopic, own } of [
      await trials('summarizeWrittenText', 'ACADEMIC', summarizeWrittenText, (item) => item.passage),
      await trials('summarizeSpokenText', 'ACADEMIC', summarizeSpokenText, (item) => item.script),
      await trials('writeEmail', 'CORE', writeEmail, (item) => item.prompt),
    ]) {
      expect(offTopic.filter((score) => score === 0).length).toBeGreaterThanOrEqual(9);
      offTopic.forEach((score, k) => expect(score).toBeLessThan(own[k]));
    }
  }, 120_000);

  it('scores most essays on another topic 0, and every one below the item\'s own model answer', async () => {
    const { offTopic, own } = await trials('writeEssay', 'ACADEMIC', writeEssay, (item) => item.prompt);
    expect(offTopic.filter((score) => score === 0).length).toBeGreaterThanOrEqual(7);
    offTopic.forEach((score, k) => expect(score).toBeLessThan(own[k]));
  }, 120_000);
});

describe('copied prompt text', () => {
  it('gives an email that pastes the prompt back no content: the bank\'s emails, each against its model answer', async () => {
    for (const item of writeEmail.slice(0, 8)) {
      const asItem = { source: item.prompt, keyPoints: item.keyPoints, modelAnswer: item.modelAnswer };
      const pasted = await engine.score({ task: 'writeEmail', variant: 'CORE', text: `Dear Sir or Madam,\n\n${item.prompt} ${item.prompt}\n\nKind regards,\nSam`, ...asItem });
      const own = await engine.score({ task: 'writeEmail', variant: 'CORE', text: item.modelAnswer, ...asItem });
      expect(trait(pasted, 'Content').score, item.key).toBe(0);
      expect(trait(pasted, 'Content').comment, item.key).toMatch(/Covers 0 of/);
      expect(pasted.score, item.key).toBeLessThan(own.score);
    }
  }, 60_000);

  it('still credits an essay point made in the learner\'s own words next to a quoted prompt', async () => {
    const quoted = `${essay.source}\n\n${essay.modelAnswer}`;
    const score = await engine.score(essayInput(quoted));
    expect(trait(score, 'Content').score).toBeGreaterThanOrEqual(trait(await engine.score(essayInput(essay.modelAnswer)), 'Content').score - 1);
  });
});

describe('robustness', () => {
  it('gives the same output for the same input', async () => {
    const input = sstInput('The lecture said the brain is activ during sleep. the results shows that students who slept remembered more words, so regular sleep is a effective study strategy for every students and learners.');
    const first = await engine.score(input);
    const second = await engine.score(input);
    const fresh = await createWritingEngine().score(input);
    expect(second).toEqual(first);
    expect(fresh).toEqual(first);
  });

  it('gives the same results when responses are scored at the same time', async () => {
    const inputs = [essayInput(essay.modelAnswer), emailInput(email.modelAnswer), sstInput(sst.modelAnswer), swtInput(swtGood)];
    const oneByOne: WritingScore[] = [];
    for (const input of inputs) oneByOne.push(await engine.score(input));
    expect(await Promise.all(inputs.map((input) => engine.score(input)))).toEqual(oneByOne);
  });

  it('keeps scoring when a plugged-in grammar checker fails, and merges the findings of one that works', async () => {
    const text = 'Urban parks reduce heat, flooding and stress, although rising rents can push low-income residents out of their area.';
    const failing = createWritingEngine({ grammarCheckers: [{ name: 'broken', check: () => Promise.reject(new Error('offline')) }] });
    expect((await failing.score(swtInput(text))).score).toBe(9);
    const start = text.indexOf('area');
    const strict = createWritingEngine({
      harper: false,
      grammarCheckers: [{
        name: 'strict',
        check: async () => [{ severity: 'MODERATE', category: 'Word choice', message: 'Say "neighbourhood".', start, end: start + 4, suggestion: 'neighbourhood', source: 'strict' }],
      }],
    });
    const score = await strict.score(swtInput(text));
    expect(score.grammarErrors).toEqual([{ type: 'MODERATE', detail: 'Word choice: Say "neighbourhood".', start, end: start + 4, suggestion: 'neighbourhood' }]);
    expect(wordOf(score, 'area')).toMatchObject({ type: 'GRAMMATICAL', suggestion: 'neighbourhood' });
  });

  it('never throws on odd input and explains the zero', async () => {
    const oddTexts = [
      '', '   \n\t ', '😀😀😀 🎉🎉', '<p>Hello <b>world</b></p><script>alert("x")</script>', 'x'.repeat(10_000), 'The cat sat. '.repeat(800),
      'a'.repeat(30_000), '\u0000\u0001\uFFFF\uD800', 'привет мир 中文 العربية', 'asdkjh qwpoei zmxncb lkjhgf '.repeat(80), '.,;:!?'.repeat(50),
    ];
    for (const text of oddTexts) {
      for (const task of ['summarizeWrittenText', 'writeEssay', 'writeEmail', 'summarizeSpokenText'] as const) {
        const score = await engine.score({ task, variant: task === 'writeEmail' ? 'CORE' : 'ACADEMIC', text, ...asked(essay) });
        expect(score.estimate).toBe(true);
        expect(score.score).toBe(0);
        expect(score.traits.every((entry) => entry.comment.length > 0)).toBe(true);
      }
    }
  }, 120_000);

  it('scores garbage field types and unknown tasks as zero instead of throwing', async () => {
    const broken = { task: 'writePoem', variant: 'PLATINUM', text: 42, source: null, keyPoints: 'nope', modelAnswer: undefined } as unknown as WritingScoreInput;
    await expect(engine.score(broken)).resolves.toMatchObject({ score: 0, maxScore: 0, traits: [], estimate: true });
    const noKeyPoints = { task: 'writeEssay', variant: 'ACADEMIC', text: essay.modelAnswer, source: essay.source } as unknown as WritingScoreInput;
    const score = await engine.score(noKeyPoints);
    expect(score.keyPointsCovered).toEqual([]);
    expect(trait(score, 'Content').comment).toMatch(/key ideas? of the source/);
    expect(score.score).toBeGreaterThan(0);
    const nothingToCompare = await engine.score({ task: 'writeEssay', variant: 'ACADEMIC', text: essay.modelAnswer, source: '', keyPoints: [], modelAnswer: '' });
    expect(trait(nothingToCompare, 'Content')).toMatchObject({ score: 0, comment: 'No key points or model answer to judge content against.' });
    expect(trait(nothingToCompare, 'Grammar').score).toBe(2);
  });

  it('scores a task the variant does not offer as zero with the reason', async () => {
    const score = await engine.score({ task: 'writeEssay', variant: 'CORE', text: essay.modelAnswer, ...asked(essay) });
    expectAllZero(score);
    expect(score.traits[0].comment).toMatch(/not part of PTE Core/);
  });

  it('scores an essay quickly once warmed up', async () => {
    await engine.score(essayInput(essay.modelAnswer));
    const started = performance.now();
    for (let run = 0; run < 5; run += 1) await engine.score(essayInput(`${essay.modelAnswer} Run ${run} ends here.`));
    const perEssay = (performance.now() - started) / 5;
    expect(perEssay).toBeLessThan(1500);
  });
});
