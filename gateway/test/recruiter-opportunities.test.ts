// A recruiter's opportunities and applications on real parts (Postgres, Redis, the workers' relay,
// search-index and mail processors, a real SMTP inbox, local file storage): publishing reaches the
// public listing through the events, close and reopen, the logo checked by content and resized, the
// applications of the recruiter's own listings only, resumes through short-lived links, and status
// changes reaching the candidate (their list, and an e-mail for shortlisted, rejected and offered).
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LOGO_SIZE, NOT_AN_IMAGE } from '@phd/services/recruiters/logo';
import { APPLY_LINK_NEEDED } from '@phd/services/recruiters/recruiter-opportunities';
import { createResumeToken } from '@phd/services/recruiters/resume-links';
import { recruiterMe } from '@phd/contracts/endpoints/recruiter-auth';
import { RECRUITER_COOKIE } from '@phd/contracts/http/session-cookies';
import {
  listOpportunityApplications,
  resumeLink,
  setApplicationStatus,
} from '@phd/contracts/endpoints/recruiter-applications';
import {
  LOGO_UPLOADED,
  closeOwnOpportunity,
  editOwnOpportunity,
  getOwnOpportunity,
  listOwnOpportunities,
  publishOwnOpportunity,
  reopenOwnOpportunity,
  uploadOwnLogo,
} from '@phd/contracts/endpoints/recruiter-opportunities';
import { recipients } from '../../workers/test/mail-inbox.ts';
import { waitFor } from '../../workers/test/helpers.ts';
import { CSRF_EXPIRED } from '../src/auth/csrf.ts';
import { LINK_EXPIRED } from '../src/routes/recruiter-applications.ts';
import { signInAs } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { testConfig } from './harness.ts';
import { startMailSuite, type MailSuite } from './mail-suite.ts';
import { fileForm, multipartPayload } from './multipart.ts';
import { verifiedRecruiter, type SignedInRecruiter } from './recruiter.ts';

let suite: MailSuite;
let owner: SignedInRecruiter;
let other: SignedInRecruiter;
beforeAll(async () => {
  suite = await startMailSuite({ label: 'recruiter-opportunities' });
  owner = await verifiedRecruiter(suite.gw.app, suite.gw.db, 'University of Edinburgh');
  other = await verifiedRecruiter(suite.gw.app, suite.gw.db, 'University of Glasgow');
});
afterAll(() => suite?.close());

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');

function position(fields: Record<string, unknown> = {}) {
  return {
    title: `Quantum sensing PhD ${Math.random().toString(36).slice(2, 8)}`,
    country: 'United Kingdom',
    city: 'Edinburgh',
    department: 'School of Physics',
    ai_department: 'Physics',
    supervisor: 'Prof. Peter Higgs',
    closing_date: Math.floor(Date.parse('2031-03-31T00:00:00Z') / 1000),
    fully_funded: true,
    funding: 'Full studentship',
    description: '<p>Join us.</p><script>alert(1)</script><img src=x onerror="alert(2)">',
    collect_resumes: true,
    ...fields,
  };
}

async function publish(who: SignedInRecruiter, fields: Record<string, unknown> = {}) {
  const res = await who.inject({ method: 'POST', url: '/api/university/opportunities', payload: position(fields) });
  expect(res.statusCode, res.body).toBe(201);
  expectContractAnswer(publishOwnOpportunity, res);
  return res.json().data as { id: string; title: string; description: string; university: string };
}

async function listedPublicly(title: string): Promise<boolean> {
  const res = await suite.gw.app.inject(`/api/opportunities?q=${encodeURIComponent(title)}&limit=30`);
  return (res.json().data as { title: string }[]).some((o) => o.title === title);
}

const LOGO_URL = '/api/university/opportunities/upload-logo';

/** POSTs a multipart form as `who`, from an address of its own (uploads are rate limited per address). */
async function postForm(who: Pick<SignedInRecruiter, 'inject'>, url: string, form: FormData) {
  const { payload, contentType } = await multipartPayload(form);
  return who.inject({
    method: 'POST',
    url,
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: suite.freshIp(),
  });
}

