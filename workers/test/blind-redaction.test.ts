// Blind review's redacted copies made by the resume-text worker (issue 34): on `review.blind_enabled`
// the processor makes a copy for each of the opportunity's applicants that has text and none yet, on
// real Postgres and a real local store; a rerun finds nothing left to do, and another opportunity's
// applicants are left alone.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Job } from 'bullmq';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractResumeText } from '@phd/services/applicants/resume-text/extract';
import { REDACTED_HEADER } from '@phd/services/review/redacted-pdf';
import { redactedKey } from '@phd/services/review/redacted-copy';
import { createLocalStorage, type Storage } from '@phd/services/storage/index';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { createTestDatabase, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { resumeTextProcessor } from '../src/processors/resume-text.ts';
import { noRedis, silentLogger } from './helpers.ts';

let database: TestDatabase;
let storage: Storage;
let dir: string;
let tenantId: string;
const logger = silentLogger();

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'blind-redaction-'));
  storage = createLocalStorage(dir);
  tenantId = (await database.owner.tenant.create({ data: { slug: 'blind', name: 'B', universityName: 'B U' } })).id;
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

const opportunity = (title: string) =>
  withTenant(database.db, tenantId, (tx) =>
    tx.opportunity.create({
      data: {
        title,
        universityName: 'B U',
        country: 'Netherlands',
        tenantId,
        source: 'tenant',
        blindUntil: 'shortlisted',
      },
    }),
  ).then((o) => o.id);

const applicant = (opportunityId: string, name: string, resumeText: string | null) =>
  withTenant(database.db, tenantId, (tx) =>
    tx.applicant.create({
      data: {
        tenantId,
        opportunityId,
        name,
        email: `${name.split(' ')[0]!.toLowerCase()}@example.test`,
        resumeText,
        confirmedAt: new Date(),
      },
    }),
  ).then((a) => a.id);

let eventId = 0;
function blindEnabled(opportunityId: string) {
  const job = parseJob('resume-text', 'review.blind_enabled', {
    eventId: String(++eventId),
    payload: { tenantId, opportunityId, version: 1 },
  });
  return resumeTextProcessor.handle(
    job,
    { db: database.db, logger, search: null!, redis: noRedis, keyPrefix: 'x', storage },
    {} as Job,
  );
}

describe('review.blind_enabled in the resume-text processor', () => {
  it("makes the opportunity's missing copies, once, and only for applicants with text", async () => {
    const blind = await opportunity('Blind PhD');
    const other = await opportunity('Other PhD');
    const ada = await applicant(blind, 'Ada Lovelace', 'Ada Lovelace, ada@example.test. Analytical engines.');
    const none = await applicant(blind, 'Grace Hopper', null);
    const elsewhere = await applicant(other, 'Alan Turing', 'Alan Turing. Computable numbers.');

    expect(await blindEnabled(blind)).toEqual({ redacted: 1 });
    const rows = await withTenant(database.db, tenantId, (tx) =>
      tx.applicant.findMany({
        where: { id: { in: [ada, none, elsewhere] } },
        select: { id: true, redactedResumeKey: true },
      }),
    );
    const keys = Object.fromEntries(rows.map((r) => [r.id, r.redactedResumeKey]));
    expect(keys).toEqual({ [ada]: redactedKey(tenantId, ada), [none]: null, [elsewhere]: null });
    const file = await storage.get(keys[ada]!);
    const chunks: Buffer[] = [];
    for await (const chunk of file!.body as AsyncIterable<Buffer>) chunks.push(chunk);
    const text = await extractResumeText(Buffer.concat(chunks), 'application/pdf');
    expect(text).toContain(REDACTED_HEADER);
    expect(text).toContain('Analytical engines.');
    expect(text).not.toMatch(/ada|lovelace/i);

    // Idempotent: a second delivery finds every copy made.
    expect(await blindEnabled(blind)).toEqual({ redacted: 0 });
  });
});
