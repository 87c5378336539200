// Tenant staff accounts (issue 13): sign-in on a site (POST /api/login with the site named) answers
// { token, user, tenant }; the token works only on its own site; logout, expiry and removal end it;
// roles decide who manages staff and settings; invitations and password resets go by single-use links.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STAFF_SESSION_TTL_MS } from '@phd/services/accounts/sessions';
import { FREE_FAILURES } from '@phd/services/recruiters/login';
import { BAD_INVITATION } from '@phd/services/tenants/staff-links';
import { INVITATION_NOT_FOUND, OWNERS_ONLY } from '@phd/services/tenants/staff-members';
import { staffLinkMail } from '@phd/services/tenants/staff-mails';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import sharp from 'sharp';
import * as staffContracts from '@phd/contracts/endpoints/staff';
import * as siteContracts from '@phd/contracts/endpoints/tenant-site';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { fileForm, multipartPayload } from './multipart.ts';
import { createSite, signIn, staffMember, STRONG_PASSWORD, type Site, type StaffMember } from './tenant-staff.ts';

let gw: Gateway;
let alpha: Site;
let beta: Site;
let owner: StaffMember;
let reviewer: StaffMember;
let betaOwner: StaffMember;

beforeAll(async () => {
  gw = await startGateway({ label: 'tenant-staff' });
  alpha = await createSite(gw.database.owner, 'alpha', 'Alpha Site');
  beta = await createSite(gw.database.owner, 'beta', 'Beta Site');
  owner = await staffMember(gw.app, gw.db, alpha, 'owner');
  reviewer = await staffMember(gw.app, gw.db, alpha, 'reviewer');
  betaOwner = await staffMember(gw.app, gw.db, beta, 'owner');
});

afterAll(async () => {
  await gw?.close();
});

/** The link of the latest e-mail event of a kind, composed as the mail worker would. */
async function latestLink(site: Site, type: 'tenant.staff_invited' | 'tenant.password_reset_requested') {
  const event = await gw.database.owner.outboxEvent.findFirstOrThrow({ where: { type }, orderBy: { id: 'desc' } });
  const payload = event.payload as { tenantId: string; tokenId: string };
  expect(payload.tenantId).toBe(site.id);
  const mail = await gw.db.$transaction((tx) =>
    staffLinkMail(
      tx,
      { publicUrl: 'http://localhost:3000', appSecret: 'test-secret-that-is-long-enough-1234' },
      payload,
    ),
  );
  return mail;
}