async function applyAs(email: string, opportunityId: string) {
  const candidate = await signInAs(suite.gw.app, suite.gw.db, email, { firstName: 'Marie', lastName: 'Curie' });
  const form = fileForm('resume', PDF, 'marie-curie-cv.pdf', 'application/pdf');
  for (const [k, v] of Object.entries({
    opportunity_id: opportunityId,
    name: 'Marie Curie',
    email,
    country: 'France',
    contact_mobile: '+33 612345678',
  }))
    form.append(k, v);
  const res = await postForm(candidate, '/api/applications', form);
  expect(res.statusCode, res.body).toBe(201);
  return { candidate, applicationId: res.json().application_id as string };
}

describe('publishing', () => {
  it('publishes in the recruiter university, sanitised, and reaches the public listing through the events', async () => {
    const created = await publish(owner);
    expect(created.university).toBe('University of Edinburgh');
    expect(created.description).toContain('<p>Join us.</p>');
    expect(created.description).not.toMatch(/script|onerror/);
    const row = await suite.gw.db.opportunity.findUniqueOrThrow({ where: { id: created.id } });
    expect(row).toMatchObject({ source: 'recruiter', recruiterId: owner.id, collectResumes: true, fullyFunded: true });
    await waitFor(() => listedPublicly(created.title), {
      what: 'the new opportunity in the public listing',
      timeoutMs: 10_000,
    });

    const closed = await owner.inject({ method: 'POST', url: `/api/university/opportunities/${created.id}/close` });
    expect(closed.json()).toMatchObject({ message: 'Opportunity closed', data: { status: 'closed' } });
    expectContractAnswer(closeOwnOpportunity, closed);
    await waitFor(async () => !(await listedPublicly(created.title)), {
      what: 'the closed one gone',
      timeoutMs: 10_000,
    });
    const reopened = await owner.inject({ method: 'POST', url: `/api/university/opportunities/${created.id}/reopen` });
    expect(reopened.json().data.status).toBe('open');
    expectContractAnswer(reopenOwnOpportunity, reopened);
    await waitFor(() => listedPublicly(created.title), { what: 'the reopened one back', timeoutMs: 10_000 });
  });

  it('edits its own opportunities only; needs an apply link unless resumes are collected', async () => {
    const created = await publish(owner);
    const edited = await owner.inject({
      method: 'PUT',
      url: `/api/university/opportunities/${created.id}`,
      payload: { title: 'Renamed position', closing_date: 0 },
    });
    expect(edited.json()).toMatchObject({
      message: 'Opportunity updated',
      data: { title: 'Renamed position', closing_date: 0 },
    });
    expectContractAnswer(editOwnOpportunity, edited);
    const read = await owner.inject({ method: 'GET', url: `/api/university/opportunities/${created.id}` });
    expect(read.json().data).toMatchObject({ title: 'Renamed position', moderation: { state: 'approved' } });
    expectContractAnswer(getOwnOpportunity, read);

    const noLink = await owner.inject({
      method: 'PUT',
      url: `/api/university/opportunities/${created.id}`,
      payload: { collect_resumes: false },
    });
    expect(noLink.statusCode).toBe(400);
    expect(noLink.json().message).toBe(APPLY_LINK_NEEDED);
    const external = await owner.inject({
      method: 'POST',
      url: '/api/university/opportunities',
      payload: position({ collect_resumes: false, opportunity_url: 'https://www.ed.ac.uk/apply' }),
    });
    expect(external.statusCode).toBe(201);

    for (const [method, url] of [
      ['GET', `/api/university/opportunities/${created.id}`],
      ['PUT', `/api/university/opportunities/${created.id}`],
      ['POST', `/api/university/opportunities/${created.id}/close`],
      ['GET', `/api/university/opportunities/${created.id}/applications`],
      ['GET', '/api/university/opportunities/not-a-uuid'],
    ] as const) {
      const res = await other.inject({ method, url, payload: method === 'PUT' ? { title: 'Taken over' } : undefined });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
    }
    const mine = await other.inject({ method: 'GET', url: '/api/university/opportunities' });
    expect(mine.json().pagination.total).toBe(0);
  });

  it('checks the body: required title and country, dates, URLs, types (400 with a message)', async () => {
    const cases: [Record<string, unknown>, RegExp][] = [
      [{ title: '' }, /Title is required/],
      [{ country: '' }, /Country is required/],
      [{ closing_date: -5 }, /closing_date/],
      [{ fully_funded: 'yes' }, /fully_funded/],
      [{ opportunity_url: 'javascript:alert(1)', collect_resumes: false }, /http/],
    ];
    for (const [fields, message] of cases) {
      const res = await owner.inject({
        method: 'POST',
        url: '/api/university/opportunities',
        payload: position(fields),
      });
      expect(res.statusCode, JSON.stringify(fields)).toBe(400);
      expect(res.json().message).toMatch(message);
    }
  });

  it('needs the CSRF token for cookie-authenticated writes, not for bearer ones', async () => {
    const res = await suite.gw.app.inject({
      method: 'POST',
      url: '/api/university/opportunities',
      cookies: { [RECRUITER_COOKIE]: owner.token },
      payload: position(),
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toBe(CSRF_EXPIRED);
    const read = await suite.gw.app.inject({
      method: 'GET',
      url: '/api/university/opportunities',
      cookies: { [RECRUITER_COOKIE]: owner.token },
    });
    expect(read.statusCode).toBe(200);
    expectContractAnswer(listOwnOpportunities, read);
  });
});

describe('logo upload', () => {
  it('takes an image by its content, fits it in 400 px as PNG, and serves it as the university logo', async () => {
    const wide = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#1d4ed8' } })
      .jpeg()
      .toBuffer();
    const res = await postForm(owner, LOGO_URL, fileForm('logo', wide, 'crest.jpg', 'image/jpeg'));
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      message: LOGO_UPLOADED,
      logo_url: expect.stringMatching(/^\/api\/images\/university\/University%20of%20Edinburgh\.png\?v=[0-9a-f]{16}$/),
    });
    expect(body.filename).toMatch(/\.png$/);
    expectContractAnswer(uploadOwnLogo, res);

    const image = await suite.gw.app.inject(body.logo_url);
    expect(image.headers['content-type']).toBe('image/png');
    const meta = await sharp(image.rawPayload).metadata();
    expect(meta).toMatchObject({ format: 'png', width: LOGO_SIZE, height: LOGO_SIZE / 2 });
    const me = await owner.inject({ method: 'GET', url: '/api/university/auth/me' });
    expect(me.json().user.logo_url).toBe(body.logo_url);
    expectContractAnswer(recruiterMe, me);
  });

  it('refuses a renamed non-image, a missing file and an unreadable image (400 with a message)', async () => {
    const fake = () => fileForm('logo', Buffer.from('MZ this is not an image'), 'logo.png', 'image/png');
    const broken = fileForm(
      'logo',
      Buffer.concat([Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]), Buffer.alloc(64)]),
      'logo.png',
      'image/png',
    );
    const wrongField = fileForm('picture', PDF, 'logo.png');
    for (const form of [fake(), broken, wrongField]) {
      const res = await postForm(owner, LOGO_URL, form);
      expect(res.statusCode).toBe(400);
      expect(res.json().message).toEqual(expect.any(String));
    }
    expect((await postForm(owner, LOGO_URL, fake())).json().message).toBe(NOT_AN_IMAGE);
    const signedOut = await postForm(suite.gw.app, LOGO_URL, fake());
    expect(signedOut.statusCode).toBe(401);
  });
});

