import type { FastifyInstance } from 'fastify';
import { errors } from '../../../errors';
import { decodeRecording } from '../../../media/recordings';
import { bearer, errorResponses, withSchemaTypes } from '../schemas';

/** A word retry records for at most 10 s and the speech test for 5 s: 2 MB of base64 is far more than either needs. */
const BODY_LIMIT = 2 * 1024 * 1024;
/** The speech self-test records 5 s; a second of slack for the encoder and the stop button. */
const TRANSCRIBE_MAX_SECONDS = 6;

const voiceSchema = {
  type: 'string', minLength: 1, maxLength: BODY_LIMIT,
  description: 'The recording as base64 mp3 (webm, ogg and wav are read too); a data:audio/...;base64, prefix is accepted and dropped',
} as const;

const wordScoreSchema = {
  type: 'object',
  properties: {
    word: { type: 'string' },
    score: { type: 'integer', minimum: 0, maximum: 100 },
    syllables: {
      type: 'array',
      items: {
        type: 'object',
        properties: { syllable: { type: 'string' }, score: { type: 'integer' }, accuracy: { type: 'string', enum: ['HIGH', 'MEDIUM', 'LOW'] } },
      },
    },
    estimate: { type: 'boolean' },
  },
} as const;

const transcriptionSchema = {
  type: 'object',
  properties: {
    text: { type: 'string' },
    /** The spec's name for the same text. */
    transcription: { type: 'string' },
    durationSeconds: { type: 'number' },
  },
} as const;

/**
 * The speech engine's own calls: a word's pronunciation (pronunciation book, dictionary) and the
 * speech self-test's transcription. Neither is an AI-scored submission, so neither counts against
 * the free plan's quota.
 */
export default async function speakingRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  app.addHook('onRequest', app.authenticate);

  app.post('/api/speaking/word/score', {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags: ['speaking'], security: bearer,
      summary: "A word's pronunciation out of 100, per syllable (HIGH, MEDIUM, LOW): the recording aligned to the word's dictionary pronunciations",
      body: {
        type: 'object', required: ['word', 'voice'], additionalProperties: false,
        properties: {
          word: { type: 'string', minLength: 1, maxLength: 45, pattern: "^\\s*[A-Za-z]+(['’-][A-Za-z]+)*\\s*$" },
          voice: voiceSchema,
        },
      } as const,
      response: { 200: wordScoreSchema, ...errorResponses },
    },
  }, async (request) => {
    const audio = decodeRecording(request.body.voice, 'voice');
    const word = request.body.word.trim();
    // The speech engine runs on the scoring thread (scoring/jobs): the API process loads none.
    const scored = await app.scoringJobs.run({ kind: 'word', word, audio });
    // A word of the learner's pronunciation book keeps its last score and counts the practice.
    await app.repositories.wordBooks.pronunciation.recordScore(request.user!.id, word, scored.score);
    return scored;
  });

  app.post('/api/speaking/transcribe', {
    bodyLimit: BODY_LIMIT,
    schema: {
      tags: ['speaking'], security: bearer,
      summary: `What the recognizer heard in a recording of at most ${TRANSCRIBE_MAX_SECONDS} s (the speech self-test); \`audio\` is accepted for \`voice\``,
      body: {
        type: 'object', additionalProperties: false,
        properties: { voice: voiceSchema, audio: voiceSchema },
      } as const,
      response: { 200: transcriptionSchema, ...errorResponses },
    },
  }, async (request) => {
    const sent = request.body.voice ?? request.body.audio;
    if (!sent) throw errors.badRequest('voice is required: send the recording as base64 mp3.', 'voice');
    const { text, durationSeconds } = await app.scoringJobs.run({ kind: 'transcription', audio: decodeRecording(sent, 'voice'), maxSeconds: TRANSCRIBE_MAX_SECONDS });
    return { text, transcription: text, durationSeconds };
  });
}
