// University logos uploaded by recruiters (spec section 7: POST .../upload-logo, field `logo`). The file
// is judged by its bytes (file-type), never its name; sharp re-encodes it (which also drops anything
// hidden in the original), fits it in LOGO_SIZE×LOGO_SIZE and stores it as PNG. The logo belongs to the
// recruiter's university, so cards and detail pages (GET /api/images/university/{name}.png) show it.
import { createHash } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import sharp from 'sharp';
import type { Db } from '../db/client.ts';
import { invalid, unauthorized } from '../errors.ts';
import { slugify } from '../seed/text.ts';
import type { Storage } from '../storage/storage.ts';
import { logoUrl } from './present-recruiter.ts';

export const LOGO_MAX_BYTES = 5 * 1024 * 1024;
export const LOGO_SIZE = 400;
export const LOGO_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);
export const NOT_AN_IMAGE = 'Please upload a PNG, JPEG, WebP or GIF image.';
export const LOGO_TOO_LARGE = 'The logo must be smaller than 5 MB.';
export const LOGO_UNREADABLE = 'This image could not be read. Please upload another file.';

/** The recruiter's university row, created on first upload when the dataset named a university we do not list yet. */
async function universityOf(
  db: Db,
  recruiterId: string,
): Promise<{ id: string; name: string; logoKey: string | null }> {
  const recruiter = await db.recruiter.findUnique({
    where: { id: recruiterId },
    select: { universityName: true, country: true, university: { select: { id: true, name: true, logoKey: true } } },
  });
  if (!recruiter) throw unauthorized();
  if (recruiter.university) return recruiter.university;
  const select = { id: true, name: true, logoKey: true } as const;
  const found =
    (await db.university.findFirst({
      where: { name: { equals: recruiter.universityName, mode: 'insensitive' } },
      select,
    })) ??
    (await db.university.create({
      data: {
        name: recruiter.universityName,
        slug: `${slugify(recruiter.universityName)}-${recruiterId.slice(0, 8)}`,
        country: recruiter.country ?? '',
      },
      select,
    }));
  await db.recruiter.update({ where: { id: recruiterId }, data: { universityId: found.id } });
  return found;
}

export async function uploadLogo(
  db: Db,
  storage: Storage,
  recruiterId: string,
  file: Buffer,
): Promise<{ logo_url: string; filename: string }> {
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
  const university = await universityOf(db, recruiterId);
  const digest = createHash('sha256').update(png).digest('hex').slice(0, 16);
  const key = `logos/${university.id}-${digest}.png`;
  await storage.put(key, png, 'image/png');
  await db.university.update({ where: { id: university.id }, data: { logoKey: key } });
  if (university.logoKey && university.logoKey !== key) await storage.delete(university.logoKey);
  return { logo_url: logoUrl(university.name, key), filename: key.slice('logos/'.length) };
}
