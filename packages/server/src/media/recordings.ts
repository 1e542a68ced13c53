import { randomBytes } from 'node:crypto';
import { stat, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { LIMITS } from '@pte-kit/core';
import { errors } from '../errors';
import { withSchemaTypes } from '../routes/api/schemas';
import { sendMediaFile, writeMediaFile } from './files';

/**
 * Learners' spoken answers, kept so they can listen back from the answer lists (own and community) and share pages.
 * Names are 32 random hex digits: a recording is reachable only through an answer that names it.
 */
export const RECORDING_NAME = /^[0-9a-f]{32}\.mp3$/;

export const recordingsDir = (dataDir: string) => join(dataDir, 'media', 'recordings');

export const recordingPath = (name: string) => `/media/recordings/${name}`;

/**
 * Largest recording a speaking answer may carry. The longest answer, Summarize Group Discussion's two minutes (125 s
 * with the encoder's padding), is 2.0 MB of mono mp3 at the recorder's 128 kbps; this is a little above it.
 */
export const MAX_RECORDING_BYTES = 2 * 1024 * 1024;

/** How long a recording of MAX_RECORDING_BYTES lasts at the recorder's bit rate, in whole minutes (the message below). */
const MAX_RECORDING_MINUTES = Math.round((MAX_RECORDING_BYTES * 8) / (LIMITS.mp3Kbps * 1000) / 60);

/**
 * The body limit of a route that takes a speaking answer (the practice submit, a mock test's answer): the largest
 * recording as base64 (4 characters per 3 bytes) and room for the other fields.
 */
export const SPEAKING_BODY_LIMIT = Math.ceil((MAX_RECORDING_BYTES * 4) / 3) + 64 * 1024;

/**
 * The bytes of a recording sent as base64, with or without a `data:audio/...;base64,` prefix. Throws a 400 with a
 * readable message for text that is not base64, an empty recording or one over the size limit.
 */
export function decodeRecording(text: string, field = 'answerRequest'): Buffer {
  const base64 = text.replace(/^data:[\w/+.-]+(;[\w=.-]+)*;base64,/, '').replace(/\s+/g, '');
  if (!/^[A-Za-z0-9+/]*={0,2}$/.test(base64)) throw errors.badRequest(`${field} must be the recording as base64 mp3.`, field);
  const bytes = Buffer.from(base64, 'base64');
  if (bytes.length < 64) throw errors.badRequest('The recording is empty. Record your answer, then submit it.', field);
  if (bytes.length > MAX_RECORDING_BYTES) throw errors.badRequest(`The recording is too long. Answers may last at most about ${MAX_RECORDING_MINUTES} minutes.`, field);
  return bytes;
}

/** Writes a recording under a new random name (see writeMediaFile). */
export async function storeRecording(dir: string, bytes: Buffer): Promise<string> {
  const name = `${randomBytes(16).toString('hex')}.mp3`;
  await writeMediaFile(dir, name, bytes);
  return name;
}

export async function removeRecording(dir: string, name: string | undefined): Promise<void> {
  if (name && RECORDING_NAME.test(name)) await unlink(join(dir, name)).catch(() => undefined);
}

/** GET /media/recordings/{name}: a spoken answer (mp3), seekable. */
export async function recordingRoutes(fastify: FastifyInstance) {
  const app = withSchemaTypes(fastify);
  const dir = recordingsDir(app.config.dataDir);
  app.get('/media/recordings/:name', {
    schema: {
      tags: ['media'], summary: "A learner's recorded answer (mp3, Range requests supported)",
      params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 80 } } } as const,
    },
  }, async (request, reply) => {
    const { name } = request.params;
    if (!RECORDING_NAME.test(name)) throw errors.notFound('The recording');
    const file = join(dir, name);
    if (!(await stat(file).catch(() => null))) throw errors.notFound('The recording');
    reply.header('Cache-Control', 'private, max-age=31536000, immutable');
    return sendMediaFile(request, reply, file, 'audio/mpeg');
  });
}
