// The applicant profile and stored CVs end to end on real parts (Postgres, the gateway's multipart
// parsing, local file storage; docs/candidates-profile.md): who may call (401 signed out, 403 without
// CSRF), the profile saved and read back, each field's refusal in words with its path, the CVs
// checked by content, at most five, one default, another person's CV 404, deletes removing the file,
// two uploads at once, and applying with a stored CV (the application keeps its own copy).
import { randomUUID } from 'node:crypto';
import { buffer } from 'node:stream/consumers';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import * as contracts from '@phd/contracts/endpoints/candidate-profile';
import { CV_NOT_FOUND } from '@phd/contracts/endpoints/candidate-profile';
import { submitApplication as submitApplicationContract } from '@phd/contracts/endpoints/applications';
import { PROFILE_MESSAGES } from '@phd/contracts/input/candidate-profile';
import { RESUME_MESSAGES } from '@phd/contracts/input/application';
import { COUNTRY_UNKNOWN } from '@phd/services/candidates/profile';
import { signInAs, type SignedInCandidate } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { fileForm, multipartPayload } from './multipart.ts';
import { CV_FILE_MISSING } from '@phd/services/candidates/cvs';
import { createOpportunity } from './opportunity-fixture.ts';
import { CV_REQUIRED } from '../src/routes/candidate-profile.ts';

const PROFILE = '/api/user/profile';
const CVS = '/api/user/cvs';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const TEXT = Buffer.from('Just a plain text CV.\n');

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'candidate-profile' });
});
afterAll(() => gw?.close());

let people = 0;
const someone = () => signInAs(gw.app, gw.db, `profile-${++people}@example.org`);

let ips = 0;
const nextAddress = () => `10.32.${Math.floor(++ips / 250)}.${ips % 250}`;

const FULL = {
  full_name: 'Ada Lovelace',
  contact_email: 'Ada@Example.org',
  phone: { dial_code: '+44', number: '20 7946 0000' },
  nationality: 'united kingdom',
  country_of_residence: 'France',
  education: [
    {
      degree: 'MSc Mathematics',
      institution: 'University of London',
      start_year: 2019,
      end_year: 2021,
      grade: 'Distinction',
    },
  ],
  research_interests: 'Analytical engines\nand poetry.',
  languages: [{ language: 'French', level: 'C1' }],
  orcid: 'https://orcid.org/0000-0002-1825-0097',
  scholar_url: 'https://scholar.google.co.uk/citations?user=abc',
  github_url: 'https://github.com/ada',
  website_url: 'https://ada.example.org/',
  referees: [{ name: 'Charles Babbage', email: 'charles@example.org', relation: 'Supervisor' }],
};

const put = (who: SignedInCandidate, payload: object) => who.inject({ method: 'PUT', url: PROFILE, payload });

async function upload(who: SignedInCandidate, bytes = PDF, name = 'cv.pdf', field = 'cv') {
  const { payload, contentType } = await multipartPayload(fileForm(field, bytes, name, 'application/pdf'));
  return who.inject({
    method: 'POST',
    url: CVS,
    payload,
    headers: { 'content-type': contentType },
    remoteAddress: nextAddress(),
  });
}
const uploaded = async (who: SignedInCandidate, name = 'cv.pdf') => {
  const res = await upload(who, PDF, name);
  expect(res.statusCode).toBe(201);
  return (res.json() as { cv: { id: string } }).cv.id;
};
const listed = async (who: SignedInCandidate) => {
  const res = await who.inject({ method: 'GET', url: CVS });
  expectContractAnswer(contracts.listCvs, res);
  return (res.json() as { data: { id: string; filename: string; is_default: boolean }[] }).data;
};

describe('who may call', () => {
  it('answers 401 signed out and 403 on a write without the CSRF token', async () => {
    expect((await gw.app.inject({ method: 'GET', url: PROFILE })).statusCode).toBe(401);
    expect((await gw.app.inject({ method: 'GET', url: CVS })).statusCode).toBe(401);
    const who = await someone();
    const res = await gw.app.inject({ method: 'PUT', url: PROFILE, cookies: who.cookies, payload: FULL });
    expect(res.statusCode).toBe(403);
  });
});

