// Reference letters (issue 34) on real parts (Postgres under row-level security, the gateway's multipart
// parsing, local file storage): referees named on both application forms (exactly as many as the
// position asks, distinct, never the applicant's own address), their rows and e-mails (a careers
// applicant's only once the address is confirmed), the referee's public link (facts, a PDF checked by
// content, a written letter, a decline; 410 once used or expired, another site's token not found, one
// of two identical submissions), the staff's detail and list, the letter's download and its access
// record, blind review's 403, the candidate's view (no content), and the files deleted with the applicant.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listApplications } from '@phd/contracts/endpoints/applications';
import { getApplicant, listApplicants } from '@phd/contracts/endpoints/applicants';
import {
  declineReference,
  getReferenceRequest,
  LETTER_RECEIVED,
  LETTERS_BLIND,
  REFERENCE_DECLINED,
  uploadReferenceLetter,
  writeReferenceLetter,
} from '@phd/contracts/endpoints/references';
import { REFERENCE_MESSAGES, refereesCountMessage } from '@phd/contracts/input/references';
import { referenceToken } from '@phd/services/references/reference-links';
import { withTenant, type TenantTx } from '@phd/services/tenants/unit-of-work';
import { signInAs } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, testConfig, type Gateway } from './harness.ts';
import { multipartPayload } from './multipart.ts';
import { createOpportunity } from './opportunity-fixture.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const LETTER = 'I supervised Grace during her MSc and recommend her without reservation for this PhD position.';
const referees = [
  { name: 'Alan Turing', email: 'alan@example.org', relation: 'MSc supervisor' },
  { name: 'Ada Lovelace', email: 'ada@example.org', relation: 'Lecturer' },
  { name: 'Barbara Liskov', email: 'barbara@example.org', relation: 'Internship mentor' },
];

let gw: Gateway;
let site: Site;
let other: Site;
let owner: StaffMember;
let opportunityId: string;
let otherOpportunityId: string;
const appSecret = testConfig().appSecret;

beforeAll(async () => {
  gw = await startGateway({ label: 'references' });
  site = await createSite(gw.database.owner, 'letters-site', 'Letters Site');
  other = await createSite(gw.database.owner, 'letters-other', 'Letters Other');
  const make = (tenantId: string) =>
    createOpportunity(gw.database.owner, 'Letters', {
      tenantId,
      listedPublicly: true,
      collectResumes: true,
      referencesRequired: 3,
    });
  opportunityId = (await make(site.id)).id;
  otherOpportunityId = (await make(other.id)).id;
  owner = await staffMember(gw.app, gw.db, site, 'owner');
});
afterAll(async () => {
  await gw?.close();
});

const inSite = <T>(s: Site, work: (tx: TenantTx) => Promise<T>) => withTenant(gw.database.owner, s.id, work);

let addresses = 0;
const nextAddress = () => `10.34.${Math.floor(++addresses / 250)}.${addresses % 250}`;

async function applyOnCareers(s: Site, opportunity: string, email: string, named: unknown) {
  const form = new FormData();
  const fields = { opportunity_id: opportunity, name: 'Grace Hopper', email, consent: 'true' };
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (named !== undefined) form.append('referees', typeof named === 'string' ? named : JSON.stringify(named));
  form.append('resume', new Blob([new Uint8Array(PDF)]), 'cv.pdf');
  const { payload, contentType } = await multipartPayload(form);
  return gw.app.inject({
    method: 'POST',
    url: '/api/careers/applications',
    headers: { 'x-tenant': s.slug, 'content-type': contentType },
    payload,
    remoteAddress: nextAddress(),
  });
}

/** A confirmed careers applicant with three referees; answers the applicant and the referees' tokens. */
async function confirmedApplicant(email: string, s = site, opportunity = opportunityId) {
  expect((await applyOnCareers(s, opportunity, email, referees)).statusCode).toBe(201);
  const applicant = await inSite(s, (tx) => tx.applicant.findFirstOrThrow({ where: { email } }));
  await inSite(s, (tx) => tx.applicant.update({ where: { id: applicant.id }, data: { confirmedAt: new Date() } }));
  const refs = await inSite(s, (tx) =>
    tx.applicantReference.findMany({ where: { applicantId: applicant.id }, orderBy: { refereeEmail: 'asc' } }),
  );
  return { applicant, refs, tokens: refs.map((r) => referenceToken(appSecret, r.id)) };
}

const onSite = (s: Site | null, method: 'GET' | 'POST', url: string, payload?: object) =>
  gw.app.inject({
    method,
    url,
    headers: s ? { 'x-tenant': s.slug } : {},
    remoteAddress: nextAddress(),
    ...(payload && { payload }),
  });

