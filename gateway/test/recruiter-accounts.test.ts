// Recruiter accounts on real parts (Postgres, Redis, the workers' outbox relay and mail processor, a
// real SMTP inbox): sign-up limited to university addresses, the verification link from the e-mail,
// login refused until verified, slowed after repeated failures, password reset through the e-mailed
// link ending other sessions, the session by cookie (with CSRF) or bearer token, profile and logout.
import type { ParsedMail } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BAD_CREDENTIALS, NOT_VERIFIED } from '@phd/services/recruiters/login';
import { TOO_EASY } from '@phd/services/recruiters/password';
import { BAD_RESET_LINK } from '@phd/services/recruiters/password-reset';
import { EMAIL_FIXED } from '@phd/services/recruiters/profile';
import { NOT_ACADEMIC } from '@phd/services/recruiters/signup';
import { BAD_VERIFY_LINK } from '@phd/services/recruiters/verify-email';
import {
  PASSWORD_RESET,
  RESENT,
  RESET_SENT,
  SIGNUP_DONE,
  VERIFIED,
  recruiterForgotPassword,
  recruiterLogin,
  recruiterLogout,
  recruiterMe,
  recruiterResendVerification,
  recruiterResetPassword,
  recruiterSignup as signupContract,
  recruiterUpdateProfile,
  recruiterVerify,
} from '@phd/contracts/endpoints/recruiter-auth';
import { recipients } from '../../workers/test/mail-inbox.ts';
import { RECRUITER_COOKIE } from '@phd/contracts/http/session-cookies';
import { RECRUITER_SIGNED_OUT } from '../src/auth/recruiter-session.ts';
import { CSRF_EXPIRED } from '../src/auth/csrf.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startMailSuite, type MailSuite } from './mail-suite.ts';
import { recruiterSignup, STRONG_PASSWORD } from './recruiter.ts';

let suite: MailSuite;
beforeAll(async () => {
  suite = await startMailSuite({ label: 'recruiter-accounts' });
});
afterAll(() => suite?.close());

const post = (url: string, payload: object, headers: Record<string, string> = {}) =>
  suite.gw.app.inject({ method: 'POST', url, payload, headers, remoteAddress: suite.freshIp() });

/** The link to `page` in an e-mail, as a path with its token. */
function linkIn(mail: ParsedMail, page: string): { path: string; token: string } {
  const link = new RegExp(`https?://\\S+${page}\\?token=[\\w-]+`).exec(mail.text ?? '')?.[0];
  expect(link, `a ${page} link in the text part`).toBeDefined();
  expect(mail.html).toContain(`href="${link}"`);
  const url = new URL(link!);
  return { path: url.pathname + url.search, token: url.searchParams.get('token')! };
}

const mailTo = (email: string, subject: RegExp) =>
  suite.inbox.waitForMessage(
    (m) => recipients(m).includes(email) && subject.test(m.subject ?? ''),
    `${subject} to ${email}`,
  );