describe('applications', () => {
  it('lists applications with counts, downloads the resume through a short-lived link, and tells the candidate about status changes', async () => {
    const created = await publish(owner);
    const email = 'marie.curie@example.org';
    const { applicationId } = await applyAs(email, created.id);
    await suite.inbox.waitForMessage((m) => recipients(m).includes(email), 'the application confirmation');

    const list = await owner.inject({ method: 'GET', url: `/api/university/opportunities/${created.id}/applications` });
    expect(list.statusCode).toBe(200);
    expect(list.json()).toMatchObject({
      opportunity: { id: created.id, title: created.title, status: 'open' },
      counts: { total: 1, new: 1, reviewing: 0, shortlisted: 0, rejected: 0, offered: 0 },
      data: [
        {
          id: applicationId,
          name: 'Marie Curie',
          email,
          country: 'France',
          contact_mobile: '+33 612345678',
          status: 'new',
          resume: { filename: 'marie-curie-cv.pdf', size: PDF.length },
        },
      ],
    });
    expectContractAnswer(listOpportunityApplications, list);

    const link = await owner.inject({
      method: 'GET',
      url: `/api/university/applications/${applicationId}/resume-link`,
    });
    expectContractAnswer(resumeLink, link);
    const { url, expires_at } = link.json();
    expect(url).toMatch(/^\/api\/university\/resumes\//);
    expect(expires_at - Date.now() / 1000).toBeGreaterThan(200);
    expect(expires_at - Date.now() / 1000).toBeLessThanOrEqual(300);
    const download = await suite.gw.app.inject(url); // no session needed
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-disposition']).toContain('marie-curie-cv.pdf');
    expect(download.rawPayload.equals(PDF)).toBe(true);
    // A resume stored before names followed the detected type is still served under a safe one.
    await suite.gw.db.application.update({ where: { id: applicationId }, data: { resumeFilename: 'cv.html' } });
    const relinked = await owner.inject({
      method: 'GET',
      url: `/api/university/applications/${applicationId}/resume-link`,
    });
    const old = await suite.gw.app.inject(relinked.json().url);
    expect(old.headers['content-disposition']).toBe(`attachment; filename="cv.pdf"; filename*=UTF-8''cv.pdf`);
    const listed = await owner.inject({
      method: 'GET',
      url: `/api/university/opportunities/${created.id}/applications`,
    });
    expect(listed.json().data[0].resume.filename).toBe('cv.pdf');

    const expired = createResumeToken(
      testConfig().appSecret,
      { applicationId, recruiterId: owner.id },
      Date.now() - 10 * 60_000,
    );
    const forged = createResumeToken('another secret', { applicationId, recruiterId: owner.id });
    const wrongOwner = createResumeToken(testConfig().appSecret, { applicationId, recruiterId: other.id });
    for (const token of [expired.token, forged.token, wrongOwner.token, 'garbage', 'a.b.c']) {
      const res = await suite.gw.app.inject(`/api/university/resumes/${token}`);
      expect(res.statusCode, token).toBe(404);
    }
    expect((await suite.gw.app.inject(`/api/university/resumes/${expired.token}`)).json().message).toBe(LINK_EXPIRED);

    // Another recruiter can neither see, download nor change it.
    for (const [method, url] of [
      ['GET', `/api/university/applications/${applicationId}/resume-link`],
      ['PUT', `/api/university/applications/${applicationId}/status`],
    ] as const) {
      const res = await other.inject({ method, url, payload: method === 'PUT' ? { status: 'rejected' } : undefined });
      expect(res.statusCode, url).toBe(404);
    }

    const reviewing = await owner.inject({
      method: 'PUT',
      url: `/api/university/applications/${applicationId}/status`,
      payload: { status: 'reviewing' },
    });
    expect(reviewing.json()).toMatchObject({ message: 'Status updated', data: { status: 'reviewing' } });
    expectContractAnswer(setApplicationStatus, reviewing);
    const shortlisted = await owner.inject({
      method: 'PUT',
      url: `/api/university/applications/${applicationId}/status`,
      payload: { status: 'shortlisted' },
    });
    expect(shortlisted.json().data.status).toBe('shortlisted');
    const mail = await suite.inbox.waitForMessage(
      (m) => recipients(m).includes(email) && /shortlisted/i.test(m.subject ?? ''),
      'the shortlisted e-mail',
    );
    expect(mail.subject).toBe(`You have been shortlisted: ${created.title}`);
    expect(mail.text).toContain('/smart-picks');
    // "reviewing" sends nothing: only the confirmation and the shortlisted e-mail reached the candidate.
    expect(suite.inbox.messages.filter((m) => recipients(m).includes(email))).toHaveLength(2);

    const candidate = await signInAs(suite.gw.app, suite.gw.db, email);
    const mine = await candidate.inject({ method: 'GET', url: '/api/applications' });
    expect(mine.json().data[0]).toMatchObject({ id: applicationId, status: 'shortlisted' });

    const dashboard = await owner.inject({ method: 'GET', url: '/api/university/opportunities' });
    const entry = (dashboard.json().data as { id: string; applications: Record<string, number> }[]).find(
      (o) => o.id === created.id,
    )!;
    expect(entry.applications).toMatchObject({ total: 1, shortlisted: 1, new: 0 });
    expect(dashboard.json().applications.shortlisted).toBeGreaterThanOrEqual(1);

    const filtered = await owner.inject({
      method: 'GET',
      url: `/api/university/opportunities/${created.id}/applications?status=new`,
    });
    expect(filtered.json().data).toHaveLength(0);
  });

  it('leaves alone an application the candidate withdrew or was told had closed: 409 with a sentence, and refuses setting those', async () => {
    const created = await publish(owner);
    const { applicationId } = await applyAs('chien-shiung.wu@example.org', created.id);
    const put = (status: string) =>
      owner.inject({ method: 'PUT', url: `/api/university/applications/${applicationId}/status`, payload: { status } });
    for (const status of ['withdrawn', 'closed']) {
      const refused = await put(status);
      expect(refused.statusCode, status).toBe(400);
      expect(refused.json().message).toMatch(/Status must be one of: new, reviewing, shortlisted, rejected, offered/);
    }
    for (const [ended, message] of [
      ['withdrawn', 'The candidate withdrew this application, so its status can no longer change.'],
      ['closed', 'The candidate was told this position closed, so the status can no longer change.'],
    ] as const) {
      await suite.gw.db.application.update({ where: { id: applicationId }, data: { status: ended } });
      const res = await put('reviewing');
      expect(res.statusCode, ended).toBe(409);
      expect(res.json()).toMatchObject({ error: 'conflict', message });
      expect((await suite.gw.db.application.findUniqueOrThrow({ where: { id: applicationId } })).status).toBe(ended);
    }
  });

  it('e-mails a status only when asked: notify false changes it quietly, no notify keeps e-mailing as before', async () => {
    const created = await publish(owner);
    const email = 'lise.meitner@example.org';
    const { applicationId } = await applyAs(email, created.id);
    await suite.inbox.waitForMessage((m) => recipients(m).includes(email), 'the application confirmation');
    const put = (payload: Record<string, unknown>) =>
      owner.inject({ method: 'PUT', url: `/api/university/applications/${applicationId}/status`, payload });

    for (const notify of ['yes', 'true', 1, null, {}]) {
      const bad = await put({ status: 'rejected', notify });
      expect(bad.statusCode, JSON.stringify(notify)).toBe(400);
      expect(bad.json()).toMatchObject({ error: 'invalid', message: 'Notify must be true or false' });
    }

    const quiet = await put({ status: 'rejected', notify: false });
    expect(quiet.json()).toMatchObject({ message: 'Status updated', data: { status: 'rejected' } });
    const told = await put({ status: 'offered' });
    expect(told.json()).toMatchObject({ message: 'Status updated', data: { status: 'offered' } });
    await suite.inbox.waitForMessage(
      (m) => recipients(m).includes(email) && m.subject === `You have received an offer: ${created.title}`,
    );
    // Both changes went through the mail worker: only the offer was sent.
    const events = await suite.gw.db.outboxEvent.findMany({
      where: { type: 'application.status_changed', payload: { path: ['applicationId'], equals: applicationId } },
    });
    expect(events).toHaveLength(2);
    await waitFor(
      async () =>
        (await suite.gw.db.eventReceipt.count({
          where: { consumer: 'mail', eventId: { in: events.map((e) => e.id) } },
        })) === 2,
      { what: 'both status events handled by the mail worker' },
    );
    expect(suite.inbox.messages.filter((m) => recipients(m).includes(email)).map((m) => m.subject)).toEqual([
      `Application received: ${created.title}`,
      `You have received an offer: ${created.title}`,
    ]);
  });

  it('lists the applications of a position whose id is written in capitals', async () => {
    const created = await publish(owner);
    await applyAs('max.born@example.org', created.id);
    const res = await owner.inject({
      method: 'GET',
      url: `/api/university/opportunities/${created.id.toUpperCase()}/applications`,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toMatchObject({
      opportunity: { id: created.id },
      counts: { total: 1, new: 1 },
      data: [{ email: 'max.born@example.org' }],
    });
  });

  it('refuses an unknown status and a malformed filter (400), and signed-out calls (401)', async () => {
    const created = await publish(owner);
    const { applicationId } = await applyAs('niels.bohr@example.org', created.id);
    const bad = await owner.inject({
      method: 'PUT',
      url: `/api/university/applications/${applicationId}/status`,
      payload: { status: 'hired' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Status must be one of: new, reviewing, shortlisted, rejected, offered');
    const filter = await owner.inject({
      method: 'GET',
      url: `/api/university/opportunities/${created.id}/applications?status=hired`,
    });
    expect(filter.statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', `/api/university/opportunities/${created.id}/applications`],
      ['PUT', `/api/university/applications/${applicationId}/status`],
      ['GET', `/api/university/applications/${applicationId}/resume-link`],
    ] as const) {
      expect((await suite.gw.app.inject({ method, url, payload: { status: 'new' } })).statusCode, url).toBe(401);
    }
  });
});