describe('staff sign-in', () => {
  it('answers token, user and tenant, and the token reads the profile and the site', async () => {
    const response = await signIn(gw.app, alpha, owner.email.toUpperCase());
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.user).toMatchObject({ id: owner.id, email: owner.email, role: 'owner', tenant_id: alpha.id });
    expect(body.tenant).toMatchObject({
      id: alpha.id,
      slug: 'alpha',
      name: 'Alpha Site',
      university: 'Alpha Site University',
    });
    expect(response.headers['cache-control']).toBe('no-store');
    const headers = { authorization: `Bearer ${body.token}`, 'x-tenant': 'alpha' };
    const me = await gw.app.inject({ method: 'GET', url: '/api/user/me', headers });
    expect(me.json()).toMatchObject({ user: { id: owner.id }, tenant: { slug: 'alpha' } });
    expectContractAnswer(staffContracts.staffMe, me);
    const customer = await gw.app.inject({ method: 'GET', url: '/api/customer/me', headers });
    expect(customer.json()).toMatchObject({ id: alpha.id, university: 'Alpha Site University' });
    expectContractAnswer(siteContracts.customerMe, customer);
    const byId = await gw.app.inject({ method: 'GET', url: `/api/customers/${alpha.id.toUpperCase()}`, headers });
    expect(byId.statusCode).toBe(200);
    expectContractAnswer(siteContracts.customerById, byId);
    const other = await gw.app.inject({ method: 'GET', url: `/api/customers/${beta.id}`, headers });
    expect(other.statusCode).toBe(403);
  });

  it('refuses a wrong password and an unknown address alike, and another site’s staff', async () => {
    for (const [email, password] of [
      [owner.email, 'wrong password entirely'],
      ['nobody@alpha.test', STRONG_PASSWORD],
      [betaOwner.email, STRONG_PASSWORD],
    ]) {
      const response = await signIn(gw.app, alpha, email!, password);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: 'Invalid email or password' });
    }
  });

  it('slows an account down after repeated failures', async () => {
    const victim = await staffMember(gw.app, gw.db, alpha, 'reviewer');
    for (let i = 0; i < FREE_FAILURES; i += 1) {
      expect((await signIn(gw.app, alpha, victim.email, 'not the password')).statusCode).toBe(401);
    }
    const blocked = await signIn(gw.app, alpha, victim.email);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toMatch(/Too many failed sign-in attempts/);
  });

  it('keeps POST /api/login on the main site as the candidate sign-in redirect', async () => {
    const response = await gw.app.inject({ method: 'POST', url: '/api/login' });
    expect(response.statusCode).toBe(303);
  });

  it('ends the session on logout, after 12 idle hours, and when the member is removed', async () => {
    const member = await staffMember(gw.app, gw.db, alpha, 'reviewer');
    expect((await member.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(200);
    expect((await member.inject({ method: 'POST', url: '/api/logout' })).json()).toEqual({ message: 'Signed out' });
    const after = await member.inject({ method: 'GET', url: '/api/user/me' });
    expect(after.statusCode).toBe(401);
    expect(after.json().message).toMatch(/token expired/);

    const idle = await staffMember(gw.app, gw.db, alpha, 'reviewer');
    await withTenant(gw.database.owner, alpha.id, (tx) =>
      tx.session.updateMany({
        where: { tenantUserId: idle.id },
        data: { expiresAt: new Date(Date.now() - 1), lastSeenAt: new Date(Date.now() - STAFF_SESSION_TTL_MS - 1) },
      }),
    );
    expect((await idle.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);

    const removed = await staffMember(gw.app, gw.db, alpha, 'reviewer');
    const removal = await owner.inject({ method: 'DELETE', url: `/api/saas/staff/${removed.id}` });
    expect(removal.statusCode).toBe(200);
    expectContractAnswer(staffContracts.removeStaff, removal);
    expect((await removed.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
  });
});

describe('one site’s token on another site', () => {
  it('is refused 403 by header or host, and 401 without any token', async () => {
    const viaHeader = await betaOwner.inject({ method: 'GET', url: '/api/user/me', headers: { 'x-tenant': 'alpha' } });
    expect(viaHeader.statusCode).toBe(403);
    expect(viaHeader.json()).toMatchObject({ error: 'wrong_tenant' });
    const viaHost = await betaOwner.inject({
      method: 'GET',
      url: '/api/customer/me',
      headers: { host: 'alpha.example.com', 'x-tenant': '' },
    });
    expect(viaHost.statusCode).toBe(403);
    const none = await gw.app.inject({ method: 'GET', url: '/api/user/me', headers: { 'x-tenant': 'alpha' } });
    expect(none.statusCode).toBe(401);
    // A token whose tenant part was swapped for another site finds no session there.
    const forged = `${alpha.id}.${betaOwner.token.split('.')[1]}`;
    const swapped = await gw.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { authorization: `Bearer ${forged}`, 'x-tenant': 'alpha' },
    });
    expect(swapped.statusCode).toBe(401);
  });
});

describe('staff management', () => {
  it('lets managers list staff and reviewers not', async () => {
    const list = await owner.inject({ method: 'GET', url: '/api/saas/staff' });
    expect(list.statusCode).toBe(200);
    expectContractAnswer(staffContracts.listStaff, list);
    const emails = list.json().data.map((m: { email: string }) => m.email);
    expect(emails).toContain(reviewer.email);
    expect(emails).not.toContain(betaOwner.email);
    const refused = await reviewer.inject({ method: 'GET', url: '/api/saas/staff' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('Only the site’s owners and admins can do this.');
  });

  it('invites by e-mail; the link signs the new member in once, with the invited role', async () => {
    const invited = await owner.inject({
      method: 'POST',
      url: '/api/saas/staff/invitations',
      payload: { email: 'New.Reviewer@Alpha.test', role: 'reviewer' },
    });
    expect(invited.statusCode).toBe(201);
    expect(invited.json().invitation).toMatchObject({ email: 'new.reviewer@alpha.test', role: 'reviewer' });
    expectContractAnswer(staffContracts.inviteStaff, invited);
    const mail = await latestLink(alpha, 'tenant.staff_invited');
    expect(mail?.to).toBe('new.reviewer@alpha.test');
    const url = new URL(/https?:\/\/\S+invite\?token=[\w-]+/.exec(mail!.text)![0]);
    expect(url.host).toBe('alpha.localhost:3000');
    const token = url.searchParams.get('token')!;

    const site = { 'x-tenant': 'alpha' };
    const inspect = await gw.app.inject({
      method: 'POST',
      url: '/api/staff/invitations/inspect',
      headers: site,
      payload: { token },
    });
    expect(inspect.json()).toMatchObject({ email: 'new.reviewer@alpha.test', role: 'reviewer' });
    expectContractAnswer(staffContracts.inspectInvitation, inspect);
    const onBeta = await gw.app.inject({
      method: 'POST',
      url: '/api/staff/invitations/inspect',
      headers: { 'x-tenant': 'beta' },
      payload: { token },
    });
    expect(onBeta.statusCode).toBe(400);

    const weak = await gw.app.inject({
      method: 'POST',
      url: '/api/staff/invitations/accept',
      headers: site,
      payload: { token, name: 'Nina', password: 'password1' },
    });
    expect(weak.statusCode).toBe(400);
    const accept = () =>
      gw.app.inject({
        method: 'POST',
        url: '/api/staff/invitations/accept',
        headers: site,
        payload: { token, name: 'Nina New', password: STRONG_PASSWORD },
      });
    const [first, second] = await Promise.all([accept(), accept()]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 400]);
    const accepted = first.statusCode === 200 ? first : second;
    expect(accepted.json().user).toMatchObject({
      email: 'new.reviewer@alpha.test',
      role: 'reviewer',
      name: 'Nina New',
    });
    expectContractAnswer(staffContracts.acceptInvitation, accepted);
    const me = await gw.app.inject({
      method: 'GET',
      url: '/api/user/me',
      headers: { ...site, authorization: `Bearer ${accepted.json().token}` },
    });
    expect(me.statusCode).toBe(200);
    // The new member cannot manage the staff.
    const cannot = await gw.app.inject({
      method: 'POST',
      url: '/api/saas/staff/invitations',
      headers: { ...site, authorization: `Bearer ${accepted.json().token}` },
      payload: { email: 'x@alpha.test', role: 'reviewer' },
    });
    expect(cannot.statusCode).toBe(403);
  });

  it('withdraws a pending invitation: its link stops working; a used, unknown or other site’s one is not found', async () => {
    const invite = async (email: string, role: 'reviewer' | 'owner') => {
      const invited = await owner.inject({
        method: 'POST',
        url: '/api/saas/staff/invitations',
        payload: { email, role },
      });
      expect(invited.statusCode).toBe(201);
      return invited.json().invitation.id as string;
    };
    const withdraw = (who: StaffMember, id: string) =>
      who.inject({ method: 'DELETE', url: `/api/saas/staff/invitations/${id}` });
    const id = await invite('withdrawn@alpha.test', 'reviewer');
    const mail = await latestLink(alpha, 'tenant.staff_invited');
    const token = new URL(/https?:\/\/\S+invite\?token=[\w-]+/.exec(mail!.text)![0]).searchParams.get('token')!;

    const byReviewer = await withdraw(reviewer, id);
    expect(byReviewer.statusCode).toBe(403);
    expect(byReviewer.json().message).toBe('Only the site’s owners and admins can do this.');
    const fromBeta = await withdraw(betaOwner, id);
    expect(fromBeta.statusCode).toBe(404);
    expect(fromBeta.json().message).toBe(INVITATION_NOT_FOUND);

    const withdrawn = await withdraw(owner, id);
    expect(withdrawn.statusCode).toBe(200);
    expect(withdrawn.json()).toEqual({ message: 'The invitation to withdrawn@alpha.test was withdrawn.' });
    expectContractAnswer(staffContracts.withdrawInvitation, withdrawn);
    const list = await owner.inject({ method: 'GET', url: '/api/saas/staff' });
    expect(list.json().invitations.map((i: { id: string }) => i.id)).not.toContain(id);
    const inspect = await gw.app.inject({
      method: 'POST',
      url: '/api/staff/invitations/inspect',
      headers: { 'x-tenant': 'alpha' },
      payload: { token },
    });
    expect(inspect.statusCode).toBe(400);
    expect(inspect.json().message).toBe(BAD_INVITATION);

    const again = await withdraw(owner, id);
    expect(again.statusCode).toBe(404);
    expect(again.json().message).toBe(INVITATION_NOT_FOUND);
    const unknown = await withdraw(owner, '00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe(INVITATION_NOT_FOUND);
    expect((await withdraw(owner, 'not-an-id')).statusCode).toBe(400);

    // An owner's invitation is an owner's to withdraw.
    const ownerInvitation = await invite('next.owner@alpha.test', 'owner');
    const admin = await staffMember(gw.app, gw.db, alpha, 'admin');
    const byAdmin = await withdraw(admin, ownerInvitation);
    expect(byAdmin.statusCode).toBe(403);
    expect(byAdmin.json().message).toBe(OWNERS_ONLY);
    expect((await withdraw(owner, ownerInvitation)).statusCode).toBe(200);
  });

  it('refuses inviting someone already on the staff, and an admin inviting an owner', async () => {
    const again = await owner.inject({
      method: 'POST',
      url: '/api/saas/staff/invitations',
      payload: { email: reviewer.email, role: 'admin' },
    });
    expect(again.statusCode).toBe(409);
    const admin = await staffMember(gw.app, gw.db, alpha, 'admin');
    const ownerInvite = await admin.inject({
      method: 'POST',
      url: '/api/saas/staff/invitations',
      payload: { email: 'boss@alpha.test', role: 'owner' },
    });
    expect(ownerInvite.statusCode).toBe(403);
    const bad = await admin.inject({
      method: 'POST',
      url: '/api/saas/staff/invitations',
      payload: { email: 'not an email', role: 'king' },
    });
    expect(bad.statusCode).toBe(400);
  });

  it('changes roles but always keeps an owner', async () => {
    const solo = await createSite(gw.database.owner, 'solo');
    const soloOwner = await staffMember(gw.app, gw.db, solo, 'owner');
    const demote = await soloOwner.inject({
      method: 'PUT',
      url: `/api/saas/staff/${soloOwner.id}`,
      payload: { role: 'reviewer' },
    });
    expect(demote.statusCode).toBe(400);
    expect(demote.json().message).toMatch(/at least one owner/);
    const member = await staffMember(gw.app, gw.db, solo, 'reviewer');
    const promote = await soloOwner.inject({
      method: 'PUT',
      url: `/api/saas/staff/${member.id}`,
      payload: { role: 'admin' },
    });
    expect(promote.json()).toMatchObject({ user: { role: 'admin' } });
    expectContractAnswer(staffContracts.changeStaffRole, promote);
    // Another site's member id is simply not on this staff.
    const foreign = await soloOwner.inject({
      method: 'PUT',
      url: `/api/saas/staff/${reviewer.id}`,
      payload: { role: 'admin' },
    });
    expect(foreign.statusCode).toBe(404);
  });

  it('resets a forgotten password by a single-use link, ending every session', async () => {
    const member = await staffMember(gw.app, gw.db, alpha, 'reviewer');
    const site = { 'x-tenant': 'alpha' };
    const asked = await gw.app.inject({
      method: 'POST',
      url: '/api/staff/forgot-password',
      headers: site,
      payload: { email: member.email },
      remoteAddress: '10.99.0.1',
    });
    expect(asked.json().message).toMatch(/If this address is on the site’s staff/);
    expectContractAnswer(staffContracts.forgotStaffPassword, asked);
    const mail = await latestLink(alpha, 'tenant.password_reset_requested');
    const token = new URL(/https?:\/\/\S+reset-password\?token=[\w-]+/.exec(mail!.text)![0]).searchParams.get('token')!;
    const password = 'Copper lantern orchard 77';
    const reset = await gw.app.inject({
      method: 'POST',
      url: '/api/staff/reset-password',
      headers: site,
      payload: { token, password },
      remoteAddress: '10.99.0.2',
    });
    expect(reset.json()).toEqual({ message: 'Your password has been reset. Please sign in.' });
    expectContractAnswer(staffContracts.resetStaffPassword, reset);
    expect((await member.inject({ method: 'GET', url: '/api/user/me' })).statusCode).toBe(401);
    expect((await signIn(gw.app, alpha, member.email, password)).statusCode).toBe(200);
    const reused = await gw.app.inject({
      method: 'POST',
      url: '/api/staff/reset-password',
      headers: site,
      payload: { token, password },
      remoteAddress: '10.99.0.3',
    });
    expect(reused.statusCode).toBe(400);
  });

  it('needs a site for the links: 400 on the main site', async () => {
    const response = await gw.app.inject({
      method: 'POST',
      url: '/api/staff/forgot-password',
      payload: { email: 'a@b.test' },
      remoteAddress: '10.99.0.4',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ error: 'tenant_required' });
  });
});

describe('site settings', () => {
  it('lets managers set the name and accent colour, with clear errors', async () => {
    const saved = await owner.inject({
      method: 'PUT',
      url: '/api/customer/me',
      payload: { name: 'Alpha Graduate School', accent_color: '#AA3300' },
    });
    expect(saved.json().tenant).toMatchObject({ name: 'Alpha Graduate School', accent_color: '#aa3300' });
    expectContractAnswer(siteContracts.saveSiteSettings, saved);
    const bad = await owner.inject({
      method: 'PUT',
      url: '/api/customer/me',
      payload: { name: 'x', accent_color: 'red;}' },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Accent colour must be a colour like #1d4ed8');
    const pale = await owner.inject({
      method: 'PUT',
      url: '/api/customer/me',
      payload: { name: 'x', accent_color: '#ffee88' },
    });
    expect(pale.json().message).toMatch(/too light to read on white/);
    const byReviewer = await reviewer.inject({ method: 'PUT', url: '/api/customer/me', payload: { name: 'Mine now' } });
    expect(byReviewer.statusCode).toBe(403);
  });

  it('takes a logo by its content, re-encoded as PNG, and serves it on the site', async () => {
    const upload = async (who: StaffMember, bytes: Buffer, name: string) => {
      const { payload, contentType } = await multipartPayload(fileForm('logo', bytes, name, 'image/png'));
      return who.inject({
        method: 'POST',
        url: '/api/customer/me/logo',
        payload,
        headers: { 'content-type': contentType },
      });
    };
    const jpeg = await sharp({ create: { width: 900, height: 300, channels: 3, background: '#aa3300' } })
      .jpeg()
      .toBuffer();
    const uploaded = await upload(owner, jpeg, 'crest.jpg');
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    expectContractAnswer(siteContracts.uploadSiteLogo, uploaded);
    const logoUrl = uploaded.json().tenant.logo_url as string;
    expect(logoUrl).toMatch(/^\/api\/tenant\/logo\?v=[0-9a-f]{16}$/);
    const served = await gw.app.inject({ method: 'GET', url: logoUrl, headers: { host: 'alpha.example.com' } });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect((await sharp(served.rawPayload).metadata()).width).toBe(400);
    const publicFace = await gw.app.inject({ method: 'GET', url: '/api/tenant', headers: { 'x-tenant': 'alpha' } });
    expect(publicFace.json().logo_url).toBe(logoUrl);
    expectContractAnswer(siteContracts.publicTenant, publicFace);

    const disguised = await upload(owner, Buffer.from('<svg onload="alert(1)"></svg>'), 'logo.png');
    expect(disguised.statusCode).toBe(400);
    expect(disguised.json().message).toBe('Please upload a PNG, JPEG, WebP or GIF image.');
    expect((await upload(reviewer, jpeg, 'crest.jpg')).statusCode).toBe(403);
    const onBeta = await gw.app.inject({ method: 'GET', url: '/api/tenant/logo', headers: { 'x-tenant': 'beta' } });
    expect(onBeta.statusCode).toBe(404);
  });

  it('removes the logo: the site then shows none; removing again answers the same; another site’s stays', async () => {
    const jpeg = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#2244aa' } })
      .jpeg()
      .toBuffer();
    const { payload, contentType } = await multipartPayload(fileForm('logo', jpeg, 'crest.jpg', 'image/jpeg'));
    const uploaded = await owner.inject({
      method: 'POST',
      url: '/api/customer/me/logo',
      payload,
      headers: { 'content-type': contentType },
    });
    expect(uploaded.statusCode, uploaded.body).toBe(200);
    const remove = (who: StaffMember) => who.inject({ method: 'DELETE', url: '/api/customer/me/logo' });
    const logoOnAlpha = () =>
      gw.app.inject({ method: 'GET', url: '/api/tenant/logo', headers: { 'x-tenant': 'alpha' } });

    expect((await remove(reviewer)).statusCode).toBe(403);
    // Beta's manager removes beta's logo (it has none): alpha's stays.
    const onBeta = await remove(betaOwner);
    expect(onBeta.statusCode).toBe(200);
    expect(onBeta.json().tenant).toMatchObject({ id: beta.id, logo_url: null });
    expect((await logoOnAlpha()).statusCode).toBe(200);

    const removed = await remove(owner);
    expect(removed.statusCode).toBe(200);
    expect(removed.json().message).toBe(siteContracts.LOGO_REMOVED);
    expect(removed.json().tenant).toMatchObject({ id: alpha.id, logo_url: null });
    expectContractAnswer(siteContracts.removeSiteLogo, removed);
    expect((await logoOnAlpha()).statusCode).toBe(404);
    const publicFace = await gw.app.inject({ method: 'GET', url: '/api/tenant', headers: { 'x-tenant': 'alpha' } });
    expect(publicFace.json().logo_url).toBeNull();

    const again = await remove(owner);
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(removed.json());
  });
});
