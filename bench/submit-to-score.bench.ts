import { afterAll, beforeAll, bench, describe } from 'vitest';
import type { PracticeItem, PracticeQuestion, TaskDefinition } from '@pte-kit/core';
import { taskCatalog } from '@pte-kit/core';
import { bank } from '@pte-kit/content';
import { signIn, testApp } from '../packages/server/src/__tests__/helpers';

/**
 * Submit → score latency of every typed or selected task, through the real app (Fastify inject, PGlite,
 * the writing engine), against the baseline of fetching the same question: the ratio is what scoring
 * and storing an answer cost on top of one API round trip that reads the database.
 */
let ctx: Awaited<ReturnType<typeof testApp>>;
let headers: { authorization: string };
const questions = new Map<string, { id: number; answer: object }>();

const summary =
  'Cities that plan green spaces and public transport carefully give residents healthier and cheaper daily lives, although the changes ' +
  'need steady funding, long-term maintenance and the support of local communities to work well over many years.';

const paragraph =
  'Many people believe that governments should invest more in public services, and there are strong reasons for this view. ' +
  'Well-funded schools give children from every background a fair start, while reliable hospitals protect workers and their families. ' +
  'However, public money is limited, so each project must be judged by the benefits it brings compared with its costs. ';

/** Answers of the length each writing task asks for, so the bench measures full scoring rather than an early zero. */
const writing: Record<string, string> = {
  summarizeWrittenText: summary,
  summarizeSpokenText: `${summary} The speaker also notes that small pilot schemes help councils learn what works.`,
  writeEmail: `Dear Ms Lee,\n\nI am writing to apologise for missing our meeting on Tuesday. ${summary}\n\nCould we meet next week instead?\n\nKind regards,\nSam`,
  writeEssay: `${paragraph}\n\n${paragraph}\n\n${paragraph}\n\nIn conclusion, careful public investment serves everyone.`,
};

/** A plausible answer a learner could send to this question (the first options, a served order, a sentence). */
function answerTo(question: PracticeQuestion): object {
  const content = question.content;
  switch (content.kind) {
    case 'rwFillInTheBlanks':
      return { words: content.blanks.map((blank) => blank.options[0]) };
    case 'fillInTheBlanks':
      return { words: content.wordBank.slice(0, content.blankCount) };
    case 'listeningFillInTheBlanks':
      return { words: Array.from({ length: content.blankCount }, () => 'word') };
    case 'multipleChoiceMultipleAnswers':
    case 'listeningMultipleChoiceMultipleAnswers':
      return { answers: content.options.slice(0, 2).map((option) => option.id) };
    case 'reorderParagraphs':
      return { answers: content.paragraphs.map((paragraph) => paragraph.id) };
    case 'multipleChoiceSingleAnswer':
    case 'listeningMultipleChoiceSingleAnswer':
    case 'highlightCorrectSummary':
    case 'selectMissingWord':
      return { answer: content.options[0].id };
    case 'highlightIncorrectWords':
      return { answers: ['1', '4'] };
    case 'writeFromDictation':
      return { answer: 'the students will submit their work before the end of the week' };
    default:
      return { answer: writing[content.kind] ?? summary };
  }
}

const scoredTasks = taskCatalog.filter((task) => task.scoringKind !== 'speaking');
const pteTypeOf = (task: TaskDefinition) => (task.variants.includes('ACADEMIC') ? 'PTE Academic' : 'PTE Core');

beforeAll(async () => {
  ctx = await testApp(undefined, bank);
  const { seedDemoLearners } = await import('../packages/server/src/seed');
  await seedDemoLearners(ctx.app.repositories.users);
  const premium = await signIn(ctx.app, 'premium@pte.test', 'Practice123!');
  if (!premium.ok) throw new Error('sign-in failed');
  headers = premium.auth;
  // The scoring thread's engines load before the first measured answer (a first answer waits seconds for them).
  await ctx.app.scoringJobs.warmUp();
  for (const task of scoredTasks) {
    const item = (await ctx.app.inject({ method: 'GET', url: `/api/${task.skill}/${task.apiTask}/1`, headers })).json() as PracticeItem;
    questions.set(task.key, { id: item.question.id, answer: answerTo(item.question) });
  }
});

afterAll(async () => ctx?.close());

for (const task of scoredTasks) {
  describe(`${task.name} (${task.skill})`, () => {
    bench('baseline: fetch the question', async () => {
      await ctx.app.inject({ method: 'GET', url: `/api/${task.skill}/${task.apiTask}/1`, headers });
    }, { time: 400 });

    bench('submit and score an answer', async () => {
      const { id, answer } = questions.get(task.key)!;
      const response = await ctx.app.inject({
        method: 'POST', url: `/api/${task.skill}/${task.apiTask}/${id}`, headers,
        payload: { ...answer, duration: 30, pteType: pteTypeOf(task) },
      });
      if (response.statusCode === 202) {
        // A writing answer is scored by a job: polled as the client polls it, every 250 ms.
        const answerId = (response.json() as { id: number }).id;
        for (;;) {
          await new Promise((resolve) => setTimeout(resolve, 250));
          const answer = (await ctx.app.inject({ method: 'GET', url: `/api/${task.skill}/${task.apiTask}/answer/${answerId}`, headers })).json() as { status: string };
          if (answer.status === 'SCORED') break;
          if (answer.status !== 'SCORING') throw new Error(`${task.key}: ${answer.status}`);
        }
      } else if (response.statusCode !== 201) throw new Error(`${task.key}: ${response.statusCode} ${response.body}`);
    }, { time: 400 });
  });
}
