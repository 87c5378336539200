// A post's cover image (issue 18): judged by its bytes (file-type), never its name, and re-encoded by
// sharp (dropping anything hidden in the original) to a 1200×630 JPEG, the size link previews use,
// stored under a key carrying its digest so a new cover gets a new, forever-cacheable URL.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { invalid } from '../errors.ts';
import { COVER_PREFIX } from './present-blog.ts';

export const COVER_MAX_BYTES = 8 * 1024 * 1024;
export const COVER_WIDTH = 1200;
export const COVER_HEIGHT = 630;
const COVER_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);
export const COVER_NOT_AN_IMAGE = 'Please upload a PNG, JPEG, WebP, AVIF or GIF image as the cover.';
export const COVER_TOO_LARGE = 'The cover image must be smaller than 8 MB.';
export const COVER_UNREADABLE = 'This image could not be read. Please upload another file.';
export const COVER_TOO_SMALL = 'The cover image must be at least 600 pixels wide.';

/** File names under COVER_PREFIX: the post's id and the image's digest. */
export const COVER_FILE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}-[0-9a-f]{16}\.jpg$/;

export interface CoverImage {
  jpeg: Buffer;
  digest: string;
}

export async function coverJpeg(file: Buffer): Promise<CoverImage> {
  const type = await fileTypeFromBuffer(file);
  if (!type || !COVER_TYPES.has(type.mime)) throw invalid(COVER_NOT_AN_IMAGE, { cover: COVER_NOT_AN_IMAGE });
  let jpeg: Buffer;
  try {
    const image = sharp(file, { limitInputPixels: 60_000_000 }).rotate();
    const { width } = await image.metadata();
    if (width !== undefined && width < 600) throw invalid(COVER_TOO_SMALL, { cover: COVER_TOO_SMALL });
    jpeg = await image
      .resize(COVER_WIDTH, COVER_HEIGHT, { fit: 'cover', position: 'attention' })
      .flatten({ background: '#ffffff' })
      .jpeg({ quality: 82, mozjpeg: true })
      .toBuffer();
  } catch (error) {
    if (error instanceof Error && error.name === 'DomainError') throw error;
    throw invalid(COVER_UNREADABLE, { cover: COVER_UNREADABLE });
  }
  return { jpeg, digest: createHash('sha256').update(jpeg).digest('hex').slice(0, 16) };
}

export const coverKey = (postId: string, digest: string) => `${COVER_PREFIX}${postId}-${digest}.jpg`;