describe('the profile', () => {
  it('is empty until saved, then reads back as saved (bare ORCID iD, the list’s country spelling)', async () => {
    const who = await someone();
    const empty = await who.inject({ method: 'GET', url: PROFILE });
    expectContractAnswer(contracts.getProfile, empty);
    expect((empty.json() as { profile: { full_name: string; education: unknown[] } }).profile).toMatchObject({
      full_name: '',
      education: [],
    });

    const saved = await put(who, FULL);
    expect(saved.statusCode).toBe(200);
    expectContractAnswer(contracts.saveProfile, saved);
    const again = await who.inject({ method: 'GET', url: PROFILE });
    expect((again.json() as { profile: unknown }).profile).toEqual({
      ...FULL,
      contact_email: 'ada@example.org',
      nationality: 'United Kingdom',
      orcid: '0000-0002-1825-0097',
    });
    const row = await gw.db.candidateProfile.findUniqueOrThrow({ where: { userId: who.userId } });
    expect(row).toMatchObject({ phone: '+44 20 7946 0000', residence: 'France' });
    expect(row.education).toEqual([
      {
        degree: 'MSc Mathematics',
        institution: 'University of London',
        startYear: 2019,
        endYear: 2021,
        grade: 'Distinction',
      },
    ]);
  });

  it('saves whole: a field left out is emptied; two saves at once both answer 200', async () => {
    const who = await someone();
    const [a, b] = await Promise.all([put(who, FULL), put(who, FULL)]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    await put(who, { full_name: 'Ada' });
    const { profile } = (await who.inject({ method: 'GET', url: PROFILE })).json() as {
      profile: Record<string, unknown>;
    };
    expect(profile).toMatchObject({ full_name: 'Ada', orcid: null, education: [], referees: [] });
  });

  it('removes control characters from a name and keeps line breaks in the interests', async () => {
    const who = await someone();
    const res = await put(who, { full_name: 'Ada\u001b[31m\tLovelace', research_interests: 'one\r\ntwo' });
    expect(res.statusCode).toBe(200);
    expect((res.json() as { profile: { full_name: string; research_interests: string } }).profile).toMatchObject({
      full_name: 'Ada Lovelace',
      research_interests: 'one\ntwo',
    });
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['a wrong ORCID checksum', { orcid: '0000-0002-1825-0098' }, 'orcid', PROFILE_MESSAGES.orcid],
    ['an ORCID of the wrong shape', { orcid: 'orcid:123' }, 'orcid', PROFILE_MESSAGES.orcid],
    ['a contact e-mail that is not one', { contact_email: 'ada at home' }, 'contact_email', 'Contact email is invalid'],
    ['an http link', { website_url: 'http://ada.example.org' }, 'website_url', PROFILE_MESSAGES.https('Personal site')],
    [
      'GitHub elsewhere',
      { github_url: 'https://gitlab.com/ada' },
      'github_url',
      PROFILE_MESSAGES.host('GitHub link', 'github.com'),
    ],
    [
      'Scholar elsewhere',
      { scholar_url: 'https://scholar.evil.example/x' },
      'scholar_url',
      PROFILE_MESSAGES.host('Google Scholar link', 'scholar.google.com'),
    ],
    ['a country not on the list', { nationality: 'Atlantis' }, 'nationality', COUNTRY_UNKNOWN('Nationality')],
    // The gateway's input guard refuses a NUL anywhere before the schema sees it, naming the field as sent.
    [
      'a NUL in the name',
      { full_name: 'Ada\u0000' },
      'full_name',
      'full_name may not contain the NUL character (U+0000).',
    ],
    [
      'an end before the start',
      { education: [{ degree: 'BSc', institution: 'UCL', start_year: 2020, end_year: 2018 }] },
      'education.0.end_year',
      PROFILE_MESSAGES.years,
    ],
    [
      'a degree without its name',
      { education: [{ degree: ' ', institution: 'UCL' }] },
      'education.0.degree',
      'Degree is required',
    ],
    [
      'eleven degrees',
      { education: Array.from({ length: 11 }, () => ({ degree: 'BSc', institution: 'UCL' })) },
      'education',
      PROFILE_MESSAGES.tooMany('degrees', 10),
    ],
    [
      'six referees',
      { referees: Array.from({ length: 6 }, () => ({ name: 'A', email: 'a@example.org', relation: 'B' })) },
      'referees',
      PROFILE_MESSAGES.tooMany('referees', 5),
    ],
    [
      'a referee’s bad e-mail',
      { referees: [{ name: 'A', email: 'nope', relation: 'B' }] },
      'referees.0.email',
      'Email is invalid',
    ],
    [
      'an unknown language level',
      { languages: [{ language: 'French', level: 'fluent' }] },
      'languages.0.level',
      PROFILE_MESSAGES.level,
    ],
    ['half a phone', { phone: { dial_code: '+44', number: '' } }, 'phone.number', PROFILE_MESSAGES.phonePair],
    [
      'a made-up dial code',
      { phone: { dial_code: '44', number: '20 7946 0000' } },
      'phone.dial_code',
      PROFILE_MESSAGES.dialCode,
    ],
    [
      'interests over 2,000 characters',
      { research_interests: 'x'.repeat(2001) },
      'research_interests',
      'Research interests may be at most 2000 characters',
    ],
  ])('refuses %s with a 400 naming the field', async (_case, change, field, message) => {
    const who = await someone();
    const res = await put(who, { ...FULL, ...change });
    expect(res.statusCode).toBe(400);
    const body = res.json() as { message: string; details: Record<string, string> };
    expect(body.details[field]).toBe(message);
    expect(await gw.db.candidateProfile.count({ where: { userId: who.userId } })).toBe(0);
  });
});

describe('stored CVs', () => {
  it('keeps an upload checked by content; the first is the default; refuses a text file and an empty form', async () => {
    const who = await someone();
    const res = await upload(who);
    expect(res.statusCode).toBe(201);
    expectContractAnswer(contracts.uploadCv, res);
    expect((res.json() as { cv: { is_default: boolean } }).cv).toMatchObject({ filename: 'cv.pdf', is_default: true });

    const text = await upload(who, TEXT, 'cv.pdf');
    expect(text.statusCode).toBe(400);
    expect(text.json()).toMatchObject({ message: RESUME_MESSAGES.type });
    const none = await upload(who, PDF, 'cv.pdf', 'other');
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: CV_REQUIRED });
    expect(await listed(who)).toHaveLength(1);
  });

  it('keeps at most five, and of two uploads at once with four kept exactly one lands', async () => {
    const who = await someone();
    for (let i = 0; i < 4; i++) await uploaded(who, `cv-${i}.pdf`);
    const [a, b] = await Promise.all([upload(who), upload(who)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const refused = (a.statusCode === 409 ? a : b).json() as { message: string };
    expect(refused.message).toBe('You can keep up to five CVs: delete one first.');
    const cvs = await listed(who);
    expect(cvs).toHaveLength(5);
    expect(cvs.filter((c) => c.is_default)).toHaveLength(1);
    // The refused upload's file went too: only the five rows' files are stored.
    const keys = (await gw.db.candidateCv.findMany({ where: { userId: who.userId } })).map((c) => c.key);
    expect(keys).toHaveLength(5);
  });

  it('downloads one’s own CV (any id case); another person’s or a malformed id is 404', async () => {
    const who = await someone();
    const other = await someone();
    const id = await uploaded(who);
    const res = await who.inject({ method: 'GET', url: `${CVS}/${id.toUpperCase()}/file` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.rawPayload.equals(PDF)).toBe(true);
    for (const url of [`${CVS}/${id}/file`, `${CVS}/${id}/default`, `${CVS}/${id}`]) {
      const method = url.endsWith('/file') ? 'GET' : url.endsWith('/default') ? 'PUT' : 'DELETE';
      const theirs = await other.inject({ method, url });
      expect(theirs.statusCode).toBe(404);
      expect(theirs.json()).toMatchObject({ message: CV_NOT_FOUND });
    }
    expect((await who.inject({ method: 'GET', url: `${CVS}/not-an-id/file` })).statusCode).toBe(404);
    expect((await who.inject({ method: 'GET', url: `${CVS}/not-an-id%00/file` })).statusCode).toBe(400);
    expect((await who.inject({ method: 'DELETE', url: `${CVS}/${randomUUID()}` })).statusCode).toBe(404);
    expect(await listed(who)).toHaveLength(1);
  });

  it('moves the default; deleting the default makes the newest remaining one default and removes the file', async () => {
    const who = await someone();
    const first = await uploaded(who, 'first.pdf');
    const second = await uploaded(who, 'second.pdf');
    const third = await uploaded(who, 'third.pdf');
    const moved = await who.inject({ method: 'PUT', url: `${CVS}/${second}/default` });
    expectContractAnswer(contracts.setDefaultCv, moved);
    expect((await listed(who)).filter((c) => c.is_default).map((c) => c.id)).toEqual([second]);

    const key = (await gw.db.candidateCv.findUniqueOrThrow({ where: { id: second } })).key;
    const deleted = await who.inject({ method: 'DELETE', url: `${CVS}/${second}` });
    expectContractAnswer(contracts.deleteCv, deleted);
    expect(await gw.storage.get(key)).toBeNull();
    const left = await listed(who);
    expect(left.map((c) => [c.id, c.is_default])).toEqual([
      [third, true],
      [first, false],
    ]);
  });

  it('two default changes at once leave exactly one default', async () => {
    const who = await someone();
    const a = await uploaded(who);
    const b = await uploaded(who);
    const results = await Promise.all([
      who.inject({ method: 'PUT', url: `${CVS}/${a}/default` }),
      who.inject({ method: 'PUT', url: `${CVS}/${b}/default` }),
    ]);
    expect(results.map((r) => r.statusCode)).toEqual([200, 200]);
    expect((await listed(who)).filter((c) => c.is_default)).toHaveLength(1);
  });
});

describe('applying with a stored CV', () => {
  async function applyWithCv(who: SignedInCandidate, opportunityId: string, cvId: string) {
    const form = new FormData();
    for (const [k, v] of Object.entries({
      opportunity_id: opportunityId,
      name: 'Ada Lovelace',
      country: 'France',
      contact_mobile: '+33 6 12 34 56 78',
      cv_id: cvId,
    }))
      form.append(k, v);
    const { payload, contentType } = await multipartPayload(form);
    return who.inject({
      method: 'POST',
      url: '/api/applications',
      payload,
      headers: { 'content-type': contentType },
      remoteAddress: nextAddress(),
    });
  }

  it('copies the CV for the application, which keeps its file after the CV is deleted', async () => {
    const who = await someone();
    const cvId = await uploaded(who, 'mine.pdf');
    const o = await createOpportunity(gw.db, 'Profile apply test', { collectResumes: true });
    const res = await applyWithCv(who, o.id, cvId.toUpperCase());
    expect(res.statusCode).toBe(201);
    expectContractAnswer(submitApplicationContract, res);
    const application = await gw.db.application.findUniqueOrThrow({
      where: { id: (res.json() as { application_id: string }).application_id },
    });
    const cv = await gw.db.candidateCv.findUniqueOrThrow({ where: { id: cvId } });
    expect(application).toMatchObject({ resumeFilename: 'mine.pdf', resumeMime: 'application/pdf' });
    expect(application.resumeKey).not.toBe(cv.key);

    expect((await who.inject({ method: 'DELETE', url: `${CVS}/${cvId}` })).statusCode).toBe(200);
    const file = await gw.storage.get(application.resumeKey!);
    expect(await buffer(file!.body as NodeJS.ReadableStream)).toEqual(PDF);
  });

  it('refuses another person’s CV as not found, and keeps no file', async () => {
    const who = await someone();
    const other = await someone();
    const theirs = await uploaded(other);
    const o = await createOpportunity(gw.db, 'Profile apply test', { collectResumes: true });
    const before = await gw.db.application.count();
    const res = await applyWithCv(who, o.id, theirs);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ message: CV_NOT_FOUND });
    expect(await gw.db.application.count()).toBe(before);
  });

  it('a CV whose file is gone from storage is a clear 400, not a failure', async () => {
    const who = await someone();
    const cvId = await uploaded(who, 'lost.pdf');
    const cv = await gw.db.candidateCv.findUniqueOrThrow({ where: { id: cvId } });
    await gw.storage.delete(cv.key);
    const o = await createOpportunity(gw.db, 'Profile apply test', { collectResumes: true });
    const res = await applyWithCv(who, o.id, cvId);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: CV_FILE_MISSING });
  });
});
