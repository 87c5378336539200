// Uploaded logos (a recruiter's university, a tenant's site) are judged by their bytes (file-type),
// never their name, and re-encoded by sharp (which also drops anything hidden in the original): fitted
// in LOGO_SIZE×LOGO_SIZE and stored as PNG under a key carrying the image's digest.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import { invalid } from '../errors.ts';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_SIZE = 400;
export const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
export const NOT_AN_IMAGE = 'Please upload a PNG, JPEG, WebP or GIF image.';
export const LOGO_TOO_LARGE = 'The logo must be smaller than 5 MB.';
export const LOGO_UNREADABLE = 'This image could not be read. Please upload another file.';

export interface LogoImage {
  png: Buffer;
  /** The first 16 hex digits of the PNG's SHA-256. */
  digest: string;
}

/** The logo as a PNG and the first 16 hex digits of its SHA-256; 400 for anything but a readable image. */
export async function logoPng(file: Buffer): Promise<LogoImage> {
  const type = await fileTypeFromBuffer(file);
  if (!type || !LOGO_TYPES.has(type.mime)) throw invalid(NOT_AN_IMAGE);
  let png: Buffer;
  try {
    png = await sharp(file, { limitInputPixels: 40_000_000 })
      .rotate()
      .resize(LOGO_SIZE, LOGO_SIZE, { fit: 'inside', withoutEnlargement: true })
      .png()
      .toBuffer();
  } catch {
    throw invalid(LOGO_UNREADABLE);
  }
  return { png, digest: createHash('sha256').update(png).digest('hex').slice(0, 16) };
}
