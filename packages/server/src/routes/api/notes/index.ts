import type { FastifyInstance } from 'fastify';
import { LIMITS, MESSAGES, NOTE_SORTS, skills, taskCatalog, type Skill } from '@pte-kit/core';
import { parseDateOrDateTime } from '../../../calendar';
import { errors } from '../../../errors';
import type { NoteContent } from '../../../repositories/notes';
import { noteText, sanitizeNoteHtml, withoutControlCharacters } from '../../../richText';
import { page, pageSchema } from '../page';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

const MAX_ID = 2_147_483_647;
const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;

const noteSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    description: { type: 'string', description: 'Sanitised rich text (HTML)' },
    version: { type: 'integer' },
    practiceId: { type: 'integer' },
    skill: { type: 'string' },
    task: { type: 'string', description: 'API task name of the question' },
    title: { type: 'string', description: "The question's title" },
    createdDate: { type: 'string', format: 'date-time' },
    lastModifiedDate: { type: 'string', format: 'date-time' },
  },
} as const;

const notePageSchema = pageSchema('noteDtoList', noteSchema);

const pageQuery = {
  page: { type: 'integer', minimum: 0, maximum: 100_000, default: 0, description: '0-based' },
  size: { type: 'integer', minimum: 1, maximum: 100, default: LIMITS.notePageSize },
} as const;

const descriptionSchema = {
  type: 'string',
  description: `Rich text (HTML from the note editor): at most ${LIMITS.noteChars} characters of text, not empty. `
    + 'Kept: h1–h4, p, br, strong/b, em/i, u, s, ol/ul/li, span with color / background-color; everything else is removed.',
} as const;

const withConflict = { ...errorResponses, 409: { $ref: 'ApiError#' } } as const;

/** The editor's rules, again on the server: sanitised HTML whose text is not empty and within the limit. */
function noteContent(description: string): NoteContent {
  if (description.length > LIMITS.noteHtmlChars) {
    throw errors.badRequest(`The note's formatting is too large to save (over ${LIMITS.noteHtmlChars} characters of HTML). Remove some formatting and try again.`, 'description');
  }
  const html = sanitizeNoteHtml(description);
  const plainText = noteText(html);
  if (!plainText.trim()) throw errors.badRequest('Write something in the note before saving: it is empty.', 'description');
  if (plainText.length > LIMITS.noteChars) {
    throw errors.badRequest(
      `${MESSAGES.noteCharLimit(LIMITS.noteChars)}: the note has ${plainText.length} characters. Shorten it to save.`, 'description',
    );
  }
  return { description: html, plainText };
}

function dateParam(value: string | undefined, field: string, endOfDay: boolean): Date | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const date = parseDateOrDateTime(value, endOfDay);
  if (!date) throw errors.badRequest(`${field} must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm:ssZ).`, field);
  return date;
}

/** Tasks behind a practice type: an API task name (fillInTheBlanks is both a reading and a listening task) or skill.apiTask. */
function tasksOfType(type: string, skill?: Skill) {
  const tasks = taskCatalog.filter((task) => (task.apiTask === type || task.key === type) && (!skill || task.skill === skill));
  if (!tasks.length) {
    const known = [...new Set(taskCatalog.filter((task) => !skill || task.skill === skill).map((task) => task.apiTask))];
    throw errors.badRequest(`${type} is not a practice type${skill ? ` of ${skill}` : ''}. Use one of: ${known.join(', ')}.`, 'type');
  }
  return tasks.map((task) => ({ skill: task.skill, task: task.apiTask }));
}

