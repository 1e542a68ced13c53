import type { FastifyInstance } from 'fastify';
import {
  LIMITS, getTask, pteTypeOf, timingsOf, variantOf, type MockAttemptSummary, type MockLatestScores, type MockAttemptView, type MockForm, type MockFormSummary, type MockTestsList,
  type ObjectiveScore,
} from '@pte-kit/core';
import { AppError, errors } from '../../../errors';
import { MAX_RECORDING_BYTES, SPEAKING_BODY_LIMIT, decodeRecording, recordingsDir, removeRecording, storeRecording } from '../../../media/recordings';
import { mockReport } from '../../../mockTests/report';
import { finish, next, phaseOf, sectionAt, sectionStarts, settle, unchanged, type SittingState } from '../../../mockTests/sitting';
import type { MockAttemptRow } from '../../../repositories/mockTests';
import { isPremium, isUniqueViolation, type UserRow } from '../../../repositories/users';
import { scoreObjectiveAnswer } from '../../../scoring/objective';
import { decodeAudio, recordingLimitSeconds } from '../../../scoring/speech/audio';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

const tags = ['mockTests'];

/** TRIAL learners take this many mock tests. */
const TRIAL_ATTEMPTS = 1;

const TRIAL_USED =
  'The free plan includes one mock test, and you have started it. Upgrade to a premium plan to take more; the report of your free test stays here.';

const attemptParams = {
  type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

const sectionSchema = {
  type: 'object',
  properties: { key: { type: 'string' }, name: { type: 'string' }, seconds: { type: 'integer' }, items: { type: 'integer' } },
} as const;

const formSchema = {
  type: 'object',
  properties: {
    id: { type: 'string' }, name: { type: 'string' }, variant: { type: 'string' }, kind: { type: 'string', enum: ['FULL', 'SECTION'] },
    skill: { type: 'string' }, minutes: { type: 'integer' }, itemCount: { type: 'integer' }, sections: { type: 'array', items: sectionSchema },
  },
} as const;

const attemptSummarySchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, formId: { type: 'string' }, formName: { type: 'string' }, status: { type: 'string' },
    startedAt: { type: 'string' }, finishedAt: { type: ['string', 'null'] }, overall: { type: ['integer', 'null'] },
  },
} as const;

const latestScoresSchema = {
  type: ['object', 'null'],
  description: 'null: no scored full mock test of my exam yet',
  properties: {
    attemptId: { type: 'integer' }, formId: { type: 'string' }, formName: { type: 'string' }, variant: { type: 'string', enum: ['ACADEMIC', 'CORE'] },
    finishedAt: { type: 'string', description: 'When the sitting ended (ISO)' },
    overall: { type: 'integer' }, listening: { type: 'integer' }, reading: { type: 'integer' }, speaking: { type: 'integer' }, writing: { type: 'integer' },
  },
} as const;

const attemptViewSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' }, formId: { type: 'string' }, formName: { type: 'string' }, variant: { type: 'string' }, pteType: { type: 'string' },
    status: { type: 'string', enum: ['IN_PROGRESS', 'FINISHED', 'EXPIRED'] }, phase: { type: 'string', enum: ['BREAK', 'ITEM', 'FINISHED'] },
    position: { type: 'integer' }, total: { type: 'integer' }, answered: { type: 'integer' }, sectionIndex: { type: 'integer' },
    sections: {
      type: 'array',
      items: { type: 'object', properties: { ...sectionSchema.properties, deadline: { type: ['string', 'null'] }, closed: { type: 'boolean' } } },
    },
    remainingSeconds: { type: ['integer', 'null'] },
    item: {
      type: ['object', 'null'],
      properties: {
        position: { type: 'integer' }, taskKey: { type: 'string' }, skill: { type: 'string' }, apiTask: { type: 'string' }, name: { type: 'string' },
        instruction: { type: 'string' }, timings: { type: 'object', additionalProperties: true }, questionId: { type: 'integer' },
        title: { type: 'string' }, content: { type: 'object', additionalProperties: true, description: 'The question as its practice page shows it; never its key' },
        answered: { type: 'boolean' },
      },
    },
    startedAt: { type: 'string' }, finishedAt: { type: ['string', 'null'] },
  },
} as const;

const word = { type: 'string', maxLength: 100 };