describe('recruiter sign-up', () => {
  it('refuses an address that is not a university one, saying why and pointing to support', async () => {
    const res = await post('/api/university/auth/signup', recruiterSignup({ email: 'someone@gmail.com' }));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'email_not_academic', message: NOT_ACADEMIC });
    expect(NOT_ACADEMIC).toMatch(/university email not recognised/i);
    expect(await suite.gw.db.recruiter.count({ where: { email: 'someone@gmail.com' } })).toBe(0);
  });

  it('checks required fields, matching passwords and password strength', async () => {
    const missing = await post('/api/university/auth/signup', { email: 'x@ed.ac.uk' });
    expect(missing.statusCode).toBe(400);
    expect(missing.json().message).toBe('First name is required');

    const mismatch = await post(
      '/api/university/auth/signup',
      recruiterSignup({ email: 'mismatch@ed.ac.uk', confirm_password: 'something else entirely' }),
    );
    expect(mismatch.json()).toMatchObject({
      message: 'Passwords do not match',
      details: { confirm_password: 'Passwords do not match' },
    });

    const short = await post(
      '/api/university/auth/signup',
      recruiterSignup({ email: 'short@ed.ac.uk', password: 'Abc12345', confirm_password: 'Abc12345' }),
    );
    expect(short.json().message).toBe('Password must be at least 10 characters long');

    const common = await post(
      '/api/university/auth/signup',
      recruiterSignup({ email: 'weak@ed.ac.uk', password: 'password123', confirm_password: 'password123' }),
    );
    expect(common.statusCode).toBe(400);
    expect(common.json().message).toBe(TOO_EASY);
  });

  it('counts toward the sign-up limit only forms that pass their rules, so corrections are free', async () => {
    const ip = suite.freshIp();
    const signup = (fields: Record<string, string>) =>
      suite.gw.app.inject({
        method: 'POST',
        url: '/api/university/auth/signup',
        payload: recruiterSignup(fields),
        remoteAddress: ip,
      });
    for (let i = 0; i < 6; i++) {
      const refused = await signup({
        email: `limit${i}@ed.ac.uk`,
        password: 'password123',
        confirm_password: 'password123',
      });
      expect(refused.json().message).toBe(TOO_EASY);
    }
    for (let i = 0; i < 5; i++) expect((await signup({ email: `limit-ok${i}@ed.ac.uk` })).statusCode).toBe(201);
    expect((await signup({ email: 'limit-last@ed.ac.uk' })).statusCode).toBe(429);
  });

  it('sends a verification link; login is refused until it is followed, then works once', async () => {
    const email = 'ada.lovelace@cs.stanford.edu';
    const res = await post('/api/university/auth/signup', recruiterSignup({ email: 'Ada.Lovelace@cs.stanford.edu' }));
    expect(res.statusCode).toBe(201);
    expect(res.json()).toEqual({ message: SIGNUP_DONE });
    expectContractAnswer(signupContract, res);
    const row = await suite.gw.db.recruiter.findUniqueOrThrow({ where: { email } });
    expect(row.passwordHash).toMatch(/^\$argon2id\$/);
    // The dataset names the university of a department's subdomain.
    expect(row.universityName).toBe('Stanford University');
    expect(row.emailVerifiedAt).toBeNull();

    const early = await post('/api/university/auth/login', { email, password: STRONG_PASSWORD });
    expect(early.statusCode).toBe(403);
    expect(early.json()).toEqual({ error: 'email_not_verified', message: NOT_VERIFIED });

    const mail = await mailTo(email, /verify/i);
    const { token, path } = linkIn(mail, '/university/verify');
    expect(path).toMatch(/^\/university\/verify\?token=/);
    // Only the token's hash is stored.
    expect(await suite.gw.db.recruiterToken.count({ where: { tokenHash: token } })).toBe(0);

    const verified = await post('/api/university/auth/verify', { token });
    expect(verified.json()).toEqual({ message: VERIFIED });
    expectContractAnswer(recruiterVerify, verified);
    const again = await post('/api/university/auth/verify', { token });
    expect(again.statusCode).toBe(400);
    expect(again.json().message).toBe(BAD_VERIFY_LINK);

    const login = await post('/api/university/auth/login', { email, password: STRONG_PASSWORD });
    expect(login.statusCode).toBe(200);
    const body = login.json();
    expect(body).toMatchObject({
      message: 'Logged in',
      user: { email, email_verified: true, status: 'active', university: 'Stanford University' },
    });
    const cookie = login.cookies.find((c) => c.name === RECRUITER_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/' });
    expect(cookie.value).toBe(body.token);
    expectContractAnswer(recruiterLogin, login);
  });

  it('resends a verification link, answering alike for unknown addresses; the old link stops working', async () => {
    const email = 'grace.hopper@ed.ac.uk';
    await post('/api/university/auth/signup', recruiterSignup({ email, first_name: 'Grace' }));
    const first = linkIn(await mailTo(email, /verify/i), '/university/verify');
    const resent = await post('/api/university/auth/resend-verification', { email });
    const unknown = await post('/api/university/auth/resend-verification', { email: 'nobody@ed.ac.uk' });
    expect(resent.json()).toEqual({ message: RESENT });
    expect(unknown.json()).toEqual({ message: RESENT });
    expectContractAnswer(recruiterResendVerification, resent);
    await suite.inbox.waitForMessage(
      () => suite.inbox.messages.filter((m) => recipients(m).includes(email)).length === 2,
    );
    const second = linkIn(suite.inbox.messages.filter((m) => recipients(m).includes(email))[1]!, '/university/verify');
    expect((await post('/api/university/auth/verify', { token: first.token })).statusCode).toBe(400);
    expect((await post('/api/university/auth/verify', { token: second.token })).statusCode).toBe(200);
  });

  it('answers a second sign-up with a registered address as a first one, e-mailing that address instead', async () => {
    const email = 'twice@ed.ac.uk';
    await post('/api/university/auth/signup', recruiterSignup({ email }));
    await mailTo(email, /verify/i);
    const second = await post('/api/university/auth/signup', recruiterSignup({ email, first_name: 'Impostor' }));
    expect(second.statusCode).toBe(201);
    expect(second.json()).toEqual({ message: SIGNUP_DONE });
    expect(await suite.gw.db.recruiter.count({ where: { email } })).toBe(1);
    expect((await suite.gw.db.recruiter.findUniqueOrThrow({ where: { email } })).firstName).not.toBe('Impostor');
  });
});

