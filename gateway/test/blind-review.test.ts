// Blind review that holds (issue 34, docs/fair-review.md "Blind review"): the hostile check. An
// opportunity blind until `shortlisted`, an applicant with a name nobody else has, whose resume (a
// real PDF) repeats the name, the e-mail, the phone and a LinkedIn address; its redacted copy made by
// the resume-text worker's own function. Then, as a reviewer and as an owner, every GET the review API
// offers (taken from the gateway's route table, so an endpoint added later is checked too), the CSV
// exports, the mention e-mail and the downloaded resume (its text read by the project's own reader)
// must not carry the name, any part of it, the e-mail or the phone. Once shortlisted, the name is
// back; the owner's reveal answers it at any stage and each reveal is in the access log.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PDFDocument, StandardFonts } from 'pdf-lib';
import { revealApplicant } from '@phd/contracts/endpoints/blind-review';
import { applicantMentionMail } from '@phd/services/applicants/applicant-mails';
import { indexResumeText } from '@phd/services/applicants/resume-text/index';
import { extractResumeText } from '@phd/services/applicants/resume-text/extract';
import { pseudonym } from '@phd/services/review/blind';
import { makeRedactedCopy, redactedKey } from '@phd/services/review/redacted-copy';
import { REDACTED_HEADER } from '@phd/services/review/redacted-pdf';
import type { EventPayload } from '@phd/services/events/catalogue';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { fileForm, multipartPayload } from './multipart.ts';
import { createSite, staffMember, type Site, type StaffMember } from './tenant-staff.ts';

const NAME = 'Zebulon Quartermaine';
const EMAIL = 'zebulon.q@quartermaine-mail.test';
const PHONE = '+44 20 7946 0958';
const COUNTRY = 'Liechtenstein';
/** What must appear nowhere a blind viewer can fetch. */
const SECRETS = ['Zebulon', 'Quartermaine', 'zebulon.q', '7946 0958', '79460958', COUNTRY];

let gw: Gateway;
let site: Site;
let owner: StaffMember;
let reviewer: StaffMember;
let colleague: StaffMember;
let opportunityId: string;
let applicantId: string;

async function resumePdf(): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const font = await pdf.embedFont(StandardFonts.Helvetica);
  const page = pdf.addPage();
  [
    NAME,
    `${EMAIL} | ${PHONE} | https://www.linkedin.com/in/zebulon-quartermaine`,
    `Born in ${COUNTRY}. Quartermaine, Z. (2024) Bayesian galaxies.`,
    'Research: hierarchical Bayesian models of galaxy formation',
  ].forEach((line, i) => page.drawText(line, { x: 40, y: 780 - i * 18, size: 10, font }));
  return Buffer.from(await pdf.save());
}

function leaks(text: string): string[] {
  const lower = text.toLowerCase();
  return SECRETS.filter((s) => lower.includes(s.toLowerCase()));
}

beforeAll(async () => {
  gw = await startGateway({ label: 'blind-review' });
  site = await createSite(gw.database.owner, 'blind-ats', 'Blind Site');
  owner = await staffMember(gw.app, gw.db, site, 'owner');
  reviewer = await staffMember(gw.app, gw.db, site, 'reviewer');
  colleague = await staffMember(gw.app, gw.db, site, 'reviewer');
  await withTenant(gw.database.owner, site.id, (tx) =>
    tx.tenantUser.update({ where: { id: colleague.id }, data: { name: 'Grace Hopper' } }),
  );
  opportunityId = await withTenant(gw.database.owner, site.id, async (tx) => {
    const row = await tx.opportunity.create({
      data: {
        title: 'PhD in Astrophysics',
        universityName: 'Blind University',
        country: 'Netherlands',
        tenantId: site.id,
        source: 'tenant',
        blindUntil: 'shortlisted',
      },
    });
    return row.id;
  });
  const form = fileForm('resume', await resumePdf(), 'Zebulon Quartermaine CV.pdf');
  for (const [k, v] of Object.entries({ name: NAME, email: EMAIL, phone: PHONE, country: COUNTRY })) form.append(k, v);
  form.append('opportunity', opportunityId);
  const { payload, contentType } = await multipartPayload(form);
  const res = await owner.inject({
    method: 'POST',
    url: '/api/applicants/upload',
    payload,
    headers: { 'content-type': contentType },
  });
  expect(res.statusCode, res.body).toBe(201);
  applicantId = res.json().data.id;
}, 60_000);

afterAll(async () => {
  await gw?.close();
});

/** Every GET of the review API a staff member can call, with the applicant's id in place of `:id`. */
function reviewGets(): string[] {
  const areas = ['/api/applicants', '/api/interviews', '/api/calendar', '/api/review'];
  return gw.app.routeTable
    .filter((r) => r.method === 'GET' && r.contract && areas.some((a) => r.url.startsWith(a)))
    .map((r) => r.url)
    .filter((url) => url.split('/').every((seg) => !seg.startsWith(':') || seg === ':id'))
    .map((url) => url.replace(':id', applicantId));
}