/** Every field any task's practice submit takes; which are required depends on the item (checked in the handler). */
const answerBodySchema = {
  type: 'object',
  additionalProperties: false,
  properties: {
    words: { type: 'array', items: word, maxItems: 20 },
    answers: { type: 'array', items: { type: 'string', maxLength: 100 }, maxItems: 400 },
    answer: { type: 'string', maxLength: LIMITS.writingAnswerChars },
    accent: { type: 'string', enum: ['US', 'UK', 'AU', 'IN'] },
    answerRequest: { type: 'string', minLength: 1, maxLength: Math.ceil((MAX_RECORDING_BYTES * 4) / 3) + 200, description: 'Speaking: the recording as base64 mp3' },
    duration: { type: 'integer', minimum: 0, maximum: 86400, default: 0 },
  },
} as const;

/** The field each kind of answer must carry, as the practice submit requires it. */
const REQUIRED_FIELD = {
  blanks: 'words', multipleAnswers: 'answers', reorder: 'answers', highlightWords: 'answers', singleChoice: 'answer', dictation: 'answer',
  writing: 'answer', speaking: 'answerRequest',
} as const;

function summaryOf(form: MockForm): MockFormSummary {
  return {
    id: form.id, name: form.name, variant: form.variant, kind: form.kind, ...(form.skill ? { skill: form.skill } : {}),
    minutes: Math.round(form.sections.reduce((sum, section) => sum + section.seconds, 0) / 60), itemCount: form.items.length, sections: form.sections,
  };
}