describe('recruiter login, session and profile', () => {
  async function verifiedRecruiter(email: string) {
    await post('/api/university/auth/signup', recruiterSignup({ email }));
    const { token } = linkIn(await mailTo(email, /verify/i), '/university/verify');
    await post('/api/university/auth/verify', { token });
  }

  it('answers wrong passwords and unknown addresses alike, and slows down after 5 failures in a row', async () => {
    const email = 'slow.down@ed.ac.uk';
    await verifiedRecruiter(email);
    const unknown = await post('/api/university/auth/login', {
      email: 'nobody.here@ed.ac.uk',
      password: STRONG_PASSWORD,
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(BAD_CREDENTIALS);
    for (let i = 0; i < 5; i++) {
      const wrong = await post('/api/university/auth/login', { email, password: `wrong password ${i}` });
      expect(wrong.statusCode).toBe(401);
      expect(wrong.json().message).toBe(BAD_CREDENTIALS);
    }
    // Even the right password waits now.
    const blocked = await post('/api/university/auth/login', { email, password: STRONG_PASSWORD });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed login attempts\. Please wait \d+ seconds?/);
    await new Promise((r) => setTimeout(r, 1_100));
    const ok = await post('/api/university/auth/login', { email, password: STRONG_PASSWORD });
    expect(ok.statusCode).toBe(200);
    expect((await suite.gw.db.recruiter.findUniqueOrThrow({ where: { email } })).failedLogins).toBe(0);
  });

  it('me and profile work by bearer token or by cookie (cookie writes need the CSRF token); logout ends the session', async () => {
    const email = 'profile.owner@ed.ac.uk';
    await verifiedRecruiter(email);
    const { token } = (await post('/api/university/auth/login', { email, password: STRONG_PASSWORD })).json();
    const bearer = { authorization: `Bearer ${token}` };

    const me = await suite.gw.app.inject({ method: 'GET', url: '/api/university/auth/me', headers: bearer });
    expect(me.json().user).toMatchObject({ email, first_name: 'Rosalind', university: 'University of Edinburgh' });
    expectContractAnswer(recruiterMe, me);
    const byCookie = await suite.gw.app.inject({
      method: 'GET',
      url: '/api/university/auth/me',
      cookies: { [RECRUITER_COOKIE]: token },
    });
    expect(byCookie.json().user.email).toBe(email);

    const profile = {
      first_name: 'Rosa',
      last_name: 'Franklin',
      email,
      university: 'x',
      position: 'Professor',
      department: 'Chemistry',
      city: 'Edinburgh',
      country: 'United Kingdom',
    };
    const noCsrf = await suite.gw.app.inject({
      method: 'PUT',
      url: '/api/university/auth/profile',
      cookies: { [RECRUITER_COOKIE]: token },
      payload: profile,
    });
    expect(noCsrf.statusCode).toBe(403);
    expect(noCsrf.json().message).toBe(CSRF_EXPIRED);
    const updated = await suite.gw.app.inject({
      method: 'PUT',
      url: '/api/university/auth/profile',
      headers: bearer,
      payload: profile,
    });
    expect(updated.json()).toMatchObject({
      message: 'Profile updated',
      user: {
        first_name: 'Rosa',
        position: 'Professor',
        department: 'Chemistry',
        city: 'Edinburgh',
        country: 'United Kingdom',
        university: 'University of Edinburgh',
      },
    });
    expectContractAnswer(recruiterUpdateProfile, updated);
    const moved = await suite.gw.app.inject({
      method: 'PUT',
      url: '/api/university/auth/profile',
      headers: bearer,
      payload: { ...profile, email: 'elsewhere@ed.ac.uk' },
    });
    expect(moved.statusCode).toBe(400);
    expect(moved.json().message).toBe(EMAIL_FIXED);

    const out = await suite.gw.app.inject({ method: 'POST', url: '/api/university/auth/logout', headers: bearer });
    expect(out.json()).toEqual({ message: 'Logged out' });
    expectContractAnswer(recruiterLogout, out);
    const after = await suite.gw.app.inject({ method: 'GET', url: '/api/university/auth/me', headers: bearer });
    expect(after.statusCode).toBe(401);
    expect(after.json()).toEqual({ error: 'unauthorized', message: RECRUITER_SIGNED_OUT });
  });

  it('resets a forgotten password through the e-mailed link, once, ending every other session', async () => {
    const email = 'forgetful@ed.ac.uk';
    await verifiedRecruiter(email);
    const { token: sessionToken } = (
      await post('/api/university/auth/login', { email, password: STRONG_PASSWORD })
    ).json();

    const asked = await post('/api/university/auth/forgot-password', { email });
    const unknown = await post('/api/university/auth/forgot-password', { email: 'stranger@ed.ac.uk' });
    expect(asked.json()).toEqual({ message: RESET_SENT });
    expect(unknown.json()).toEqual({ message: RESET_SENT });
    expectContractAnswer(recruiterForgotPassword, asked);
    const { token, path } = linkIn(await mailTo(email, /reset/i), '/university/reset-password');
    expect(path).toMatch(/^\/university\/reset-password\?token=/);

    const weak = await post('/api/university/auth/reset-password', { token, password: 'password123' });
    expect(weak.json().message).toBe(TOO_EASY);
    const newPassword = 'Granite harbour lantern 77';
    const reset = await post('/api/university/auth/reset-password', { token, password: newPassword });
    expect(reset.json()).toEqual({ message: PASSWORD_RESET });
    expectContractAnswer(recruiterResetPassword, reset);
    const reused = await post('/api/university/auth/reset-password', { token, password: 'Another fine password 88' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe(BAD_RESET_LINK);

    const old = await suite.gw.app.inject({
      method: 'GET',
      url: '/api/university/auth/me',
      headers: { authorization: `Bearer ${sessionToken}` },
    });
    expect(old.statusCode).toBe(401);
    expect((await post('/api/university/auth/login', { email, password: STRONG_PASSWORD })).statusCode).toBe(401);
    expect((await post('/api/university/auth/login', { email, password: newPassword })).statusCode).toBe(200);
  });

  it('answers malformed bodies with 400 and signed-out calls with 401, never 500', async () => {
    for (const url of [
      '/api/university/auth/login',
      '/api/university/auth/verify',
      '/api/university/auth/reset-password',
      '/api/university/auth/forgot-password',
      '/api/university/auth/resend-verification',
      '/api/university/auth/signup',
    ]) {
      for (const payload of [{}, { email: 42, token: ['x'], password: null }]) {
        const res = await post(url, payload);
        expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(400);
        expect(res.json().message).toEqual(expect.any(String));
      }
    }
    const notJson = await suite.gw.app.inject({
      method: 'POST',
      url: '/api/university/auth/login',
      headers: { 'content-type': 'application/json' },
      payload: '{',
      remoteAddress: suite.freshIp(),
    });
    expect(notJson.statusCode).toBe(400);
    expect((await post('/api/university/auth/verify', { token: 'x'.repeat(43) })).statusCode).toBe(400);
    for (const [method, url] of [
      ['GET', '/api/university/auth/me'],
      ['PUT', '/api/university/auth/profile'],
      ['GET', '/api/university/opportunities'],
    ] as const) {
      const res = await suite.gw.app.inject({ method, url, headers: { authorization: 'Bearer not-a-token' } });
      expect(res.statusCode, url).toBe(401);
    }
    expect((await post('/api/university/auth/logout', {})).json()).toEqual({ message: 'Logged out' });
  });
});
