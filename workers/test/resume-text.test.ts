// Resumes made searchable (issue 14): real PDF and DOCX files made here, stored in a real local store,
// read by the resume-text processor into the applicant's search vector on real Postgres; `q` finds a
// word that appears only inside the resume. A file that cannot be read, or would cost too much to
// read, leaves the applicant searchable by name and e-mail and the job in the failed list.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { UnrecoverableError, type Job, type Queue } from 'bullmq';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXTRACT_LIMITS, extractResumeText, UnreadableResumeError } from '@phd/services/applicants/resume-text/extract';
import { applicantsMatching } from '@phd/services/applicants/search-text';
import { ACCEPTED } from '@phd/services/applications/resume-types';
import { eventJobId } from '@phd/services/events/catalogue';
import { recordEvent } from '@phd/services/events/outbox';
import { createLocalStorage, type Storage } from '@phd/services/storage/index';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { docx, lyingDocxBomb } from '../../gateway/test/zip.ts';
import { createTestDatabase, redisUrl, uniquePrefix, type TestDatabase } from '../../tests/support/services.ts';
import { parseJob } from '../src/jobs.ts';
import { resumeTextProcessor } from '../src/processors/resume-text.ts';
import { createQueue } from '../src/queue-factory.ts';
import { noRedis, silentLogger, waitFor, startTestWorkers } from './helpers.ts';

const PDF = ACCEPTED.pdf!.mime;
const DOCX = ACCEPTED.docx!.mime;

let database: TestDatabase;
let storage: Storage;
let dir: string;
let tenantId: string;
const logger = silentLogger();

beforeAll(async () => {
  database = await createTestDatabase();
  dir = mkdtempSync(join(tmpdir(), 'resume-text-'));
  storage = createLocalStorage(dir);
  tenantId = (await database.owner.tenant.create({ data: { slug: 'resumes', name: 'R', universityName: 'R U' } })).id;
});
afterAll(async () => {
  await database.drop();
  rmSync(dir, { recursive: true, force: true });
});

async function pdfOf(lines: string[]): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  lines.forEach((line, i) => page.drawText(line, { x: 50, y: 750 - i * 20, size: 12, font }));
  return Buffer.from(await pdf.save());
}

const W = 'http://schemas.openxmlformats.org/wordprocessingml/2006/main';
function docxOf(paragraphs: string[]): Buffer {
  const body = paragraphs.map((p) => `<w:p><w:r><w:t>${p}</w:t></w:r></w:p>`).join('');
  return docx(`<?xml version="1.0"?><w:document xmlns:w="${W}"><w:body>${body}</w:body></w:document>`, true);
}

let made = 0;
/** An applicant with `file` stored as its resume (or none), in the test site. */
async function applicant(name: string, file?: { bytes: Buffer; mime: string }): Promise<string> {
  const key = file ? `resumes/test-${++made}.bin` : null;
  if (file && key) await storage.put(key, file.bytes, file.mime);
  const row = await withTenant(database.db, tenantId, (tx) =>
    tx.applicant.create({
      data: {
        tenantId,
        name,
        email: `${name.toLowerCase().replace(/\W+/g, '.')}@example.test`,
        resumeKey: key,
        resumeMime: file?.mime ?? null,
        resumeFilename: file ? 'cv' : null,
        resumeSize: file?.bytes.length ?? null,
        confirmedAt: new Date(),
      },
    }),
  );
  return row.id;
}

function run(applicantId: string) {
  const job = parseJob('resume-text', 'applicant.added', {
    eventId: String(++made),
    payload: { tenantId, applicantId, version: 1 },
  });
  return resumeTextProcessor.handle(
    job,
    { db: database.db, logger, search: null!, redis: noRedis, keyPrefix: 'x', storage },
    {} as Job,
  );
}

/** The ids `q` finds, as the applicants list searches. */
function search(q: string): Promise<string[]> {
  return withTenant(database.db, tenantId, async (tx) =>
    (await tx.$queryRaw<{ id: string }[]>`SELECT id FROM ${applicantsMatching(q)} ORDER BY id`).map((r) => r.id),
  );
}

const textOf = (id: string) =>
  withTenant(database.db, tenantId, (tx) =>
    tx.applicant.findUniqueOrThrow({ where: { id }, select: { resumeText: true } }).then((r) => r.resumeText),
  );