async function uploadLetter(s: Site, token: string, bytes: Buffer, name: string) {
  const form = new FormData();
  form.append('letter', new Blob([new Uint8Array(bytes)]), name);
  const { payload, contentType } = await multipartPayload(form);
  return gw.app.inject({
    method: 'POST',
    url: `/api/references/${token}/letter`,
    headers: { 'x-tenant': s.slug, 'content-type': contentType },
    payload,
    remoteAddress: nextAddress(),
  });
}

describe('naming referees', () => {
  it('asks for exactly as many referees as the position asks letters for, each once, never the applicant', async () => {
    const email = 'naming@example.org';
    const two = await applyOnCareers(site, opportunityId, email, referees.slice(0, 2));
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ message: refereesCountMessage(3) });
    const none = await applyOnCareers(site, opportunityId, email, undefined);
    expect(none.json()).toMatchObject({ message: refereesCountMessage(3) });
    const twice = await applyOnCareers(site, opportunityId, email, [referees[0], referees[1], referees[0]]);
    expect(twice.json()).toMatchObject({ message: REFERENCE_MESSAGES.duplicate });
    const own = await applyOnCareers(site, opportunityId, email, [referees[0], referees[1], { ...referees[2], email }]);
    expect(own.json()).toMatchObject({ message: REFERENCE_MESSAGES.own });
    const garbled = await applyOnCareers(site, opportunityId, email, '[{"name": "x"');
    expect(garbled.json()).toMatchObject({ message: REFERENCE_MESSAGES.unreadable });
    const noRelation = await applyOnCareers(site, opportunityId, email, [
      referees[0],
      referees[1],
      { name: 'X', email: 'x@example.org' },
    ]);
    expect(noRelation.json()).toMatchObject({ message: 'Relation is required' });
    expect(await inSite(site, (tx) => tx.applicant.count({ where: { email } }))).toBe(0);
  });

  it('keeps a careers applicant’s referees unsent until the address is confirmed, then asks each once', async () => {
    const email = 'confirming@example.org';
    expect((await applyOnCareers(site, opportunityId, email, referees)).statusCode).toBe(201);
    const applicant = await inSite(site, (tx) => tx.applicant.findFirstOrThrow({ where: { email } }));
    const refs = await inSite(site, (tx) => tx.applicantReference.findMany({ where: { applicantId: applicant.id } }));
    expect(refs.map((r) => r.refereeEmail).sort()).toEqual(referees.map((r) => r.email).sort());
    const requested = () =>
      gw.database.owner.outboxEvent.findMany({
        where: { type: 'reference.requested', payload: { path: ['tenantId'], equals: site.id } },
      });
    const ids = new Set(refs.map((r) => r.id));
    const mine = async () =>
      (await requested()).filter((e) => ids.has((e.payload as { referenceId: string }).referenceId));
    expect(await mine()).toHaveLength(0);
    // Before the confirmation nobody was sent the link: it leads nowhere.
    const early = await onSite(site, 'GET', `/api/references/${referenceToken(appSecret, refs[0]!.id)}`);
    expect(early.statusCode).toBe(404);

    const tokenId = (
      await gw.database.owner.outboxEvent.findFirstOrThrow({
        where: { type: 'applicant.confirmation_requested' },
        orderBy: { id: 'desc' },
      })
    ).payload as { tokenId: string };
    const row = await inSite(site, (tx) => tx.tenantToken.findUniqueOrThrow({ where: { id: tokenId.tokenId } }));
    expect(row.applicantId).toBe(applicant.id);
    const { linkToken } = await import('@phd/services/tenants/staff-tokens');
    const confirmed = await onSite(site, 'POST', '/api/careers/confirm', { token: linkToken(appSecret, row.id) });
    expect(confirmed.statusCode).toBe(200);
    expect(await mine()).toHaveLength(3);
    const after = await inSite(site, (tx) => tx.applicantReference.findMany({ where: { applicantId: applicant.id } }));
    for (const r of after) expect(r.expiresAt.getTime() - r.createdAt.getTime()).toBe(21 * 24 * 60 * 60 * 1000);
  });

  it('asks a main-site candidate’s referees at once, and shows the candidate which letters came, never what they say', async () => {
    const who = await signInAs(gw.app, gw.db, 'main-site-letters@example.org');
    const body = new FormData();
    const fields = {
      opportunity_id: opportunityId,
      name: 'Katherine Johnson',
      country: 'France',
      contact_mobile: '+33 6 12 34 56 78',
      referees: JSON.stringify(referees),
    };
    for (const [k, v] of Object.entries(fields)) body.append(k, v);
    body.append('resume', new Blob([new Uint8Array(PDF)], { type: 'application/pdf' }), 'cv.pdf');
    const { payload, contentType } = await multipartPayload(body);
    const res = await who.inject({
      method: 'POST',
      url: '/api/applications',
      headers: { 'content-type': contentType },
      payload,
      remoteAddress: nextAddress(),
    });
    expect(res.statusCode).toBe(201);
    const applicationId = (res.json() as { application_id: string }).application_id;
    const applicant = await inSite(site, (tx) => tx.applicant.findFirstOrThrow({ where: { applicationId } }));
    const refs = await inSite(site, (tx) =>
      tx.applicantReference.findMany({ where: { applicantId: applicant.id }, orderBy: { refereeEmail: 'asc' } }),
    );
    expect(refs).toHaveLength(3);
    const events = await gw.database.owner.outboxEvent.findMany({ where: { type: 'reference.requested' } });
    const sent = new Set(events.map((e) => (e.payload as { referenceId: string }).referenceId));
    expect(refs.every((r) => sent.has(r.id))).toBe(true);

    // ada: a written letter; alan: declined with a note; barbara: waiting.
    const [ada, alan] = refs.map((r) => referenceToken(appSecret, r.id));
    expect((await onSite(site, 'POST', `/api/references/${ada}/text`, { text: LETTER })).statusCode).toBe(201);
    const note = 'I do not know Katherine well enough to write.';
    expect((await onSite(site, 'POST', `/api/references/${alan}/decline`, { note })).statusCode).toBe(200);

    const mine = await who.inject({ method: 'GET', url: '/api/applications' });
    expect(mine.statusCode).toBe(200);
    expectContractAnswer(listApplications, mine);
    const item = (mine.json() as { data: { id: string; letters: unknown }[] }).data.find((a) => a.id === applicationId);
    expect(item!.letters).toEqual({
      received: 1,
      required: 3,
      // In the order they were named.
      referees: [
        { name: 'Alan Turing', status: 'declined' },
        { name: 'Ada Lovelace', status: 'received' },
        { name: 'Barbara Liskov', status: 'requested' },
      ],
    });
    expect(mine.body).not.toContain(LETTER.slice(0, 30));
    expect(mine.body).not.toContain(note);
  });
});

