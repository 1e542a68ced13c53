import { randomBytes } from 'node:crypto';
import { readFile, unlink } from 'node:fs/promises';
import { join } from 'node:path';
import type { FastifyInstance } from 'fastify';
import { MESSAGES } from '@pte-kit/core';
import { errors } from '../../../errors';
import { writeMediaFile } from '../../../media/files';
import { withSchemaTypes } from '../schemas';

export type ImageKind = 'png' | 'jpg' | 'webp';

const CONTENT_TYPES: Record<ImageKind, string> = { png: 'image/png', jpg: 'image/jpeg', webp: 'image/webp' };

/** Only names storeImages makes: 32 random hex digits and the sniffed type. Anything else (../, other files) is a 404. */
export const UPLOAD_NAME = /^[0-9a-f]{32}\.(png|jpg|webp)$/;

export const uploadsDir = (dataDir: string) => join(dataDir, 'media', 'uploads');

/** The image type read from the file's first bytes; the browser's type and the file name are not trusted. */
export function sniffImage(bytes: Buffer): ImageKind | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpg';
  if (bytes.length >= 12 && bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP') return 'webp';
  return null;
}

export interface ReceivedImage {
  filename: string;
  bytes: Buffer;
}

export interface CheckedImage {
  bytes: Buffer;
  kind: ImageKind;
}

export function checkImages(images: ReceivedImage[]): CheckedImage[] {
  return images.map(({ filename, bytes }) => {
    const kind = sniffImage(bytes);
    if (!kind) throw errors.badRequest(MESSAGES.imageWrongType(filename), 'images');
    return { bytes, kind };
  });
}

export async function removeImages(dir: string, names: readonly string[]): Promise<void> {
  await Promise.all(names.filter((name) => UPLOAD_NAME.test(name)).map((name) => unlink(join(dir, name)).catch(() => undefined)));
}

/** Writes the images under random names (see writeMediaFile) and answers the names. */
export async function storeImages(dir: string, images: CheckedImage[]): Promise<string[]> {
  const names: string[] = [];
  try {
    for (const image of images) {
      const name = `${randomBytes(16).toString('hex')}.${image.kind}`;
      await writeMediaFile(dir, name, image.bytes);
      names.push(name);
    }
    return names;
  } catch (error) {
    await removeImages(dir, names);
    throw error;
  }
}

/**
 * Stores the images, then runs `save` (the row that names them); when the row is not written the files
 * are removed again, so no image is left that nothing points to.
 */
export async function withStoredImages<T>(dir: string, images: CheckedImage[], save: (names: string[]) => Promise<T>): Promise<T> {
  const names = await storeImages(dir, images);
  try {
    return await save(names);
  } catch (error) {
    await removeImages(dir, names);
    throw error;
  }
}

/** GET /media/uploads/{name}: the images of comments and replies, public and never changed once written. */
export async function uploadRoutes(fastify: FastifyInstance, { dir }: { dir: string }) {
  const app = withSchemaTypes(fastify);
  app.get('/media/uploads/:name', {
    schema: {
      tags: ['media'],
      summary: 'An image attached to a comment or reply (public, cached for a year)',
      params: { type: 'object', required: ['name'], properties: { name: { type: 'string', maxLength: 200 } } } as const,
    },
  }, async (request, reply) => {
    const { name } = request.params;
    const match = UPLOAD_NAME.exec(name);
    if (!match) throw errors.notFound(`The image ${name}`);
    let bytes: Buffer;
    try {
      bytes = await readFile(join(dir, name));
    } catch {
      throw errors.notFound(`The image ${name}`);
    }
    return reply
      .header('content-type', CONTENT_TYPES[match[1] as ImageKind])
      .header('cache-control', 'public, max-age=31536000, immutable')
      .header('x-content-type-options', 'nosniff')
      .send(bytes);
  });
}