async function fetchEverything(member: StaffMember): Promise<{ url: string; status: number; body: string }[]> {
  const urls = [
    ...reviewGets(),
    '/api/applicants?q=Zebulon',
    '/api/applicants?q=Quartermaine',
    `/api/applicants?q=${encodeURIComponent(EMAIL)}`,
    '/api/applicants?q=galaxy',
    `/api/applicants?opportunity=${opportunityId}&status=new`,
    `/api/applicants/export.csv?ids=${applicantId}`,
    `/api/interviews?opportunity=${opportunityId}`,
  ];
  const answers = [];
  for (const url of new Set(urls)) {
    const res = await member.inject({ method: 'GET', url });
    answers.push({ url, status: res.statusCode, body: res.body });
  }
  const post = await member.inject({
    method: 'POST',
    url: '/api/applicants/export.csv',
    payload: { ids: [applicantId] },
  });
  answers.push({ url: 'POST export.csv', status: post.statusCode, body: post.body });
  return answers;
}

describe('blind review (hostile check on real Postgres and a real stored PDF)', () => {
  it('answers 409 for the resume until the redacted copy is made, never the original', async () => {
    for (const path of ['download', 'resume']) {
      const res = await reviewer.inject({ method: 'GET', url: `/api/applicants/${applicantId}/${path}` });
      expect(res.statusCode, res.body).toBe(409);
      expect(res.json().message).toBe('The redacted resume is still being prepared. Try again in a minute.');
    }
  });

  it('makes the redacted copy when the resume-text worker reads the resume', async () => {
    expect(await indexResumeText(gw.db, gw.storage, { tenantId: site.id, applicantId })).toMatchObject({
      applicant: 'indexed',
      redacted: true,
    });
  });

  it('leaks the name, e-mail and phone in no answer a reviewer or an owner can fetch', async () => {
    // The route table's GETs: at least the list, detail, comments, stats, export, download and preview.
    expect(reviewGets().length).toBeGreaterThanOrEqual(7);
    for (const member of [reviewer, owner]) {
      const answers = await fetchEverything(member);
      const core = answers.filter((a) => a.status === 200).map((a) => a.url);
      expect(core).toEqual(
        expect.arrayContaining([
          '/api/applicants',
          `/api/applicants/${applicantId}`,
          `/api/applicants/${applicantId}/comments`,
          '/api/applicants/stats',
          `/api/applicants/export.csv?ids=${applicantId}`,
          'POST export.csv',
        ]),
      );
      for (const answer of answers) {
        expect(answer.status, `${answer.url}: ${answer.body.slice(0, 300)}`).toBeLessThan(500);
        if (answer.url.endsWith('/download') || answer.url.endsWith('/resume')) continue;
        expect(leaks(answer.body), answer.url).toEqual([]);
      }
    }
  });

  it('shows the pseudonym in the list and detail, finds it by pseudonym only, with empty CSV contact cells', async () => {
    const name = pseudonym(applicantId);
    const detail = await reviewer.inject({ method: 'GET', url: `/api/applicants/${applicantId}` });
    expect(detail.json().data).toMatchObject({
      name,
      email: null,
      phone: null,
      country: null,
      blind: true,
      resume: { filename: 'resume.pdf', mime: 'application/pdf' },
    });
    const byName = await reviewer.inject({ method: 'GET', url: '/api/applicants?q=Zebulon' });
    expect(byName.json().data).toEqual([]);
    const byResume = await reviewer.inject({ method: 'GET', url: '/api/applicants?q=galaxy' });
    expect(byResume.json().data).toEqual([]);
    const byPseudonym = await reviewer.inject({ method: 'GET', url: `/api/applicants?q=${encodeURIComponent(name)}` });
    expect(byPseudonym.json().data.map((a: { id: string }) => a.id)).toEqual([applicantId]);
    const csv = await reviewer.inject({ method: 'GET', url: `/api/applicants/export.csv?ids=${applicantId}` });
    expect(csv.body.split('\r\n')[1]).toMatch(new RegExp(`^${name},,,,PhD in Astrophysics,new,`));
  });

  it('downloads and previews only the redacted PDF, which names nobody and keeps the research', async () => {
    for (const member of [reviewer, owner]) {
      for (const path of ['download', 'resume']) {
        const res = await member.inject({ method: 'GET', url: `/api/applicants/${applicantId}/${path}` });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toBe('application/pdf');
        expect(res.headers['content-disposition']).toContain('resume-redacted.pdf');
        expect(res.headers['content-disposition']).not.toMatch(/zebulon|quartermaine/i);
        const text = await extractResumeText(res.rawPayload, 'application/pdf');
        expect(text).toContain(REDACTED_HEADER);
        expect(text).toContain('hierarchical Bayesian models of galaxy formation');
        expect(leaks(text)).toEqual([]);
        expect(text.toLowerCase()).not.toContain('linkedin');
      }
    }
  });

  it('names the pseudonym in the mention e-mail', async () => {
    const res = await reviewer.inject({
      method: 'POST',
      url: `/api/applicants/${applicantId}/comments`,
      payload: { comment: '@Grace Hopper strong methods section' },
    });
    expect(res.statusCode, res.body).toBe(201);
    const event = { tenantId: site.id, commentId: res.json().data.id } as EventPayload<'applicant.mentioned'>;
    const mail = await gw.db.$transaction((tx) =>
      applicantMentionMail(tx, { publicUrl: 'http://localhost:3000' }, event),
    );
    expect(mail).not.toBeNull();
    const whole = `${mail!.subject}\n${mail!.text}\n${mail!.html ?? ''}`;
    expect(leaks(whole)).toEqual([]);
    expect(whole).toContain(pseudonym(applicantId));
  });

  it('lets only owners reveal, answering who it is and logging every reveal', async () => {
    const refused = await reviewer.inject({ method: 'POST', url: `/api/applicants/${applicantId}/reveal` });
    expect(refused.statusCode).toBe(403);
    for (let i = 0; i < 2; i++) {
      const res = await owner.inject({ method: 'POST', url: `/api/applicants/${applicantId}/reveal` });
      expect(res.statusCode, res.body).toBe(200);
      expectContractAnswer(revealApplicant, res);
      expect(res.json().data).toMatchObject({
        name: NAME,
        email: EMAIL,
        phone: PHONE,
        country: COUNTRY,
        pseudonym: pseudonym(applicantId),
        blind: true,
        resume: { filename: 'Zebulon Quartermaine CV.pdf', mime: 'application/pdf' },
      });
    }
    const rows = await withTenant(gw.db, site.id, (tx) =>
      tx.applicantAccess.findMany({ where: { applicantId, kind: 'revealed' } }),
    );
    expect(rows.map((r) => r.staffId)).toEqual([owner.id, owner.id]);
    const audit = await gw.database.owner.auditEvent.findMany({
      where: { action: 'applicant.revealed', recordId: applicantId },
    });
    expect(audit).toHaveLength(2);
    // Not sticky: the owner's next read is blind again.
    const detail = await owner.inject({ method: 'GET', url: `/api/applicants/${applicantId}` });
    expect(detail.json().data.name).toBe(pseudonym(applicantId));
    expect(detail.json().data.accesses.filter((a: { kind: string }) => a.kind === 'revealed')).toHaveLength(2);
    const elsewhere = await staffMember(gw.app, gw.db, await createSite(gw.database.owner, 'other-blind'), 'owner');
    expect((await elsewhere.inject({ method: 'POST', url: `/api/applicants/${applicantId}/reveal` })).statusCode).toBe(
      404,
    );
    const bad = await owner.inject({ method: 'POST', url: '/api/applicants/NOT-AN-ID/reveal' });
    expect(bad.statusCode).toBe(400);
  });

  it('shows who it is once the applicant reaches the blind stage’s end, original resume included', async () => {
    const moved = await reviewer.inject({
      method: 'PUT',
      url: `/api/applicants/${applicantId}/status`,
      payload: { status: 'shortlisted' },
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json().data).toMatchObject({ name: NAME, email: EMAIL, blind: false });
    const list = await reviewer.inject({ method: 'GET', url: '/api/applicants?q=Zebulon' });
    expect(list.json().data.map((a: { id: string }) => a.id)).toEqual([applicantId]);
    const file = await reviewer.inject({ method: 'GET', url: `/api/applicants/${applicantId}/download` });
    expect(file.headers['content-disposition']).toContain('Zebulon');
    expect(await extractResumeText(file.rawPayload, 'application/pdf')).toContain(NAME);
  });

  it('deletes the redacted copy with the applicant, naming them by pseudonym while blind', async () => {
    const other = await withTenant(gw.database.owner, site.id, (tx) =>
      tx.applicant.create({
        data: {
          tenantId: site.id,
          opportunityId,
          name: 'Xanthippe Blindwell',
          email: 'xb@example.test',
          resumeText: 'Xanthippe Blindwell. Topology.',
          confirmedAt: new Date(),
        },
      }),
    );
    await makeRedactedCopy(gw.db, gw.storage, { tenantId: site.id, applicantId: other.id });
    const key = redactedKey(site.id, other.id);
    expect(await gw.storage.get(key)).not.toBeNull();
    const res = await owner.inject({ method: 'DELETE', url: `/api/applicants/${other.id}` });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toContain(pseudonym(other.id));
    expect(res.body).not.toMatch(/Xanthippe|Blindwell/);
    expect(await gw.storage.get(key)).toBeNull();
  });
});