describe("the referee's link", () => {
  it('says whom and what the letter is for; another site, the main site or a made-up token find nothing', async () => {
    const { tokens } = await confirmedApplicant('facts@example.org');
    const res = await onSite(site, 'GET', `/api/references/${tokens[0]}`);
    expect(res.statusCode).toBe(200);
    expectContractAnswer(getReferenceRequest, res);
    expect(res.json()).toMatchObject({
      data: { applicant_name: 'Grace Hopper', site: 'Letters Site', referee_name: 'Ada Lovelace' },
    });
    expect((res.json() as { data: { position: string } }).data.position).toMatch(/^Letters PhD/);
    expect(res.headers['cache-control']).toBe('no-store');
    expect((await onSite(other, 'GET', `/api/references/${tokens[0]}`)).statusCode).toBe(404);
    expect((await onSite(null, 'GET', `/api/references/${tokens[0]}`)).statusCode).toBe(404);
    for (const bad of ['x', 'A'.repeat(43)])
      expect((await onSite(site, 'GET', `/api/references/${bad}`)).statusCode, bad).toBe(404);
    // Nothing a link can hold makes a 500.
    for (const bad of ['%00', 'a'.repeat(300), '%E2%80', 'ABC%0Aabc'])
      expect((await onSite(site, 'GET', `/api/references/${bad}`)).statusCode, bad).toBeOneOf([400, 404]);
    // Another site's own token works on its own site only.
    const theirs = await confirmedApplicant('facts-other@example.org', other, otherOpportunityId);
    expect((await onSite(site, 'GET', `/api/references/${theirs.tokens[0]}`)).statusCode).toBe(404);
    expect((await onSite(other, 'GET', `/api/references/${theirs.tokens[0]}`)).statusCode).toBe(200);
  });

  it('takes a PDF by its content (a .pdf that is not one is refused), once: then 410 with nothing about the applicant', async () => {
    const { refs, tokens } = await confirmedApplicant('upload@example.org');
    const fake = await uploadLetter(site, tokens[0]!, Buffer.from('<html>not a pdf</html>'), 'letter.pdf');
    expect(fake.statusCode).toBe(400);
    expect(fake.json()).toMatchObject({ message: REFERENCE_MESSAGES.letterType });
    const ok = await uploadLetter(site, tokens[0]!, PDF, 'Letter for Grace.pdf');
    expect(ok.statusCode).toBe(201);
    expectContractAnswer(uploadReferenceLetter, ok);
    expect(ok.json()).toEqual({ message: LETTER_RECEIVED });
    const row = await inSite(site, (tx) => tx.applicantReference.findUniqueOrThrow({ where: { id: refs[0]!.id } }));
    expect(row).toMatchObject({ status: 'received', letterFilename: 'Letter for Grace.pdf', letterSize: PDF.length });
    expect(row.letterKey!.startsWith(`letters/${site.id}/`)).toBe(true);
    expect(row.respondedAt).toBeInstanceOf(Date);

    const used = await onSite(site, 'GET', `/api/references/${tokens[0]}`);
    expect(used.statusCode).toBe(410);
    expect(used.json()).toMatchObject({ message: REFERENCE_MESSAGES.used });
    expect(used.body).not.toContain('Grace');
    expect((await uploadLetter(site, tokens[0]!, PDF, 'again.pdf')).statusCode).toBe(410);
    expect((await onSite(site, 'POST', `/api/references/${tokens[0]}/text`, { text: LETTER })).statusCode).toBe(410);
    expect((await onSite(site, 'POST', `/api/references/${tokens[0]}/decline`, {})).statusCode).toBe(410);
  });

  it('takes a written letter of 50 to 20,000 characters; of two identical submissions at once one wins', async () => {
    const { refs, tokens } = await confirmedApplicant('text@example.org');
    const short = await onSite(site, 'POST', `/api/references/${tokens[0]}/text`, { text: 'Too short.' });
    expect(short.statusCode).toBe(400);
    expect(short.json()).toMatchObject({ message: 'Your letter must be at least 50 characters.' });
    const nul = await onSite(site, 'POST', `/api/references/${tokens[0]}/text`, { text: `${LETTER}\u0000` });
    expect(nul.statusCode).toBe(400);
    const both = await Promise.all(
      [1, 2].map(() => onSite(site, 'POST', `/api/references/${tokens[0]}/text`, { text: LETTER })),
    );
    expect(both.map((r) => r.statusCode).sort()).toEqual([201, 410]);
    expectContractAnswer(
      writeReferenceLetter,
      both.find((r) => r.statusCode === 201)!,
    );
    const row = await inSite(site, (tx) => tx.applicantReference.findUniqueOrThrow({ where: { id: refs[0]!.id } }));
    expect(row).toMatchObject({ status: 'received', letterText: LETTER, letterKey: null });
  });

  it('takes a decline with an optional note; an expired link answers 410 "expired"', async () => {
    const { refs, tokens } = await confirmedApplicant('decline@example.org');
    const res = await onSite(site, 'POST', `/api/references/${tokens[1]}/decline`, {});
    expect(res.statusCode).toBe(200);
    expectContractAnswer(declineReference, res);
    expect(res.json()).toEqual({ message: REFERENCE_DECLINED });
    await inSite(site, (tx) =>
      tx.applicantReference.update({ where: { id: refs[2]!.id }, data: { expiresAt: new Date(Date.now() - 1000) } }),
    );
    const expired = await onSite(site, 'GET', `/api/references/${tokens[2]}`);
    expect(expired.statusCode).toBe(410);
    expect(expired.json()).toMatchObject({ message: REFERENCE_MESSAGES.expired });
    expect((await onSite(site, 'POST', `/api/references/${tokens[2]}/text`, { text: LETTER })).statusCode).toBe(410);
  });
});

