import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  BOOKMARK_TYPES, PRACTICE_STATUSES, REVIEW_GRADES, VOCAB_PAGE_SIZE, VOCAB_SORTS, isTaskOffered, skills, taskCatalog, variantOf,
  type BookmarkType, type Skill, type WordDto,
} from '@pte-kit/core';
import { parseDateOrDateTime } from '../../../calendar';
import { DICTIONARY_WORD, MAX_WORD_LENGTH, lookupWord, normaliseWord } from '../../../dictionary/index';
import { errors } from '../../../errors';
import { bookIdsForWords } from '../../../repositories/books';
import type { UserRow } from '../../../repositories/users';
import { withoutControlCharacters } from '../../../richText';
import { page, pageSchema } from '../page';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

const MAX_ID = 2_147_483_647;
const NOTE_CHARS = 5000;
const REVIEW_LIMIT = 20;
const idSchema = { type: 'integer', minimum: 1, maximum: MAX_ID } as const;
const idParams = { type: 'object', required: ['id'], properties: { id: idSchema } } as const;
const versionSchema = { type: 'integer', minimum: 0, maximum: MAX_ID, description: 'The version last read: a stale one is a 409' } as const;
const bookmarkSchema = { type: 'string', enum: [...BOOKMARK_TYPES] } as const;
const noteSchema = { type: ['string', 'null'], maxLength: NOTE_CHARS, description: `Plain text of at most ${NOTE_CHARS} characters; null or '' removes the note` } as const;
const wordSchema = { type: 'string', minLength: 1, maxLength: 60, description: 'A dictionary word; stored as the headword the dictionary files it under' } as const;
const withConflict = { ...errorResponses, 409: { $ref: 'ApiError#' } } as const;

const entryProperties = {
  id: { type: 'integer' },
  word: { type: 'string' },
  bookmark: { type: 'string', enum: [...BOOKMARK_TYPES] },
  practiceCount: { type: 'integer' },
  note: { type: ['string', 'null'] },
  createdDate: { type: 'string', format: 'date-time' },
  version: { type: 'integer' },
} as const;
const vocabEntrySchema = {
  type: 'object',
  properties: { ...entryProperties, practiceType: { type: ['string', 'null'] }, skillType: { type: ['string', 'null'] } },
} as const;
/** The dictionary's Word, as GET /api/dictionary/{word} answers it, passed through whole. */
const wordDetailsSchema = { type: ['object', 'null'], additionalProperties: true, description: 'The dictionary entry (WordDto); null when the dictionary no longer has the word' } as const;
const vocabDetailsSchema = { type: 'object', properties: { ...vocabEntrySchema.properties, details: wordDetailsSchema } } as const;
const pronunciationEntrySchema = { type: 'object', properties: { ...entryProperties, lastScore: { type: ['integer', 'null'] } } } as const;
const spellingEntrySchema = { type: 'object', properties: entryProperties } as const;
const countSchema = {
  type: 'object',
  properties: { practiceType: { type: 'string' }, skillType: { type: 'string' }, practicedCount: { type: 'integer' }, totalCount: { type: 'integer' } },
} as const;

const listProperties = {
  page: { type: 'integer', minimum: 0, maximum: 100_000, default: 0, description: '0-based' },
  size: { type: 'integer', minimum: 1, maximum: 100, default: VOCAB_PAGE_SIZE },
  word: { type: 'string', maxLength: 60, description: 'Words containing this text, case aside' },
  bookmarkTypes: { type: 'array', items: bookmarkSchema, maxItems: 6, description: 'Comma-separated (HARD,EASY) or repeated' },
  sort: { type: 'string', enum: [...VOCAB_SORTS], default: 'createdDate:desc', description: 'bookmark:desc is Hard to Easy (VERY_HARD first, UNMARK last)' },
} as const;

/** Comma-separated lists and repeated keys both reach the schema as arrays. */
async function splitBookmarkTypes(request: FastifyRequest) {
  const query = request.query as Record<string, unknown>;
  const value = query.bookmarkTypes;
  if (value === undefined) return;
  query.bookmarkTypes = (Array.isArray(value) ? value : [value]).flatMap((part) => String(part).split(',')).map((part) => part.trim()).filter(Boolean);
}

/** The headword a learner's word is stored under: one dictionary word, never free text. */
async function dictionaryWord(raw: string): Promise<string> {
  const word = raw.trim();
  if (!DICTIONARY_WORD.test(word) || word.length > MAX_WORD_LENGTH) {
    throw errors.badRequest(`"${word.slice(0, 60)}" is not a word: use one word of letters, with an apostrophe or hyphen inside if it has one.`, 'word');
  }
  const headword = await normaliseWord(word);
  if (!headword) throw errors.badRequest(`"${word}" is not in the dictionary. Check its spelling.`, 'word');
  return headword;
}

