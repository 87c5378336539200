// The closer says how a position ended (issue 32, docs/closing-notices.md): a recruiter's close and a
// university site's status change take an optional outcome (filled, not_filled), kept on the position
// for the closing e-mails and cleared on reopening; each close schedules its notice; anything else is a
// 400 with a sentence, and another recruiter's position is a 404.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeOwnOpportunity } from '@phd/contracts/endpoints/recruiter-opportunities';
import { CLOSING_OUTCOME_RULE } from '@phd/contracts/input/closing-outcome';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { verifiedRecruiter, type SignedInRecruiter } from './recruiter.ts';
import { createSite, staffMember, type StaffMember } from './tenant-staff.ts';

let gw: Gateway;
let recruiter: SignedInRecruiter;
let other: SignedInRecruiter;
let manager: StaffMember;

beforeAll(async () => {
  gw = await startGateway({ label: 'closing-outcome' });
  recruiter = await verifiedRecruiter(gw.app, gw.db, 'University of Edinburgh');
  other = await verifiedRecruiter(gw.app, gw.db, 'University of Glasgow');
  manager = await staffMember(gw.app, gw.db, await createSite(gw.database.owner, 'outcome-site'), 'admin');
}, 60_000);
afterAll(() => gw?.close());

const position = async (recruiterId: string) =>
  (
    await gw.db.opportunity.create({
      data: {
        title: 'PhD in Outcomes',
        universityName: 'University of Edinburgh',
        country: 'United Kingdom',
        recruiterId,
      },
    })
  ).id;
const row = (id: string) => gw.database.owner.opportunity.findUniqueOrThrow({ where: { id } });
const noticeCount = (opportunityId: string) => gw.database.owner.closingNotice.count({ where: { opportunityId } });
const close = (who: SignedInRecruiter, id: string, payload?: object) =>
  who.inject({ method: 'POST', url: `/api/university/opportunities/${id}/close`, ...(payload ? { payload } : {}) });

describe("a recruiter's close", () => {
  it('keeps the outcome said, schedules one notice, and reopening clears the outcome', async () => {
    const id = await position(recruiter.id);
    const closed = await close(recruiter, id.toUpperCase(), { outcome: 'filled' });
    expect(closed.statusCode).toBe(200);
    expectContractAnswer(closeOwnOpportunity, closed);
    expect(await row(id)).toMatchObject({ status: 'closed', closedOutcome: 'filled' });
    expect(await noticeCount(id)).toBe(1);

    const reopened = await recruiter.inject({ method: 'POST', url: `/api/university/opportunities/${id}/reopen` });
    expect(reopened.statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'open', closedOutcome: null });

    // No body at all, or "not sure" (null): the e-mails follow the statuses.
    expect((await close(recruiter, id)).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'closed', closedOutcome: null });
    expect(await noticeCount(id)).toBe(2);
  });

  it('refuses an outcome it does not know with a sentence, and another recruiter’s position with a 404', async () => {
    const id = await position(recruiter.id);
    for (const outcome of ['maybe', 'FILLED', 3, 'filled\u0007']) {
      const refused = await close(recruiter, id, { outcome });
      expect(refused.statusCode, String(outcome)).toBe(400);
      expect(refused.json().message, String(outcome)).toMatch(/outcome|control character/i);
    }
    expect((await close(recruiter, id, { outcome: 'maybe' })).json()).toMatchObject({ message: CLOSING_OUTCOME_RULE });
    const foreign = await close(other, id, { outcome: 'filled' });
    expect(foreign.statusCode).toBe(404);
    expect(await row(id)).toMatchObject({ status: 'open', closedOutcome: null });
    expect(await noticeCount(id)).toBe(0);
  });
});

describe("a university site's status change", () => {
  it('keeps the outcome with a close, schedules the notice, and refuses an unknown outcome', async () => {
    const created = await manager.inject({
      method: 'POST',
      url: '/api/saas/opportunities',
      payload: {
        title: 'PhD in Site Outcomes',
        country: 'Ireland',
        description: '<p>Three years.</p>',
        opportunity_url: 'https://www.example.ie/apply',
        status: 'open',
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as string;
    const put = (payload: object) => manager.inject({ method: 'PUT', url: `/api/saas/opportunities/${id}`, payload });

    const bad = await put({ status: 'closed', outcome: 'perhaps' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toContain('outcome');
    expect((await put({ status: 'closed', outcome: 'not_filled' })).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'closed', closedOutcome: 'not_filled' });
    expect(await noticeCount(id)).toBe(1);
    expect((await put({ status: 'open' })).statusCode).toBe(200);
    expect(await row(id)).toMatchObject({ status: 'open', closedOutcome: null });
  });
});