describe('letters for the staff', () => {
  it('shows each referee in the detail and "received of required" in the list; the PDF opens, logged', async () => {
    const { applicant, refs, tokens } = await confirmedApplicant('staff-view@example.org');
    expect((await uploadLetter(site, tokens[0]!, PDF, 'ada.pdf')).statusCode).toBe(201);
    expect((await onSite(site, 'POST', `/api/references/${tokens[1]}/text`, { text: LETTER })).statusCode).toBe(201);
    const note = 'On sabbatical, sorry.';
    expect((await onSite(site, 'POST', `/api/references/${tokens[2]}/decline`, { note })).statusCode).toBe(200);

    const detail = await owner.inject({ method: 'GET', url: `/api/applicants/${applicant.id}` });
    expect(detail.statusCode).toBe(200);
    expectContractAnswer(getApplicant, detail);
    const body = (detail.json() as { data: { letters: unknown; references: Record<string, unknown>[] } }).data;
    expect(body.letters).toEqual({ received: 2, required: 3 });
    // In the order they were named (Alan, Ada, Barbara).
    expect(body.references).toEqual([
      expect.objectContaining({ name: 'Alan Turing', status: 'received', letter: { kind: 'text', text: LETTER } }),
      expect.objectContaining({
        id: refs[0]!.id,
        name: 'Ada Lovelace',
        email: 'ada@example.org',
        relation: 'Lecturer',
        reminders_sent: 0,
        status: 'received',
        letter: { kind: 'file', filename: 'ada.pdf', size: PDF.length },
      }),
      expect.objectContaining({ name: 'Barbara Liskov', status: 'declined', letter: null, decline_note: note }),
    ]);

    const list = await owner.inject({ method: 'GET', url: `/api/applicants?opportunity=${opportunityId}&limit=100` });
    expectContractAnswer(listApplicants, list);
    const item = (list.json() as { data: { id: string; letters: unknown }[] }).data.find((a) => a.id === applicant.id);
    expect(item!.letters).toEqual({ received: 2, required: 3 });

    const url = `/api/applicants/${applicant.id}/references/${refs[0]!.id}/letter`;
    const file = await owner.inject({ method: 'GET', url });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.rawPayload).toEqual(PDF);
    const accesses = await inSite(site, (tx) =>
      tx.applicantAccess.findMany({ where: { applicantId: applicant.id, kind: 'letter_viewed' } }),
    );
    expect(accesses).toHaveLength(1);
    expect(accesses[0]!.staffId).toBe(owner.id);
    // A written letter has no file; another site's staff find nothing.
    expect((await owner.inject({ method: 'GET', url: url.replace(refs[0]!.id, refs[1]!.id) })).statusCode).toBe(404);
    const stranger = await staffMember(gw.app, gw.db, other, 'owner');
    expect((await stranger.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect(
      (await owner.inject({ method: 'GET', url: `/api/applicants/${applicant.id}/references/nope/letter` })).statusCode,
    ).toBe(400);
  });

  it('hides what letters say while blind review applies, and refuses their download (403)', async () => {
    const blindOpportunity = await createOpportunity(gw.database.owner, 'Blind letters', {
      tenantId: site.id,
      listedPublicly: true,
      referencesRequired: 3,
      blindUntil: 'shortlisted',
    });
    const { applicant, refs, tokens } = await confirmedApplicant('blind@example.org', site, blindOpportunity.id);
    expect((await uploadLetter(site, tokens[0]!, PDF, 'Grace Hopper letter.pdf')).statusCode).toBe(201);
    expect((await onSite(site, 'POST', `/api/references/${tokens[1]}/text`, { text: LETTER })).statusCode).toBe(201);
    const note = 'Grace asked too late.';
    expect((await onSite(site, 'POST', `/api/references/${tokens[2]}/decline`, { note })).statusCode).toBe(200);
    const detail = await owner.inject({ method: 'GET', url: `/api/applicants/${applicant.id}` });
    expect(detail.statusCode).toBe(200);
    const body = (detail.json() as { data: { references: Record<string, unknown>[] } }).data;
    expect(body.references.map((r) => r.letter)).toEqual([{ kind: 'text' }, { kind: 'file', size: PDF.length }, null]);
    expect(detail.body).not.toContain('Grace');
    const url = `/api/applicants/${applicant.id}/references/${refs[0]!.id}/letter`;
    const refused = await owner.inject({ method: 'GET', url });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: LETTERS_BLIND });

    // Past the blind stage the letters show.
    await inSite(site, (tx) => tx.applicant.update({ where: { id: applicant.id }, data: { status: 'shortlisted' } }));
    expect((await owner.inject({ method: 'GET', url })).statusCode).toBe(200);
  });

  it('deletes the letter files with the applicant', async () => {
    const { applicant, refs, tokens } = await confirmedApplicant('deleted@example.org');
    expect((await uploadLetter(site, tokens[0]!, PDF, 'gone.pdf')).statusCode).toBe(201);
    const key = (await inSite(site, (tx) => tx.applicantReference.findUniqueOrThrow({ where: { id: refs[0]!.id } })))
      .letterKey!;
    expect(await gw.storage.get(key)).not.toBeNull();
    expect((await owner.inject({ method: 'DELETE', url: `/api/applicants/${applicant.id}` })).statusCode).toBe(200);
    expect(await gw.storage.get(key)).toBeNull();
    expect(await inSite(site, (tx) => tx.applicantReference.count({ where: { applicantId: applicant.id } }))).toBe(0);
  });
});
