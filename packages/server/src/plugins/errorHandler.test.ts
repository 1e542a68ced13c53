import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { VoiceUnavailableError } from '@pte-kit/content/generator';
import { ScoringInputError, ScoringUnavailableError } from '../scoring/errors';
import errorHandler from './errorHandler';

async function appThrowing(error: Error) {
  const app = Fastify();
  await app.register(errorHandler);
  app.get('/', async () => {
    throw error;
  });
  return app;
}

describe('error handler', () => {
  it('answers an engine input error with a 400 naming the field', async () => {
    const app = await appThrowing(new ScoringInputError('"blorp" is not in our pronunciation dictionary, so it cannot be scored.', 'word'));
    const response = await app.inject('/');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      status: 400,
      message: '"blorp" is not in our pronunciation dictionary, so it cannot be scored.',
      errors: [{ field: 'word', defaultMessage: '"blorp" is not in our pronunciation dictionary, so it cannot be scored.' }],
    });
  });

  it('answers an engine input error without a field with a 400 and no field errors', async () => {
    const response = await (await appThrowing(new ScoringInputError('The recording is empty.'))).inject('/');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ status: 400, message: 'The recording is empty.', errors: [] });
  });

  it('answers an engine or voice this server cannot run with a 503 and its message', async () => {
    for (const error of [new ScoringUnavailableError('Speech scoring needs ffmpeg.'), new VoiceUnavailableError('No voice for this accent.')]) {
      const response = await (await appThrowing(error)).inject('/');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 503, message: error.message, errors: [] });
    }
  });
});
