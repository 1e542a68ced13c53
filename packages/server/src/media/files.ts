import { createHmac, timingSafeEqual } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { mkdir, rename, stat, unlink, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors';
import { matchesETag } from '../plugins/etag';

/**
 * Sends a cached media file, honouring a single `Range: bytes=` request so video and audio players
 * can seek (206 with Content-Range; 416 for a range past the end).
 */
export async function sendMediaFile(request: FastifyRequest, reply: FastifyReply, file: string, type: string) {
  const { size, mtimeMs } = await stat(file);
  // Its size and modification time name the version (as a static file server's ETag does): a player or page that has
  // the file revalidates it with a 304 instead of downloading it again.
  const tag = `"${size.toString(36)}-${Math.floor(mtimeMs).toString(36)}"`;
  reply.type(type).header('Accept-Ranges', 'bytes').header('ETag', tag);
  if (matchesETag(request.headers['if-none-match'], tag)) return reply.code(304).send();
  const range = /^bytes=(\d*)-(\d*)$/.exec(request.headers.range ?? '');
  if (!range || (!range[1] && !range[2])) return reply.header('Content-Length', size).send(createReadStream(file));
  let start = range[1] ? Number(range[1]) : size - Number(range[2]);
  let end = range[1] && range[2] ? Math.min(Number(range[2]), size - 1) : size - 1;
  start = Math.max(0, start);
  if (start >= size || start > end) {
    return reply
      .code(416)
      .type('application/json; charset=utf-8')
      .header('Content-Range', `bytes */${size}`)
      .send({ status: 416, message: 'The requested range is outside the file.', errors: [] });
  }
  end = Math.max(start, end);
  return reply
    .code(206)
    .header('Content-Range', `bytes ${start}-${end}/${size}`)
    .header('Content-Length', end - start + 1)
    .send(createReadStream(file, { start, end }));
}

/**
 * Writes a new file that a media route serves: under a dot name the routes never serve, then renamed, so a
 * half-written file is never reachable. Fails if the name exists.
 */
export async function writeMediaFile(dir: string, name: string, bytes: Buffer): Promise<void> {
  await mkdir(dir, { recursive: true });
  const partial = join(dir, `.${name}.part`);
  await writeFile(partial, bytes, { flag: 'wx', mode: 0o644 });
  try {
    await rename(partial, join(dir, name));
  } catch (error) {
    await unlink(partial).catch(() => undefined);
    throw error;
  }
}

/**
 * Short-lived signed media URLs: premium media is served to `<video src>`, which cannot send a bearer
 * token, so the API hands out a URL whose query carries an expiry and an HMAC of path and expiry.
 */
export function createUrlSigner(key: string, lifetimeSeconds = 6 * 60 * 60) {
  const mac = (path: string, expires: number) => createHmac('sha256', key).update(`${path}\n${expires}`).digest('base64url');
  return {
    sign(path: string, now = Date.now()): string {
      const expires = Math.floor(now / 1000) + lifetimeSeconds;
      return `${path}?expires=${expires}&signature=${mac(path, expires)}`;
    },
    /** Throws a 403 unless `query` carries a valid, unexpired signature of `path`. */
    verify(path: string, query: { expires?: string; signature?: string }, now = Date.now()): void {
      const expires = Number(query.expires);
      const given = Buffer.from(query.signature ?? '');
      const wanted = Buffer.from(Number.isInteger(expires) ? mac(path, expires) : '');
      if (!Number.isInteger(expires) || given.length !== wanted.length || !timingSafeEqual(given, wanted)) {
        throw new AppError(403, 'This video link is not valid. Open the lesson again from the practice page.');
      }
      if (expires * 1000 < now) throw new AppError(403, 'This video link has expired. Open the lesson again from the practice page.');
    },
  };
}

export type UrlSigner = ReturnType<typeof createUrlSigner>;