/** The task a word was saved from: skillType may be left out when only one skill has a task of that name. */
function taskOf(practiceType: string | undefined, skillType: Skill | undefined): { practiceType: string; skillType: Skill } | null {
  if (!practiceType) {
    if (skillType) throw errors.badRequest('skillType needs the practiceType it belongs to.', 'practiceType');
    return null;
  }
  const matches = taskCatalog.filter((task) => task.apiTask === practiceType && (!skillType || task.skill === skillType));
  if (!matches.length) {
    throw errors.badRequest(`${practiceType} is not a practice type${skillType ? ` of ${skillType}` : ''}.`, 'practiceType');
  }
  if (matches.length > 1) {
    throw errors.badRequest(`${practiceType} is a task of ${matches.map((task) => task.skill).join(' and ')}: add skillType to say which.`, 'skillType');
  }
  return { practiceType, skillType: matches[0].skill };
}

function noteOf(note: string | null): string | null {
  if (note === null) return null;
  const text = withoutControlCharacters(note);
  return text.trim() ? text : null;
}

/** The dictionary's entries of the words with the learner's book ids, all in one query. */
async function detailsOf(fastify: FastifyInstance, user: UserRow, words: string[]): Promise<Map<string, WordDto | null>> {
  const ids = await bookIdsForWords(fastify.db, user.id, words);
  const entries = await Promise.all(words.map(async (word) => {
    const entry = await lookupWord(word, user.language ?? undefined);
    return [word, entry && { ...entry, ...ids.get(word) }] as const;
  }));
  return new Map(entries);
}

