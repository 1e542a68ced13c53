import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Whether an If-None-Match header names this entity tag (a list, weak tags and `*` included). */
export function matchesETag(ifNoneMatch: string | undefined, tag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = tag.replace(/^W\//, '');
  return ifNoneMatch.split(',').some((given) => {
    const value = given.trim();
    return value === '*' || value.replace(/^W\//, '') === bare;
  });
}

/**
 * An onSend hook for a JSON route whose answer is worth revalidating (a question's content): a strong ETag of the
 * body, `Cache-Control: private, no-cache` (the request carries a learner's token, and the body may hold their
 * practice count and bookmark), and a 304 with no body when the client already holds this version. The database
 * work is still done; what is saved is the transfer and the client's parsing and rendering.
 */
export async function revalidated(request: FastifyRequest, reply: FastifyReply, payload: unknown) {
  if (reply.statusCode !== 200 || typeof payload !== 'string') return payload;
  const tag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
  reply.header('etag', tag).header('cache-control', 'private, no-cache');
  if (!matchesETag(request.headers['if-none-match'], tag)) return payload;
  reply.code(304).removeHeader('content-length');
  return '';
}
