import type { Sharp } from 'sharp';
import { LIMITS } from '@pte-kit/core';
import { errors } from '../../../errors';
import type { CheckedImage } from '../comments/uploads';

/**
 * The stored avatar is made here, never the uploaded bytes: decoded, turned upright by its EXIF orientation, scaled
 * to fit LIMITS.avatarPixels square (never enlarged) and written again in the type it came in. Re-encoding drops
 * every metadata block (EXIF with GPS positions, ICC, XMP) and anything hidden after the image data (a polyglot
 * file), and bounds what other learners download. libvips refuses images over 40 megapixels before decoding them,
 * so a small file that unpacks to a huge bitmap costs nothing. A file whose header does not decode is refused; damage
 * after the header (a bad checksum, a short last row) is decoded as far as it goes, as browsers show such files: what
 * is stored is a new encode either way.
 */
export async function reencodeAvatar(image: CheckedImage): Promise<CheckedImage> {
  // libvips loads at the first upload, not at every server start: avatars are rare, the server's memory is not.
  const { default: sharp } = await import('sharp');
  let pipeline: Sharp;
  try {
    pipeline = sharp(image.bytes, { failOn: 'none', limitInputPixels: 40_000_000 })
      .rotate()
      .resize(LIMITS.avatarPixels, LIMITS.avatarPixels, { fit: 'inside', withoutEnlargement: true });
    if (image.kind === 'png') pipeline = pipeline.png({ compressionLevel: 9 });
    else if (image.kind === 'jpg') pipeline = pipeline.jpeg({ quality: 85, mozjpeg: true });
    else pipeline = pipeline.webp({ quality: 85 });
    return { kind: image.kind, bytes: await pipeline.toBuffer() };
  } catch {
    throw errors.badRequest('The avatar could not be read as an image: choose a PNG, JPEG or WebP picture.', 'avatar');
  }
}