export default async function bookRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);
  const { vocab, wordBooks } = app.repositories;

  // ---- Vocab book ----
  const vocabTags = ['vocab book'];

  app.get('/api/book/vocabBook/count', {
    schema: {
      tags: vocabTags, security: bearer,
      summary: 'Words saved and practised per task, every task of my exam variant included (0/0 when I have none)',
      response: { 200: pageSchema('vocabCountList', countSchema), ...errorResponses },
    },
  }, async (request) => {
    const variant = variantOf(request.user!.pteType);
    const rows = await vocab.counts(request.user!.id);
    const key = (skill: string, practiceType: string) => `${skill}/${practiceType}`;
    const counted = new Map(rows.map((row) => [key(row.skillType, row.practiceType), row]));
    const catalogue = taskCatalog.filter((task) => isTaskOffered(task, variant)).map((task) => {
      const row = counted.get(key(task.skill, task.apiTask));
      counted.delete(key(task.skill, task.apiTask));
      return row ?? { practiceType: task.apiTask, skillType: task.skill, practicedCount: 0, totalCount: 0 };
    });
    // Words saved from a task of the other variant still count: they follow the catalogue's.
    return page('vocabCountList', [...catalogue, ...counted.values()]);
  });

  app.get('/api/book/vocabBook', {
    preValidation: splitBookmarkTypes,
    schema: {
      tags: vocabTags, security: bearer,
      summary: 'My vocab book, newest first unless sorted (0-based page of 21)',
      querystring: {
        type: 'object', additionalProperties: false,
        properties: {
          ...listProperties,
          practiceStatus: { type: 'string', enum: [...PRACTICE_STATUSES], default: 'ALL', description: 'PRACTICED: practised at least once' },
          startDateTime: { type: 'string', maxLength: 40, description: 'Words saved at or after this date (YYYY-MM-DD) or date-time (ISO)' },
          practiceType: { type: 'string', minLength: 1, maxLength: 60, description: 'The apiTask the words were saved from' },
          skillType: { type: 'string', enum: [...skills] },
        },
      } as const,
      response: { 200: pageSchema('vocabBookList', vocabEntrySchema), ...errorResponses },
    },
  }, async (request) => {
    const { page: number, size, startDateTime, ...filters } = request.query;
    let from: Date | undefined;
    if (startDateTime?.trim()) {
      from = parseDateOrDateTime(startDateTime) ?? undefined;
      if (!from) throw errors.badRequest('startDateTime must be a date (YYYY-MM-DD) or a date and time (YYYY-MM-DDTHH:mm:ssZ).', 'startDateTime');
    }
    const { items, total } = await vocab.list(request.user!.id, { ...filters, page: number, size, from });
    return page('vocabBookList', items, { number, size, total });
  });

  app.get('/api/book/vocabBook/:id', {
    schema: {
      tags: vocabTags, security: bearer, summary: 'One word of my vocab book with its dictionary entry', params: idParams,
      response: { 200: vocabDetailsSchema, ...errorResponses },
    },
  }, async (request) => {
    const entry = await vocab.get(request.params.id, request.user!.id);
    const details = await detailsOf(app, request.user!, [entry.word]);
    return { ...entry, details: details.get(entry.word) ?? null };
  });

  app.post('/api/book/vocabBook', {
    schema: {
      tags: vocabTags, security: bearer,
      summary: 'Save a dictionary word to my vocab book (409 Word already exists when it is there), with the task I met it in',
      body: {
        type: 'object', required: ['word'], additionalProperties: false,
        properties: {
          word: wordSchema,
          practiceType: { type: ['string', 'null'], maxLength: 60, description: 'apiTask of the task the word was met in' },
          skillType: { type: ['string', 'null'], maxLength: 12, description: 'The task\'s skill: speaking, writing, reading or listening' },
        },
      } as const,
      response: { 201: vocabEntrySchema, ...withConflict },
    },
  }, async (request, reply) => {
    const { word, practiceType, skillType } = request.body;
    if (skillType != null && !skills.includes(skillType as Skill)) throw errors.badRequest(`skillType must be one of: ${skills.join(', ')}.`, 'skillType');
    const task = taskOf(practiceType ?? undefined, (skillType ?? undefined) as Skill | undefined);
    const entry = await vocab.create(request.user!.id, await dictionaryWord(word), task);
    return reply.code(201).send(entry);
  });

  app.patch('/api/book/vocabBook/note', {
    schema: {
      tags: vocabTags, security: bearer, summary: 'Write or clear the note of a word of my vocab book, at the version I read',
      body: {
        type: 'object', required: ['id', 'note', 'version'], additionalProperties: false,
        properties: { id: idSchema, note: noteSchema, version: versionSchema },
      } as const,
      response: { 200: vocabEntrySchema, ...withConflict },
    },
  }, async (request) => {
    const { id, note, version } = request.body;
    return vocab.setNote(id, request.user!.id, noteOf(note as string | null), version);
  });

  app.patch('/api/book/vocabBook/:id', {
    schema: {
      tags: vocabTags, security: bearer,
      summary: 'Count a practice of a word of my vocab book (practiced: true), at the version I read', params: idParams,
      body: {
        type: 'object', required: ['version'], additionalProperties: false,
        properties: { version: versionSchema, practiced: { type: 'boolean', description: 'true adds one to practiceCount' } },
      } as const,
      response: { 200: vocabEntrySchema, ...withConflict },
    },
  }, async (request) => {
    const { version, practiced } = request.body;
    return practiced
      ? vocab.markPracticed(request.params.id, request.user!.id, version)
      : vocab.at(request.params.id, request.user!.id, version);
  });

  app.patch('/api/book/vocabBook/:id/bookmark', {
    schema: {
      tags: vocabTags, security: bearer, summary: 'Mark a word of my vocab book (UNMARK clears the mark), at the version I read', params: idParams,
      body: {
        type: 'object', required: ['bookmark', 'version'], additionalProperties: false,
        properties: { bookmark: bookmarkSchema, version: versionSchema },
      } as const,
      response: { 200: vocabEntrySchema, ...withConflict },
    },
  }, async (request) => vocab.setBookmark(request.params.id, request.user!.id, request.body.bookmark, request.body.version));

  app.delete('/api/book/vocabBook/:id', {
    schema: {
      tags: vocabTags, security: bearer, summary: 'Remove a word from my vocab book', params: idParams,
      response: { 204: { type: 'null' }, ...errorResponses },
    },
  }, async (request, reply) => {
    await vocab.remove(request.params.id, request.user!.id);
    return reply.code(204).send();
  });

  // ---- Pronunciation and spelling books: the same calls on two lists ----
  const books = [
    { path: 'pronunciationBook', listName: 'pronunciationBookList', repository: wordBooks.pronunciation, schema: pronunciationEntrySchema, tag: 'pronunciation book' },
    { path: 'spellingBook', listName: 'spellingBookList', repository: wordBooks.spelling, schema: spellingEntrySchema, tag: 'spelling book' },
  ] as const;

  for (const { path, listName, repository, schema: entrySchema, tag } of books) {
    const tags = [tag];
    const base = `/api/book/${path}`;

    app.get(base, {
      preValidation: splitBookmarkTypes,
      schema: {
        tags, security: bearer, summary: `My ${tag}, newest first unless sorted (0-based page of 21)`,
        querystring: { type: 'object', additionalProperties: false, properties: listProperties } as const,
        response: { 200: pageSchema(listName, entrySchema), ...errorResponses },
      },
    }, async (request) => {
      const { page: number, size, ...filters } = request.query;
      const { items, total } = await repository.list(request.user!.id, { ...filters, page: number, size });
      return page(listName, items, { number, size, total });
    });

    app.post(base, {
      schema: {
        tags, security: bearer, summary: `Add a dictionary word to my ${tag} (409 Word already exists when it is there)`,
        body: { type: 'object', required: ['word'], additionalProperties: false, properties: { word: wordSchema } } as const,
        response: { 201: entrySchema, ...withConflict },
      },
    }, async (request, reply) => reply.code(201).send(await repository.create(request.user!.id, await dictionaryWord(request.body.word))));

    app.get(`${base}/:id`, {
      schema: { tags, security: bearer, summary: `One word of my ${tag}`, params: idParams, response: { 200: entrySchema, ...errorResponses } },
    }, async (request) => repository.get(request.params.id, request.user!.id));

    app.delete(`${base}/:id`, {
      schema: { tags, security: bearer, summary: `Remove a word from my ${tag}`, params: idParams, response: { 204: { type: 'null' }, ...errorResponses } },
    }, async (request, reply) => {
      await repository.remove(request.params.id, request.user!.id);
      return reply.code(204).send();
    });

    app.patch(`${base}/:id/bookmark`, {
      schema: {
        tags, security: bearer, summary: `Mark a word of my ${tag} (null or UNMARK clears the mark); with a version, a stale one is a 409`, params: idParams,
        body: {
          type: 'object', required: ['bookmark'], additionalProperties: false,
          properties: { bookmark: { type: ['string', 'null'], maxLength: 12, description: 'A BookmarkType; null or UNMARK clears the mark' }, version: versionSchema },
        } as const,
        response: { 200: entrySchema, ...withConflict },
      },
    }, async (request) => {
      const { bookmark, version } = request.body;
      if (bookmark !== null && !BOOKMARK_TYPES.includes(bookmark as BookmarkType)) {
        throw errors.badRequest(`bookmark must be one of: ${BOOKMARK_TYPES.join(', ')}, or null.`, 'bookmark');
      }
      return repository.setBookmark(request.params.id, request.user!.id, (bookmark ?? 'UNMARK') as BookmarkType, version);
    });

    app.patch(`${base}/:id/note`, {
      schema: {
        tags, security: bearer, summary: `Write or clear the note of a word of my ${tag}; with a version, a stale one is a 409`, params: idParams,
        body: { type: 'object', required: ['note'], additionalProperties: false, properties: { note: noteSchema, version: versionSchema } } as const,
        response: { 200: entrySchema, ...withConflict },
      },
    }, async (request) => repository.setNote(request.params.id, request.user!.id, noteOf(request.body.note as string | null), request.body.version));
  }

  // ---- Review by spaced repetition (FSRS) ----
  const reviewTags = ['review'];

  app.get('/api/book/review', {
    schema: {
      tags: reviewTags, security: bearer,
      summary: 'Vocab words due for review now, oldest due first, with their dictionary entries; due is how many are due in all',
      querystring: {
        type: 'object', additionalProperties: false,
        properties: { limit: { type: 'integer', minimum: 1, maximum: 100, default: REVIEW_LIMIT } },
      } as const,
      response: {
        200: {
          type: 'object',
          properties: {
            due: { type: 'integer' },
            cards: {
              type: 'array',
              items: { type: 'object', properties: { id: { type: 'integer' }, word: { type: 'string' }, due: { type: 'string', format: 'date-time' }, details: wordDetailsSchema } },
            },
          },
        },
        ...errorResponses,
      },
    },
  }, async (request) => {
    const { due, cards } = await vocab.dueCards(request.user!.id, request.query.limit, new Date());
    const details = await detailsOf(app, request.user!, cards.map((card) => card.word));
    return { due, cards: cards.map((card) => ({ ...card, details: details.get(card.word) ?? null })) };
  });

  app.post('/api/book/review/:id', {
    schema: {
      tags: reviewTags, security: bearer,
      summary: 'Grade my review of a vocab word: the answer says when it is due next (and counts a practice)', params: idParams,
      body: { type: 'object', required: ['grade'], additionalProperties: false, properties: { grade: { type: 'string', enum: [...REVIEW_GRADES] } } } as const,
      response: {
        200: { type: 'object', properties: { id: { type: 'integer' }, due: { type: 'string', format: 'date-time' }, practiceCount: { type: 'integer' } } },
        ...withConflict,
      },
    },
  }, async (request) => vocab.review(request.params.id, request.user!.id, request.body.grade, new Date()));
}

