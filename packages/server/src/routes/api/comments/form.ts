import type { FastifyRequest } from 'fastify';
import '@fastify/multipart';
import { LIMITS, MESSAGES } from '@pte-kit/core';
import { AppError, errors } from '../../../errors';
import { withoutControlCharacters } from '../../../richText';
import type { ReceivedImage } from './uploads';

/** Busboy's limits: a little over 2 MB a file so an oversize file is seen (and named) rather than cut silently. */
export const multipartLimits = {
  fileSize: LIMITS.imageBytes + 1024,
  files: LIMITS.commentImages,
  fields: 6,
  parts: LIMITS.commentImages + 6,
  // 2000 characters of up to 4 UTF-8 bytes each, with room to spare.
  fieldSize: 16 * 1024,
  fieldNameSize: 100,
  headerPairs: 200,
} as const;

export interface PostedForm {
  id: number;
  text: string;
  images: ReceivedImage[];
}

const MAX_ID = 2_147_483_647;

/** A file name fit for a message: no control characters or path, not overlong. */
function displayName(filename: string | undefined): string {
  const base = withoutControlCharacters(filename ?? '').split(/[\\/]/).pop()!.trim();
  if (!base) return 'The image';
  return base.length > 120 ? `${base.slice(0, 117)}...` : base;
}

function limitError(error: unknown): AppError | undefined {
  const code = (error as { code?: string }).code;
  if (code === 'FST_FILES_LIMIT') {
    return errors.badRequest(`You can attach up to ${LIMITS.commentImages} images.`, 'images');
  }
  if (code === 'FST_FIELDS_LIMIT' || code === 'FST_PARTS_LIMIT') return errors.badRequest('The form has more fields than this call accepts.');
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError(415, 'Send the form as multipart/form-data.');
  if (code === 'FST_PROTO_VIOLATION') return errors.badRequest('The form has a field name this call does not accept.');
  if (error instanceof Error && /multipart|boundary/i.test(error.message)) {
    return errors.badRequest('The form could not be read: it is not complete multipart/form-data.');
  }
  return undefined;
}

/**
 * Reads a comment or reply form: the id field, the text field and up to 3 `images` files. Text rules
 * (1–2000 characters after trimming) and file size are checked here; the image type is checked by
 * `checkImages`. The whole body is read before any error is raised, so the client gets the answer.
 */
export async function readPostedForm(
  request: FastifyRequest,
  fields: { id: 'practiceId' | 'commentId'; text: 'comment' | 'reply'; noun: string },
): Promise<PostedForm> {
  if (!request.isMultipart()) {
    throw new AppError(415, `Send the ${fields.noun} as multipart/form-data with the fields ${fields.id} and ${fields.text}, and any images as images.`);
  }
  const values: Record<string, string> = {};
  const truncated = new Set<string>();
  const images: ReceivedImage[] = [];
  let problem: AppError | undefined;
  try {
    for await (const part of request.parts()) {
      if (part.type === 'file') {
        const bytes = await part.toBuffer();
        const filename = displayName(part.filename);
        if (part.fieldname !== 'images') {
          problem ??= errors.badRequest(`${part.fieldname} is not a file field this call accepts: send images as images.`, part.fieldname);
        } else if (part.file.truncated || bytes.length > LIMITS.imageBytes) {
          problem ??= errors.badRequest(MESSAGES.imageTooLarge(filename), 'images');
        } else if (bytes.length) {
          images.push({ filename, bytes });
        }
      } else {
        if (part.valueTruncated) truncated.add(part.fieldname);
        values[part.fieldname] = String(part.value ?? '');
      }
    }
  } catch (error) {
    throw limitError(error) ?? error;
  }

  const rawId = values[fields.id]?.trim();
  if (!rawId) throw errors.badRequest(`${fields.id} is required.`, fields.id);
  const id = Number(rawId);
  if (!/^\d+$/.test(rawId) || !Number.isSafeInteger(id) || id < 1 || id > MAX_ID) {
    throw errors.badRequest(`${fields.id} must be a positive whole number.`, fields.id);
  }

  const text = withoutControlCharacters(values[fields.text] ?? '').trim();
  if (truncated.has(fields.text) || text.length > LIMITS.commentChars) {
    const length = truncated.has(fields.text) ? 'far more' : text.length;
    throw errors.badRequest(`A ${fields.noun} can be at most ${LIMITS.commentChars} characters; this one has ${length}.`, fields.text);
  }
  if (!text) throw errors.badRequest(`Write your ${fields.noun} before sending it: it is empty.`, fields.text);
  if (problem) throw problem;
  return { id, text, images };
}
