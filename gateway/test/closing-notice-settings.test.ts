// A university site's closing-e-mail delay over HTTP (issue 32, docs/closing-notices.md): any staff
// member reads it, owners and admins set it to a whole number of days from 0 to 30 (anything else is a
// 400 with a sentence, never a 500), reviewers cannot, and a site's staff only ever reach their own
// site's setting: another site's owner changes their own, never this one.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CLOSING_DELAY_SAVED,
  getClosingNoticeDelay,
  saveClosingNoticeDelay,
} from '@phd/contracts/endpoints/tenant-site';
import { CLOSING_NOTICE_DELAY_RULE } from '@phd/contracts/input/staff';
import { MANAGERS_ONLY } from '@phd/services/tenants/roles';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createSite, staffMember, type StaffMember } from './tenant-staff.ts';

const URL = '/api/customer/me/closing-notices';

let gw: Gateway;
let owner: StaffMember;
let admin: StaffMember;
let reviewer: StaffMember;
let otherOwner: StaffMember;

beforeAll(async () => {
  gw = await startGateway({ label: 'closing-notice-settings' });
  const site = await createSite(gw.database.owner, 'closing-delay', 'Closing Delay Site');
  owner = await staffMember(gw.app, gw.db, site, 'owner');
  admin = await staffMember(gw.app, gw.db, site, 'admin');
  reviewer = await staffMember(gw.app, gw.db, site, 'reviewer');
  otherOwner = await staffMember(gw.app, gw.db, await createSite(gw.database.owner, 'other-delay'), 'owner');
}, 60_000);
afterAll(() => gw?.close());

const put = (member: StaffMember, payload: unknown, headers: Record<string, string> = {}) =>
  member.inject({ method: 'PUT', url: URL, payload: payload as object, headers });
const stored = async (siteId: string) =>
  (await gw.database.owner.tenant.findUniqueOrThrow({ where: { id: siteId } })).closingNoticeDelayDays;

describe('GET/PUT /api/customer/me/closing-notices', () => {
  it('reads 0 (tell at once) until set; owners and admins set 0 to 30 days', async () => {
    const first = await reviewer.inject({ method: 'GET', url: URL });
    expect(first.statusCode).toBe(200);
    expectContractAnswer(getClosingNoticeDelay, first);
    expect(first.json()).toEqual({ delay_days: 0 });

    const saved = await put(owner, { delay_days: 14 });
    expect(saved.statusCode).toBe(200);
    expectContractAnswer(saveClosingNoticeDelay, saved);
    expect(saved.json()).toEqual({ message: CLOSING_DELAY_SAVED, delay_days: 14 });
    expect((await put(admin, { delay_days: 30 })).json()).toMatchObject({ delay_days: 30 });
    expect((await put(admin, { delay_days: 0 })).json()).toMatchObject({ delay_days: 0 });
    expect(await stored(owner.site.id)).toBe(0);
  });

  it('refuses anything but a whole number of days from 0 to 30, with a sentence (400)', async () => {
    await put(owner, { delay_days: 7 });
    for (const payload of [
      { delay_days: 31 },
      { delay_days: -1 },
      { delay_days: 2.5 },
      { delay_days: 'x' },
      { delay_days: null },
      {},
    ]) {
      const response = await put(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({
        error: 'invalid',
        message: expect.stringContaining(CLOSING_NOTICE_DELAY_RULE),
      });
    }
    // A NUL byte is refused before the contract, with the gateway's own sentence.
    const nul = await put(owner, { delay_days: '7\u0000' });
    expect(nul.statusCode).toBe(400);
    expect(nul.json()).toMatchObject({ message: 'delay_days may not contain the NUL character (U+0000).' });
    expect(await stored(owner.site.id)).toBe(7);
  });

  it("lets no reviewer change it, and another site's owner only their own site", async () => {
    const refused = await put(reviewer, { delay_days: 3 });
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ message: MANAGERS_ONLY });

    expect((await put(otherOwner, { delay_days: 21 })).json()).toMatchObject({ delay_days: 21 });
    // Their session on this site's address is not a session here.
    const across = await put(otherOwner, { delay_days: 1 }, { 'x-tenant': owner.site.slug });
    expect([401, 403]).toContain(across.statusCode);
    expect(await stored(owner.site.id)).toBe(7);
    expect(await stored(otherOwner.site.id)).toBe(21);
  });
});
