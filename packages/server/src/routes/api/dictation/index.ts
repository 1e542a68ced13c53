import type { FastifyInstance } from 'fastify';
import { COMPLEXITIES, DICTATION, type DictationAnswerWord } from '@pte-kit/core';
import { errors } from '../../../errors';
import { withoutControlCharacters } from '../../../richText';
import { page, pageSchema } from '../page';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';
import { dictationWordSet, randomWords, withAudio } from './words';

const LEVELS = [...COMPLEXITIES, 'MIXED'] as const;

const audioSchema = { type: ['string', 'null'], description: 'Path of the mp3 (/media/words/{word}/{accent}.mp3); null where no offline voice has the accent' } as const;

const wordAudioSchema = {
  type: 'object',
  properties: { word: { type: 'string' }, americanAudio: audioSchema, britishAudio: audioSchema, australianAudio: audioSchema },
} as const;

const answerWordSchema = {
  type: 'object',
  required: ['word', 'answer'],
  properties: {
    word: { type: 'string', description: 'A word the session played' },
    answer: { type: 'string', description: `What the learner typed: at most ${DICTATION.answerChars} characters; empty when not answered` },
  },
} as const;

const scoredAnswerSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    score: { type: 'integer', description: 'Words spelt right' },
    words: { type: 'array', items: answerWordSchema },
    lastModifiedDate: { type: 'string', format: 'date-time' },
  },
} as const;

const levelQuery = {
  complexity: { type: 'string', enum: [...LEVELS], description: 'EASY, AVERAGE or HARD words; absent or MIXED for all of them' },
} as const;

const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'integer', minimum: 1, maximum: 2_147_483_647 } } } as const;

/**
 * The posted words checked against the session's rules, with each word in its list form and each answer trimmed.
 * `ownWords` are the learner's spelling-book words among them, which a session plays besides the dictation list.
 */
function checkedWords(words: DictationAnswerWord[], ownWords: ReadonlySet<string> = new Set()): DictationAnswerWord[] {
  if (words.length === 0) throw errors.badRequest('Send at least one word with its answer.', 'words');
  if (words.length > DICTATION.maxSubmittedWords) {
    throw errors.badRequest(`A dictation answer holds at most ${DICTATION.maxSubmittedWords} words; this one has ${words.length}.`, 'words');
  }
  return words.map((entry, index) => {
    const word = entry.word.trim().toLowerCase();
    if (!dictationWordSet.has(word) && !ownWords.has(word)) {
      throw errors.badRequest(`"${entry.word.slice(0, 40)}" is not one of the dictation words.`, `words[${index}].word`);
    }
    const answer = withoutControlCharacters(entry.answer).trim();
    if (answer.length > DICTATION.answerChars) {
      throw errors.badRequest(
        `The answer to word ${index + 1} is ${answer.length} characters long; an answer may have at most ${DICTATION.answerChars}.`,
        `words[${index}].answer`,
      );
    }
    return { word, answer };
  });
}

/** Spelling dictation (spec §4, §7): sessions of random words with their recordings, and the learner's scored answers. */
export default async function dictationRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);
  const answers = app.repositories.dictation;
  const tags = ['dictation'];

  app.get('/api/dictation', {
    schema: {
      tags, security: bearer,
      summary: `A dictation session: ${DICTATION.sessionWords} different random words with their recordings per accent; my spelling-book words first when I have any`,
      querystring: { type: 'object', properties: levelQuery } as const,
      response: {
        200: {
          type: 'object',
          properties: { _embedded: { type: 'object', properties: { dictationWordAudioDtoList: { type: 'array', items: wordAudioSchema } } } },
        },
        ...errorResponses,
      },
    },
  }, async (request) => {
    // A learner with words in the spelling book practises those (its Practice Now); the level's words fill the session up.
    const own = await app.repositories.wordBooks.spelling.randomWords(request.user!.id, DICTATION.sessionWords);
    const fill = randomWords(request.query.complexity ?? 'MIXED', DICTATION.sessionWords).filter((word) => !own.includes(word));
    const words = [...own, ...fill].slice(0, DICTATION.sessionWords);
    return { _embedded: { dictationWordAudioDtoList: words.map(withAudio) } };
  });

  app.get('/api/dictation/word', {
    schema: {
      tags, security: bearer,
      summary: 'One random dictation word with its recordings (the listening test)',
      querystring: {
        type: 'object',
        properties: { ...levelQuery, exclude: { type: 'string', maxLength: 60, description: 'A word not to answer (the one on screen)' } },
      } as const,
      response: { 200: wordAudioSchema, ...errorResponses },
    },
  }, async (request) => {
    const [word] = randomWords(request.query.complexity ?? 'MIXED', 1, request.query.exclude?.trim().toLowerCase());
    return withAudio(word);
  });

  app.post('/api/dictation', {
    schema: {
      tags, security: bearer,
      summary: 'Score a dictation session',
      description: `words: 1–${DICTATION.maxSubmittedWords} entries, each a dictation word and the learner's answer (at most `
        + `${DICTATION.answerChars} characters; empty when not answered). score is the number of answers equal to their word, `
        + 'ignoring letter case and spaces around the answer. The session is kept as one record.',
      body: { type: 'object', required: ['words'], properties: { words: { type: 'array', items: answerWordSchema } } } as const,
      response: { 201: scoredAnswerSchema, ...errorResponses },
    },
  }, async (request, reply) => {
    const posted = request.body.words.map((entry) => entry.word.trim().toLowerCase()).filter((word) => !dictationWordSet.has(word));
    const ownWords = await app.repositories.wordBooks.spelling.having(request.user!.id, posted.slice(0, DICTATION.maxSubmittedWords));
    const scored = await answers.create(request.user!.id, checkedWords(request.body.words, ownWords));
    return reply.code(201).send(scored);
  });

  app.get('/api/dictation/answers', {
    schema: {
      tags, security: bearer,
      summary: 'My scored dictation sessions, newest first (0-based page)',
      querystring: {
        type: 'object',
        properties: {
          page: { type: 'integer', minimum: 0, maximum: 100_000, default: 0, description: '0-based' },
          size: { type: 'integer', minimum: 1, maximum: DICTATION.maxAnswersPageSize, default: DICTATION.answersPageStep },
        },
      } as const,
      response: {
        200: pageSchema('dictationScoredAnswerDtoList', scoredAnswerSchema),
        ...errorResponses,
      },
    },
  }, async (request) => {
    const { page: number, size } = request.query;
    const { items, total } = await answers.list(request.user!.id, number, size);
    return page('dictationScoredAnswerDtoList', items, { number, size, total });
  });

  app.delete('/api/dictation/:id', {
    schema: {
      tags, security: bearer,
      summary: 'Delete one of my scored dictation sessions',
      params: idParams,
      response: { 204: { type: 'null' }, ...errorResponses },
    },
  }, async (request, reply) => {
    await answers.remove(request.params.id, request.user!.id);
    return reply.code(204).send();
  });
}
