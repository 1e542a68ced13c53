import { VoiceUnavailableError } from '@pte-kit/content/generator';
import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { isDatabaseUnavailable } from '../db/client';
import { AppError, errors } from '../errors';
import { ScoringInputError, ScoringUnavailableError } from '../scoring/errors';

/** ajv's error as a field name people can read: /words/0 → words[0]. */
function fieldOf(error: { instancePath?: string; params?: Record<string, unknown> }): string {
  const path = (error.instancePath ?? '').replace(/^\//, '').replace(/\/(\d+)/g, '[$1]').replace(/\//g, '.');
  const missing = error.params?.missingProperty as string | undefined;
  const extra = error.params?.additionalProperty as string | undefined;
  return [path, missing ?? extra].filter(Boolean).join('.') || 'body';
}

function readableValidation(error: { message?: string; params?: Record<string, unknown>; keyword?: string }, field: string): string {
  if (error.keyword === 'required') return `${field} is required.`;
  if (error.keyword === 'additionalProperties') return `${field} is not a field this call accepts.`;
  if (error.keyword === 'enum') return `${field} must be one of: ${(error.params?.allowedValues as unknown[]).join(', ')}.`;
  return `${field} ${error.message}.`;
}

/**
 * The API's answer to an engine's own error: input an engine cannot use is a 400 naming the field, an engine this
 * server cannot run (a missing package, a voice not installed) a 503. Undefined for any other error.
 */
export function fromEngineError(error: unknown): AppError | undefined {
  if (error instanceof ScoringInputError) return errors.badRequest(error.message, error.field);
  if (error instanceof ScoringUnavailableError || error instanceof VoiceUnavailableError) return new AppError(503, error.message);
  return undefined;
}

/** The one place errors become the API's error body `{ status, message, errors }`. */
export default fp(async function errorHandler(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError & { validation?: unknown[] }, request, reply) => {
    const known = error instanceof AppError ? error : fromEngineError(error);
    if (known) return reply.code(known.status).send(known.toBody());
    if (error.validation) {
      const fieldErrors = (error.validation as Parameters<typeof fieldOf>[0][]).map((item) => {
        const field = fieldOf(item);
        return { field, defaultMessage: readableValidation(item, field) };
      });
      return reply.code(400).send({ status: 400, message: fieldErrors[0]?.defaultMessage ?? 'The request is not valid.', errors: fieldErrors });
    }
    const status = error.statusCode ?? 500;
    if (status < 500) {
      const message = error.code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? 'The request is too large.'
        : error.code === 'FST_ERR_CTP_INVALID_MEDIA_TYPE' ? 'Send the body as JSON (Content-Type: application/json).'
        : error.code?.startsWith('FST_ERR_CTP') ? 'The request body is not valid JSON.'
        : error.message;
      return reply.code(status).send({ status, message, errors: [] });
    }
    if (isDatabaseUnavailable(error)) {
      request.log.warn({ err: error }, 'database unavailable');
      return reply.code(503).header('retry-after', '5')
        .send({ status: 503, message: 'The database is not reachable at the moment. Nothing was lost: please try again in a few seconds.', errors: [] });
    }
    const cause = (error as { cause?: { code?: string } }).cause;
    if ((error as { code?: string }).code === '23505' || cause?.code === '23505') {
      return reply.code(409).send({ status: 409, message: 'This already exists: the request was made twice, or the value is taken.', errors: [] });
    }
    request.log.error(error);
    return reply.code(500).send({ status: 500, message: 'Something went wrong on our side. Please try again.', errors: [] });
  });
}, { name: 'error-handler' });