export default async function noteRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);
  const { notes, questions } = app.repositories;
  const tags = ['notes'];

  async function requireQuestion(practiceId: number) {
    if (!(await questions.byIdAnyTask(practiceId))) throw errors.notFound(`Question ${practiceId}`);
  }

  app.get('/api/notes', {
    schema: {
      tags, summary: 'My notes, most recently saved first (0-based page)', security: bearer,
      querystring: { type: 'object', properties: pageQuery } as const,
      response: { 200: notePageSchema, ...errorResponses },
    },
  }, async (request) => {
    const { page: number, size } = request.query;
    const { items, total } = await app.readCache.get(request, () => notes.list(request.user!.id, { page: number, size }));
    return page('noteDtoList', items, { number, size, total });
  });

  app.get('/api/notes/practiceType/:type', {
    schema: {
      tags, security: bearer,
      summary: 'My notes on questions of one practice type, filtered by date and text',
      description: 'type is an API task name (rwFillInTheBlanks, writeFromDictation…). fillInTheBlanks, multipleChoiceMultipleAnswers and '
        + 'multipleChoiceSingleAnswer exist in reading and listening: add skill, or write reading.fillInTheBlanks, to pick one. '
        + 'startDateTime and endDateTime bound the last-modified time (YYYY-MM-DD covers the whole day, UTC).',
      params: { type: 'object', required: ['type'], properties: { type: { type: 'string', minLength: 1, maxLength: 60 } } } as const,
      querystring: {
        type: 'object',
        properties: {
          ...pageQuery,
          sort: { type: 'string', enum: [...NOTE_SORTS], default: 'lastModifiedDate:desc' },
          startDateTime: { type: 'string', maxLength: 40 },
          endDateTime: { type: 'string', maxLength: 40 },
          description: { type: 'string', maxLength: 200, description: 'Text to find in the note' },
          skill: { type: 'string', enum: [...skills] },
        },
      } as const,
      response: { 200: notePageSchema, ...errorResponses },
    },
  }, async (request) => {
    const { page: number, size, sort, startDateTime, endDateTime, description, skill } = request.query;
    const tasks = tasksOfType(request.params.type, skill);
    const from = dateParam(startDateTime, 'startDateTime', false);
    const to = dateParam(endDateTime, 'endDateTime', true);
    if (from && to && from > to) throw errors.badRequest('startDateTime must not be after endDateTime.', 'startDateTime');
    const search = description === undefined ? undefined : withoutControlCharacters(description);
    const { items, total } = await app.readCache.get(request, () => notes.list(request.user!.id, { page: number, size, sort, tasks, from, to, search }));
    return page('noteDtoList', items, { number, size, total });
  });

  app.get('/api/notes/:id', {
    schema: {
      tags, summary: 'One of my notes', security: bearer,
      params: { type: 'object', required: ['id'], properties: { id: idSchema } } as const,
      response: { 200: noteSchema, ...errorResponses },
    },
  }, async (request) => notes.get(request.params.id, request.user!.id));

  app.post('/api/notes', {
    schema: {
      tags, security: bearer,
      summary: 'Add my note to a question (one note per question: a second one is a 409, edit the first with PUT)',
      body: { type: 'object', required: ['practiceId', 'description'], properties: { practiceId: idSchema, description: descriptionSchema } } as const,
      response: { 201: noteSchema, ...withConflict },
    },
  }, async (request, reply) => {
    const { practiceId, description } = request.body;
    const content = noteContent(description);
    await requireQuestion(practiceId);
    return reply.code(201).send(await notes.create(request.user!.id, practiceId, content));
  });

  app.put('/api/notes/:id', {
    schema: {
      tags, security: bearer,
      summary: 'Save my note over the version I read (a stale version is a 409)',
      params: { type: 'object', required: ['id'], properties: { id: idSchema } } as const,
      body: {
        type: 'object', required: ['description', 'practiceId', 'version'],
        properties: { description: descriptionSchema, practiceId: idSchema, version: { type: 'integer', minimum: 0, maximum: MAX_ID } },
      } as const,
      response: { 200: noteSchema, ...withConflict },
    },
  }, async (request) => {
    const { practiceId, description, version } = request.body;
    return notes.update(request.params.id, request.user!.id, practiceId, version, noteContent(description));
  });

  app.delete('/api/notes/:id', {
    schema: {
      tags, summary: 'Delete my note', security: bearer,
      params: { type: 'object', required: ['id'], properties: { id: idSchema } } as const,
      response: { 204: { type: 'null' }, ...errorResponses },
    },
  }, async (request, reply) => {
    await notes.remove(request.params.id, request.user!.id);
    return reply.code(204).send();
  });
}