/** Mock tests: forms, sittings under the exam's rules, and the report (docs/mock-tests.md). */
export default async function mockTestRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);
  const { mockTests, answers } = app.repositories;

  const formName = async (formId: string) => (await mockTests.forms()).find((form) => form.id === formId)?.name ?? formId;

  /** The learner's attempt brought up to the server's clock (closed sections, expiry stored), or 404. */
  async function current(user: UserRow, id: number): Promise<{ attempt: MockAttemptRow; state: SittingState }> {
    for (let tries = 0; tries < 3; tries += 1) {
      const attempt = await mockTests.own(user.id, id);
      if (!attempt) throw errors.notFound('The mock test');
      const state = settle(attempt, new Date());
      if (unchanged(attempt, state) || (await mockTests.move(attempt, state))) return { attempt, state };
    }
    throw errors.conflict('The mock test changed in another window; reload it to carry on.');
  }

  async function viewOf(attempt: MockAttemptRow, state: SittingState, now = new Date()): Promise<MockAttemptView> {
    const answered = new Set(await mockTests.answeredPositions(attempt.id));
    const phase = phaseOf(attempt, state);
    const sectionIndex = sectionAt(attempt, state.position);
    const starts = sectionStarts(attempt);
    let item: MockAttemptView['item'] = null;
    if (phase === 'ITEM') {
      const entry = attempt.items[state.position]!;
      const task = getTask(entry.taskKey);
      const question = (await mockTests.questionsOf([entry.questionId])).get(entry.questionId);
      if (!question) throw errors.notFound('The question of this item');
      // The content only: the key, the explanation and the recording's script stay on the server.
      item = {
        position: state.position, taskKey: task.key, skill: task.skill, apiTask: task.apiTask, name: task.name, instruction: task.instruction,
        timings: timingsOf(task, attempt.variant), questionId: question.id, title: question.title, content: question.content, answered: answered.has(state.position),
      };
    }
    const deadline = state.deadlines[sectionIndex];
    return {
      id: attempt.id, formId: attempt.formId, formName: await formName(attempt.formId), variant: attempt.variant, pteType: pteTypeOf(attempt.variant),
      status: state.status, phase, position: state.position, total: attempt.items.length, answered: answered.size, sectionIndex,
      sections: attempt.sections.map((section, index) => ({
        ...section, items: starts[index + 1]! - starts[index]!, deadline: state.deadlines[index] ?? null,
        closed: state.status !== 'IN_PROGRESS' || index < sectionIndex,
      })),
      remainingSeconds: phase === 'ITEM' && deadline ? Math.max(0, Math.round((Date.parse(deadline) - now.getTime()) / 1000)) : null,
      item,
      startedAt: attempt.startedAt.toISOString(),
      finishedAt: state.finishedAt?.toISOString() ?? null,
    };
  }

  /**
   * The reports of finished attempts, keyed by attempt: their questions and answers are read in one statement each,
   * whatever the number of attempts (the list and the latest scores).
   */
  async function reportsOf(rows: MockAttemptRow[]): Promise<Map<number, ReturnType<typeof mockReport>>> {
    if (!rows.length) return new Map();
    const [questions, answered] = await Promise.all([
      mockTests.questionsOf([...new Set(rows.flatMap((row) => row.items.map((item) => item.questionId)))]),
      mockTests.answersOfAttempts(rows.map((row) => row.id)),
    ]);
    return new Map(rows.map((row) => [row.id, mockReport(row, '', questions, answered.filter((answer) => answer.attemptId === row.id))]));
  }

  /** Applies a move to the attempt read in `read`; a concurrent move first is a 409 the client resolves by reloading. */
  async function moveTo(read: { attempt: MockAttemptRow }, state: SittingState) {
    if (!unchanged(read.attempt, state) && !(await mockTests.move(read.attempt, state))) {
      throw errors.conflict('The mock test moved on in another window; reload it to carry on.');
    }
    return viewOf(read.attempt, state);
  }

  app.get('/api/mockTests', {
    schema: {
      tags, summary: 'The mock test forms, my attempts, and how many more my plan allows', security: bearer,
      response: {
        200: {
          type: 'object',
          properties: {
            forms: { type: 'array', items: formSchema },
            attempts: { type: 'array', items: attemptSummarySchema },
            allowance: {
              type: 'object',
              properties: { plan: { type: 'string', enum: ['PREMIUM', 'TRIAL'] }, remaining: { type: ['integer', 'null'] }, message: { type: ['string', 'null'] } },
            },
          },
        },
        ...errorResponses,
      },
    },
  }, async (request): Promise<MockTestsList> => {
    const user = request.user!;
    const [forms, rows] = await Promise.all([mockTests.forms(), mockTests.list(user.id)]);
    const names = new Map(forms.map((form) => [form.id, form.name]));
    const reports = await reportsOf(rows.filter((row) => row.status !== 'IN_PROGRESS'));
    const attempts: MockAttemptSummary[] = rows.map((row) => {
      const report = reports.get(row.id);
      return {
        id: row.id, formId: row.formId, formName: names.get(row.formId) ?? row.formId, status: row.status,
        startedAt: row.startedAt.toISOString(), finishedAt: row.finishedAt?.toISOString() ?? null,
        overall: report?.status === 'SCORED' ? report.overall.score : null,
      };
    });
    const premium = isPremium(user);
    const remaining = premium ? null : Math.max(0, TRIAL_ATTEMPTS - rows.length);
    return {
      forms: forms.map(summaryOf), attempts,
      allowance: { plan: premium ? 'PREMIUM' : 'TRIAL', remaining, message: remaining === 0 ? TRIAL_USED : null },
    };
  });

  app.get('/api/mockTests/latestScores', {
    schema: {
      tags, security: bearer,
      summary: 'The skills of my latest scored full mock test of my exam (PTE Academic or PTE Core), for the study plan; latest null before there is one',
      description: 'Section mocks, sittings of the other exam, sittings in progress and reports still being scored are passed over.',
      response: { 200: { type: 'object', properties: { latest: latestScoresSchema } }, ...errorResponses },
    },
  }, async (request): Promise<{ latest: MockLatestScores | null }> => {
    const user = request.user!;
    const variant = variantOf(user.pteType);
    const [forms, rows] = await Promise.all([mockTests.forms(), mockTests.list(user.id)]);
    const kinds = new Map(forms.map((form) => [form.id, form.kind]));
    // A form the bank no longer builds keeps its kind in its id: full forms are a letter and a number (A1, C2).
    const full = (formId: string) => (kinds.get(formId) ?? (/^[A-Z]\d+$/.test(formId) ? 'FULL' : 'SECTION')) === 'FULL';
    const candidates = rows.filter((row) => row.status !== 'IN_PROGRESS' && row.variant === variant && full(row.formId));
    const reports = await reportsOf(candidates);
    for (const row of candidates) {
      const report = reports.get(row.id);
      if (report?.status !== 'SCORED') continue;
      const { L, R, S, W } = report.skills;
      if (!L || !R || !S || !W) continue;
      return {
        latest: {
          attemptId: row.id, formId: row.formId, formName: forms.find((form) => form.id === row.formId)?.name ?? row.formId, variant: row.variant,
          finishedAt: (row.finishedAt ?? row.startedAt).toISOString(),
          overall: report.overall.score, listening: L.score, reading: R.score, speaking: S.score, writing: W.score,
        },
      };
    }
    return { latest: null };
  });

  app.post('/api/mockTests/attempts', {
    schema: {
      tags, summary: 'Start a mock test: the sitting opens at the intro of its first section (premium: any number; free plan: one)', security: bearer,
      body: { type: 'object', required: ['formId'], additionalProperties: false, properties: { formId: { type: 'string', minLength: 1, maxLength: 32 } } } as const,
      response: { 201: attemptViewSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const user = request.user!;
    const form = (await mockTests.forms()).find((candidate) => candidate.id === request.body.formId);
    if (!form) throw errors.notFound(`The mock test ${request.body.formId}`);
    const now = new Date();
    const started = await mockTests.start(user.id, form, (attempts) => {
      const open = attempts.find((attempt) => settle(attempt, now).status === 'IN_PROGRESS');
      if (open) throw errors.conflict(`You are in the middle of mock test ${open.formId} (attempt ${open.id}). Finish it or carry on with it before starting another.`);
      if (!isPremium(user) && attempts.length >= TRIAL_ATTEMPTS) throw new AppError(403, TRIAL_USED);
    });
    const view = await viewOf(started, settle(started, now));
    return reply.code(201).send(view);
  });

  app.get('/api/mockTests/attempts/:id', {
    schema: {
      tags, summary: 'My sitting as resumed: the phase, the current item without its key, the section time left by the server\'s clock',
      security: bearer, params: attemptParams, response: { 200: attemptViewSchema, ...errorResponses },
    },
  }, async (request) => {
    const read = await current(request.user!, request.params.id);
    return viewOf(read.attempt, read.state);
  });

  app.post('/api/mockTests/attempts/:id/next', {
    schema: {
      tags, security: bearer, params: attemptParams,
      summary: 'Next: at a section intro, starts its timer; on an item, leaves it (an unanswered item scores 0). `position` is where the client is; a repeat of a move already made answers the sitting as it is',
      body: { type: 'object', required: ['position'], additionalProperties: false, properties: { position: { type: 'integer', minimum: 0, maximum: 1000 } } } as const,
      response: { 200: attemptViewSchema, ...errorResponses },
    },
  }, async (request) => {
    const read = await current(request.user!, request.params.id);
    const { state } = read;
    const { position } = request.body;
    // A retried Next (the answer to the first was lost) or a section that closed meanwhile: the sitting as it is now.
    if (state.status !== 'IN_PROGRESS' || position < state.position) return viewOf(read.attempt, state);
    if (position > state.position) throw errors.conflict(`Item ${position + 1} is not open yet; you are on item ${state.position + 1}.`);
    return moveTo(read, next(read.attempt, state, new Date()));
  });

  app.post('/api/mockTests/attempts/:id/finish', {
    schema: {
      tags, summary: 'Finish the sitting now: items not answered score 0; finishing a finished sitting changes nothing', security: bearer,
      params: attemptParams, response: { 200: attemptViewSchema, ...errorResponses },
    },
  }, async (request) => {
    const read = await current(request.user!, request.params.id);
    return moveTo(read, finish(read.attempt, read.state, new Date()));
  });

  app.post<{ Params: { id: number; position: number }; Body: { words?: string[]; answers?: string[]; answer?: string; accent?: string; answerRequest?: string; duration: number } }>(
    '/api/mockTests/attempts/:id/items/:position/answer',
    {
      bodyLimit: SPEAKING_BODY_LIMIT,
      schema: {
        tags, security: bearer,
        summary: 'Answer the current item, once, as the practice submit of its task takes it (words, answers, answer or answerRequest). Stored at once; scored like a practice answer; no score until the report',
        params: { type: 'object', required: ['id', 'position'], properties: { id: attemptParams.properties.id, position: { type: 'integer', minimum: 0, maximum: 1000 } } },
        body: answerBodySchema,
        response: {
          201: { type: 'object', properties: { position: { type: 'integer' }, status: { type: 'string', enum: ['SCORED', 'SCORING'] } } },
          ...errorResponses,
        },
      },
    },
    async (request, reply) => {
      const user = request.user!;
      const { position } = request.params;
      const read = await current(user, request.params.id);
      const { attempt, state } = read;
      if (state.status !== 'IN_PROGRESS') throw errors.conflict('This mock test is over: it takes no more answers.');
      if (position < state.position) {
        throw errors.conflict(`Item ${position + 1} is behind you: as in the exam, you cannot go back to an earlier item${position < sectionStarts(attempt)[sectionAt(attempt, state.position)]! ? ' or a closed section' : ''}.`);
      }
      if (position > state.position) throw errors.conflict(`Item ${position + 1} is not open yet; you are on item ${state.position + 1}.`);
      if (phaseOf(attempt, state) === 'BREAK') throw errors.conflict('Start the section first: its timer has not begun.');
      if ((await mockTests.answeredPositions(attempt.id)).includes(position)) throw errors.conflict(`Item ${position + 1} already has an answer: each item takes one.`);

      const entry = attempt.items[position]!;
      const task = getTask(entry.taskKey);
      const submission = request.body;
      const field = REQUIRED_FIELD[task.scoringKind];
      if (submission[field] === undefined) throw errors.badRequest(`${task.name} is answered with "${field}".`, field);
      const question = (await mockTests.questionsOf([entry.questionId])).get(entry.questionId);
      if (!question) throw errors.notFound('The question of this item');
      const pteType = pteTypeOf(attempt.variant);
      const base = { userId: user.id, questionId: question.id, task, pteType, duration: submission.duration, answerKey: question.answerKey };

      if (task.scoringKind === 'speaking' || task.scoringKind === 'writing') {
        const recording = task.scoringKind === 'speaking' ? decodeRecording(submission.answerRequest ?? '') : undefined;
        // Not audio, empty or longer than the task allows: refused now (ffmpeg, in a child process), not by the job.
        if (recording) await decodeAudio(recording, recordingLimitSeconds(task.apiTask));
        const dir = recordingsDir(app.config.dataDir);
        const audio = recording ? await storeRecording(dir, recording) : undefined;
        let answerId: number;
        try {
          answerId = await app.db.transaction(async (tx) => {
            const pending = await answers.insert(tx, {
              ...base, answers: recording ? [] : [submission.answer ?? ''], score: 0, maxScore: 0,
              result: { results: [], ...(audio ? { audio } : {}) }, status: 'SCORING',
            });
            await mockTests.recordAnswer(tx, attempt.id, position, question.id, pending.id);
            return pending.id;
          });
        } catch (error) {
          if (audio) await removeRecording(dir, audio);
          throw duplicateAsConflict(error, position);
        }
        // The sitting's answers do not spend the free plan's AI quota: the plan's one mock test includes its scoring.
        await app.scoringJobs.enqueue({ kind: task.scoringKind, answerId, reserved: false, audio: recording, learnerId: request.user!.id });
        return reply.code(201).send({ position, status: 'SCORING' });
      }

      const scored: ObjectiveScore = scoreObjectiveAnswer(question.content, question.answerKey, submission);
      const given = submission.words ?? submission.answers ?? [submission.answer ?? ''];
      try {
        await app.db.transaction(async (tx) => {
          const record = await answers.insert(tx, {
            ...base, answers: [...given], score: scored.score, maxScore: scored.max,
            result: { results: scored.results, ...(scored.pairs ? { pairs: scored.pairs } : {}) },
          });
          await mockTests.recordAnswer(tx, attempt.id, position, question.id, record.id);
        });
      } catch (error) {
        throw duplicateAsConflict(error, position);
      }
      // A sitting's answer is practice of its question like any other: the community's answers show it.
      app.readCache.changed('answers');
      return reply.code(201).send({ position, status: 'SCORED' });
    },
  );

  app.get('/api/mockTests/attempts/:id/report', {
    schema: {
      tags, security: bearer, params: attemptParams,
      summary: 'The score report of a finished sitting: overall and the four skills on 10–90 with bands, the enabling skills, each answer with its score and model answer; 202 SCORING while answers are being scored',
      response: {
        200: { type: 'object', additionalProperties: true, description: 'MockReport (core): overall, skills, enabling, items' },
        202: { type: 'object', properties: { status: { type: 'string', enum: ['SCORING'] }, scored: { type: 'integer' }, total: { type: 'integer' } } },
        ...errorResponses,
      },
    },
  }, async (request, reply) => {
    const { attempt, state } = await current(request.user!, request.params.id);
    if (state.status === 'IN_PROGRESS') throw errors.conflict('The report is ready once the mock test is finished.');
    const report = mockReport(
      { ...attempt, status: state.status }, await formName(attempt.formId),
      await mockTests.questionsOf(attempt.items.map((item) => item.questionId)), await mockTests.answersOf(attempt.id),
    );
    return reply.code(report.status === 'SCORING' ? 202 : 200).send(report);
  });
}

/** Two answers for one item at once: the primary key lets one in; the other hears why. */
function duplicateAsConflict(error: unknown, position: number): unknown {
  return isUniqueViolation(error) ? errors.conflict(`Item ${position + 1} already has an answer: each item takes one.`) : error;
}
