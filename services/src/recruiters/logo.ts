// University logos uploaded by recruiters (spec section 7: POST .../upload-logo, field `logo`), checked
// and re-encoded as every uploaded logo is (../images/logo-image.ts). The logo belongs to the
// recruiter's university, so cards and detail pages (GET /api/images/university/{name}.png) show it.
import type { Db } from '../db/client.ts';
import { unauthorized } from '../errors.ts';
import { logoPng } from '../images/logo-image.ts';
import { replaceUniversityLogo } from '../images/university-logo.ts';
import { slugify } from '../seed/text.ts';
import type { Storage } from '../storage/storage.ts';
import { logoUrl } from './present-recruiter.ts';

export {
  LOGO_MAX_BYTES,
  LOGO_SIZE,
  LOGO_TOO_LARGE,
  LOGO_TYPES,
  LOGO_UNREADABLE,
  NOT_AN_IMAGE,
} from '../images/logo-image.ts';

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
  const image = await logoPng(file);
  const university = await universityOf(db, recruiterId);
  const { key } = await replaceUniversityLogo(storage, university, image, (logoKey) =>
    db.university.update({ where: { id: university.id }, data: { logoKey } }),
  );
  return { logo_url: logoUrl(university.name, key), filename: key.slice('logos/'.length) };
}
