import { LIMITS } from '@pte-kit/core';

/** Spec §8: the message shown when a picked image is over the size limit; the file is dropped. */
export const tooLargeMessage = (fileName: string) => `${fileName} is larger than 2 MB`;

/** The server's wording for a file that is not one of the allowed image types (comments API contract). */
export const wrongTypeMessage = (fileName: string) => `${fileName} is not a PNG, JPEG or WebP image`;

export const tooManyMessage = (limit: number) => `You can attach up to ${limit} images.`;

/** Some systems report an empty MIME type for a picked file; the extension decides then. */
const EXTENSION_TYPES: Record<string, string> = { png: 'image/png', jpg: 'image/jpeg', jpeg: 'image/jpeg', webp: 'image/webp' };

function imageTypeOf(file: File): string {
  if (file.type) return file.type;
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? '';
}

export interface PickedImages {
  /** The images kept: the ones already chosen, then the new ones that pass every rule. */
  images: File[];
  /** One message per dropped file. */
  errors: string[];
}

/** Spec §5: up to 3 images, png, jpg/jpeg or webp, each at most 2 MB; any other file is dropped with a message. */
/** The messages of dropped files, in the learner's language (the form passes its translations). */
export interface ImageMessages {
  tooLarge: (fileName: string) => string;
  wrongType: (fileName: string) => string;
  tooMany: (limit: number) => string;
}

const ENGLISH: ImageMessages = { tooLarge: tooLargeMessage, wrongType: wrongTypeMessage, tooMany: tooManyMessage };

export function addImages(current: readonly File[], picked: readonly File[], say: ImageMessages = ENGLISH): PickedImages {
  const images = [...current];
  const errors: string[] = [];
  let overLimit = false;
  for (const file of picked) {
    if (!LIMITS.imageTypes.includes(imageTypeOf(file))) errors.push(say.wrongType(file.name));
    else if (file.size > LIMITS.imageBytes) errors.push(say.tooLarge(file.name));
    else if (images.length >= LIMITS.commentImages) overLimit = true;
    else images.push(file);
  }
  if (overLimit) errors.push(say.tooMany(LIMITS.commentImages));
  return { images, errors };
}