describe('resume-text processor (real files, real Postgres)', () => {
  it('finds a word that appears only inside a PDF resume, and the name beside it', async () => {
    const ada = await applicant('Ada Lovelace', {
      bytes: await pdfOf(['Research interests: Bayesian inference', 'Hierarchical models of galaxies']),
      mime: PDF,
    });
    const other = await applicant('Grace Hopper', { bytes: await pdfOf(['Compilers and COBOL']), mime: PDF });
    expect(await search('Bayesian')).toEqual([]);

    expect(await run(ada)).toMatchObject({ applicant: 'indexed' });
    await run(other);
    expect(await search('Bayesian')).toEqual([ada]);
    expect(await search('galaxies')).toEqual([ada]);
    expect(await search('Lovelace')).toEqual([ada]);
    expect(await textOf(ada)).toContain('Bayesian inference');
    // Idempotent: a second delivery writes the same.
    await run(ada);
    expect(await search('Bayesian')).toEqual([ada]);
  });

  it('finds a word that appears only inside a DOCX resume', async () => {
    const id = await applicant('Emmy Noether', {
      bytes: docxOf(['Invariant theory', 'Symmetries and conservation laws (Noetherian rings)']),
      mime: DOCX,
    });
    await run(id);
    expect(await search('symmetries')).toEqual([id]);
    expect(await search('Noetherian')).toEqual([id]);
    expect(await textOf(id)).toContain('Invariant theory');
  });

  it('an applicant without a resume is searchable by name and e-mail', async () => {
    const id = await applicant('Paper Applicant');
    expect(await run(id)).toEqual({ applicant: 'no-resume' });
    expect(await search('paper.applicant@example.test')).toEqual([id]);
  });

  it('a damaged PDF, a missing file and a zip bomb fail for good, leaving the applicant searchable by name', async () => {
    const damaged = await applicant('Damaged Pdf', { bytes: Buffer.from('%PDF-1.7 not really'), mime: PDF });
    const missing = await applicant('Missing File', { bytes: await pdfOf(['x']), mime: PDF });
    await storage.delete(
      (await withTenant(database.db, tenantId, (tx) => tx.applicant.findUniqueOrThrow({ where: { id: missing } })))
        .resumeKey!,
    );
    // A bomb whose directory understates its size, so only really unpacking it shows what it is.
    const bombId = await applicant('Zip Bomb', { bytes: lyingDocxBomb(64), mime: DOCX });

    for (const [id, reason] of [
      [damaged, /not a readable PDF/],
      [missing, /is missing/],
      [bombId, /unpacks to more than 50 MB/],
    ] as const) {
      const failure = await run(id).catch((err: unknown) => err);
      expect(failure).toBeInstanceOf(UnrecoverableError);
      expect((failure as Error).message).toMatch(reason);
      expect(await textOf(id)).toBeNull();
    }
    expect(await search('Damaged')).toEqual([damaged]);
    expect(await search('Missing')).toEqual([missing]);
    expect(await search('bomb')).toEqual([bombId]);
  });

  it('a reader that runs out of time or memory is stopped, not the worker', async () => {
    const bytes = await pdfOf(['Slow reading']);
    await expect(extractResumeText(bytes, PDF, { ...EXTRACT_LIMITS, timeoutMs: 1 })).rejects.toThrow(
      /longer than 1 ms/,
    );
    await expect(extractResumeText(bytes, PDF, { ...EXTRACT_LIMITS, heapMb: 1 })).rejects.toBeInstanceOf(
      UnreadableResumeError,
    );
    // Only the first pages are read, and only so many characters kept.
    const long = await extractResumeText(await pdfOf(['word '.repeat(60)]), PDF, { ...EXTRACT_LIMITS, maxChars: 40 });
    expect(long.length).toBeLessThanOrEqual(40);
  });

  it('a cut between the two halves of a character leaves no half behind (U+FFFD in its place)', async () => {
    const cut = await extractResumeText(docxOf(['😀😀😀']), DOCX, { ...EXTRACT_LIMITS, maxChars: 3 });
    expect(cut).toBe('😀\ufffd');
  });
});

describe('resume-text through the outbox (real Redis)', () => {
  it('an applicant.added event reaches the processor; an unreadable file stays in the failed list', async () => {
    const prefix = uniquePrefix('resume-text');
    const app = await startTestWorkers({
      db: database.db,
      logger,
      prefix,
      storage,
    });
    const queue: Queue = createQueue('resume-text', { redisUrl: redisUrl(), prefix }, logger);
    try {
      const good = await applicant('Outbox Good', { bytes: await pdfOf(['Spectroscopy of exoplanets']), mime: PDF });
      const bad = await applicant('Outbox Bad', { bytes: Buffer.from('%PDF-1.4 broken'), mime: PDF });
      const [goodEvent, badEvent] = await withTenant(database.db, tenantId, async (tx) => [
        await recordEvent(tx, 'applicant.added', { tenantId, applicantId: good }),
        await recordEvent(tx, 'applicant.added', { tenantId, applicantId: bad }),
      ]);
      await waitFor(async () => (await search('exoplanets')).includes(good), { timeoutMs: 30_000, what: 'the text' });
      const failed = await waitFor(
        async () => {
          // State first, then the job: a job read before it failed would carry no failedReason.
          const id = eventJobId(badEvent!, 'resume-text');
          return (await queue.getJobState(id)) === 'failed' ? ((await queue.getJob(id)) ?? null) : null;
        },
        { timeoutMs: 30_000, what: 'the unreadable resume in the failed list' },
      );
      // Failed for good at the first attempt: retrying an unreadable file cannot help.
      expect(failed.attemptsStarted).toBe(1);
      expect(failed.failedReason).toMatch(/resume unreadable/);
      expect(await search('Outbox')).toEqual([good, bad].sort());
      expect(await (await queue.getJob(eventJobId(goodEvent!, 'resume-text')))?.getState()).toBe('completed');
    } finally {
      await app.close();
      await queue.obliterate({ force: true });
      await queue.close();
    }
  }, 60_000);
});
