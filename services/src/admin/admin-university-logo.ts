// A university's logo set by an admin (issue 15): POST /api/admin/opportunities/upload-logo with the
// `logo` file and the `university` (name or id), or with a new listing (the multipart create,
// ./admin-opportunities.ts). Checked and re-encoded like every uploaded logo (../images/logo-image.ts);
// the row change and its audit row share one transaction.
import type { UniversityLogoFields } from '@phd/contracts/input/admin-opportunity';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Db, Prisma } from '../db/client.ts';
import { DomainError, invalid } from '../errors.ts';
import { logoPng, type LogoImage } from '../images/logo-image.ts';
import { replaceUniversityLogo } from '../images/university-logo.ts';
import { logoUrl } from '../recruiters/present-recruiter.ts';
import type { Storage } from '../storage/storage.ts';

export const unknownUniversity = (name: string) =>
  `We have no university called "${name}". Please pick one from the list.`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export type UniversityRef = { id: string; name: string; logoKey: string | null };

/** The logo as a PNG (logoPng), its refusals naming the form's `logo` field so the console shows them there. */
export async function checkedLogo(file: Buffer): Promise<LogoImage> {
  try {
    return await logoPng(file);
  } catch (error) {
    if (error instanceof DomainError && error.kind === 'invalid') throw invalid(error.message, { logo: error.message });
    throw error;
  }
}

/** A university of the catalogue by its id or its name (any case), or null. */
export function findUniversity(db: Db, ref: string): Promise<UniversityRef | null> {
  return db.university.findFirst({
    where: UUID.test(ref) ? { id: ref.toLowerCase() } : { name: { equals: ref, mode: 'insensitive' } },
    select: { id: true, name: true, logoKey: true },
  });
}

/** Points the university at its new logo, with the audit row, in the caller's transaction. */
export async function setUniversityLogo(
  tx: Prisma.TransactionClient,
  actor: Actor,
  university: UniversityRef,
  logoKey: string,
): Promise<void> {
  await tx.university.update({ where: { id: university.id }, data: { logoKey } });
  await recordAudit(tx, actor, {
    action: 'university.logo_changed',
    recordType: 'university',
    recordId: university.id,
    before: { name: university.name, logo_key: university.logoKey },
    after: { name: university.name, logo_key: logoKey },
  });
}

export async function adminUploadUniversityLogo(
  db: Db,
  storage: Storage,
  actor: Actor,
  { university: ref }: UniversityLogoFields,
  file: Buffer,
): Promise<{ logo_url: string; university: { id: string; name: string } }> {
  const image = await checkedLogo(file);
  const university = await findUniversity(db, ref);
  if (!university) throw invalid(unknownUniversity(ref), { university: unknownUniversity(ref) });
  const { key } = await replaceUniversityLogo(storage, university, image, (logoKey) =>
    db.$transaction((tx) => setUniversityLogo(tx, actor, university, logoKey)),
  );
  return { logo_url: logoUrl(university.name, key), university: { id: university.id, name: university.name } };
}
