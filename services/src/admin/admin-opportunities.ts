// The admin's opportunity writes (issue 15; spec section 7, "Admin"): any listing of the catalogue,
// created for any university (optionally with the university's logo), edited, featured or not,
// deleted (softly: it leaves the listing and the index through the outbox). The body is the editor's
// plus the university and the category (@phd/contracts/input/admin-opportunity), read at the edge with
// the editors' wording ("Please check title: …"); each write and its audit rows share one transaction.
import { randomUUID } from 'node:crypto';
import type { AdminOpportunityBody } from '@phd/contracts/input/admin-opportunity';
import { recordAudit, type Actor } from '../audit/audit-log.ts';
import type { Db, Prisma } from '../db/client.ts';
import type { Opportunity } from '../db/generated/client.ts';
import { invalid } from '../errors.ts';
import { replaceUniversityLogo } from '../images/university-logo.ts';
import { checkApplyRoute, checkEditedApplyRoute, toFields } from '../opportunities/editor-body.ts';
import { findWritableOpportunity, opportunityIdOf } from '../opportunities/find-opportunity.ts';
import { createOpportunity, deleteOpportunity, updateOpportunity } from '../opportunities/index.ts';
import { slugify } from '../seed/text.ts';
import type { Storage } from '../storage/storage.ts';
import { checkedLogo, setUniversityLogo, type UniversityRef } from './admin-university-logo.ts';

export const LOGO_NEEDS_UNIVERSITY = 'Please say which university the logo is for.';

/** The university's catalogue row, when it is one we know (its id ties the listing to it). */
async function universityNamed(db: Db, name: string) {
  return db.university.findFirst({
    where: { name: { equals: name, mode: 'insensitive' } },
    select: { id: true, name: true, logoKey: true },
  });
}

async function createRow(
  tx: Prisma.TransactionClient,
  actor: Actor,
  body: AdminOpportunityBody,
  university: UniversityRef | null,
): Promise<Opportunity> {
  return createOpportunity(
    tx,
    {
      ...toFields(body),
      title: body.title ?? '',
      country: body.country ?? '',
      universityName: university?.name ?? body.university ?? '',
      universityId: university?.id ?? null,
      category: body.category ?? 'standard',
      source: 'admin',
    },
    actor,
  );
}

/** A university we did not list yet, added so its logo has a home (as a recruiter's first upload does). */
async function addUniversity(tx: Prisma.TransactionClient, actor: Actor, university: UniversityRef, country: string) {
  await tx.university.create({
    data: {
      id: university.id,
      name: university.name,
      slug: `${slugify(university.name)}-${university.id.slice(0, 8)}`,
      country,
    },
  });
  await recordAudit(tx, actor, {
    action: 'university.created',
    recordType: 'university',
    recordId: university.id,
    after: { name: university.name, country },
  });
}

/**
 * Creates a listing (JSON, or the multipart form's fields) and, given a logo file, sets it as the
 * university's logo in the same transaction (a university we do not list yet is added). The logo is
 * checked before anything is written: a file that is not an image creates nothing.
 */
export async function adminCreateOpportunity(
  db: Db,
  actor: Actor,
  body: AdminOpportunityBody,
  logo?: { file: Buffer; storage: Storage },
): Promise<Opportunity> {
  checkApplyRoute(body.collect_resumes ?? false, body.opportunity_url);
  if (logo && !body.university) throw invalid(LOGO_NEEDS_UNIVERSITY, { university: LOGO_NEEDS_UNIVERSITY });
  const image = logo ? await checkedLogo(logo.file) : null;
  const known = body.university ? await universityNamed(db, body.university) : null;
  if (!logo || !image) return db.$transaction((tx) => createRow(tx, actor, body, known));
  const university = known ?? { id: randomUUID(), name: body.university!, logoKey: null };
  const { saved } = await replaceUniversityLogo(logo.storage, university, image, (logoKey) =>
    db.$transaction(async (tx) => {
      if (!known) await addUniversity(tx, actor, university, body.country ?? '');
      const row = await createRow(tx, actor, body, university);
      await setUniversityLogo(tx, actor, university, logoKey);
      return row;
    }),
  );
  return saved;
}

export async function adminUpdateOpportunity(db: Db, actor: Actor, idInput: string, body: AdminOpportunityBody) {
  const id = opportunityIdOf(idInput);
  checkEditedApplyRoute(body, await findWritableOpportunity(db, id, {}));
  const university = body.university ? await universityNamed(db, body.university) : null;
  const fields = {
    ...toFields(body),
    ...(body.university && {
      universityName: university?.name ?? body.university,
      universityId: university?.id ?? null,
    }),
    ...(body.category && { category: body.category }),
  };
  return updateOpportunity(db, id, fields, {}, actor);
}

export async function adminDeleteOpportunity(db: Db, actor: Actor, idInput: string): Promise<void> {
  await deleteOpportunity(db, opportunityIdOf(idInput), {}, actor);
}

/** GET /api/admin/universities/countries: the form's pickers, each country with its universities. */
export async function universitiesByCountry(db: Db) {
  const rows = await db.university.findMany({
    select: { id: true, name: true, country: true },
    orderBy: [{ country: 'asc' }, { name: 'asc' }],
  });
  const countries = new Map<string, { id: string; name: string }[]>();
  for (const r of rows) {
    const list = countries.get(r.country) ?? [];
    list.push({ id: r.id, name: r.name });
    countries.set(r.country, list);
  }
  return { data: [...countries].map(([country, universities]) => ({ country, universities })) };
}
