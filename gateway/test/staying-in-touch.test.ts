// Search alerts and deadline reminders over HTTP (docs/candidate-api.md, "Alerts and reminders"):
// saving the listing's search (the same search twice is one alert; two saves at once too), listing,
// frequency, delete, who may call (signed out 401, CSRF 403, another person's alert 404), readable
// 400s, the reminders switch, and the e-mails' one-click links (GET and RFC 8058 POST, forged 404).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { alertToken, runAlerts } from '@phd/services/alerts/index';
import { remindersOffUrl } from '@phd/services/reminders/index';
import {
  ALERT_DELETED,
  ALERT_EXISTS,
  ALERT_SAVED,
  createAlert,
  deleteAlert,
  listAlerts,
  reminderSettings,
  REMINDERS_SAVED,
  saveReminderSettings,
  updateAlert,
} from '@phd/contracts/endpoints/candidate-alerts';
import { signInAs } from './candidate.ts';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, testConfig, type Gateway } from './harness.ts';

let gw: Gateway;
beforeAll(async () => {
  gw = await startGateway({ label: 'staying-in-touch' });
});
afterAll(() => gw?.close());

let people = 0;
const someone = () => signInAs(gw.app, gw.db, `alerts-${++people}@example.org`);
const search = { country: ['Germany'], discipline: ['Physics'], funded: true, q: 'quantum' };

describe('search alerts', () => {
  it('saves, lists, changes and deletes an alert; the same search twice is one alert', async () => {
    const ada = await someone();
    const created = await ada.inject({ method: 'POST', url: '/api/user/alerts', payload: { filters: search } });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toMatchObject({
      message: ALERT_SAVED,
      alert: { label: 'Fully funded PhD positions in Physics in Germany matching “quantum”', frequency: 'daily' },
    });
    expectContractAnswer(createAlert, created);
    const { id } = created.json().alert as { id: string };
    const again = await ada.inject({
      method: 'POST',
      url: '/api/user/alerts',
      payload: { filters: { q: 'quantum', funded: true, discipline: ['Physics'], country: ['Germany'] } },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({ message: ALERT_EXISTS, alert: { id } });
    expectContractAnswer(createAlert, again);

    const weekly = await ada.inject({
      method: 'PUT',
      url: `/api/user/alerts/${id.toUpperCase()}`,
      payload: { frequency: 'weekly' },
    });
    expect(weekly.statusCode, weekly.body).toBe(200);
    expectContractAnswer(updateAlert, weekly);
    const list = await ada.inject({ method: 'GET', url: '/api/user/alerts' });
    expect(list.json().data).toEqual([expect.objectContaining({ id, frequency: 'weekly' })]);
    expect(list.headers['cache-control']).toBe('no-store');
    expectContractAnswer(listAlerts, list);

    const gone = await ada.inject({ method: 'DELETE', url: `/api/user/alerts/${id}` });
    expect(gone.json()).toEqual({ message: ALERT_DELETED });
    expectContractAnswer(deleteAlert, gone);
    expect((await ada.inject({ method: 'DELETE', url: `/api/user/alerts/${id}` })).statusCode).toBe(404);
  });

  it('two saves of one search at once make one alert', async () => {
    const bo = await someone();
    const answers = await Promise.all(
      [1, 2].map(() =>
        bo.inject({ method: 'POST', url: '/api/user/alerts', payload: { filters: { country: ['Spain'] } } }),
      ),
    );
    expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 201]);
    expect(await gw.db.searchAlert.count({ where: { userId: bo.userId } })).toBe(1);
  });

  it('answers 401 signed out, 403 without the CSRF token, 404 for another person’s alert', async () => {
    expect((await gw.app.inject({ method: 'GET', url: '/api/user/alerts' })).statusCode).toBe(401);
    const cy = await someone();
    const noCsrf = await gw.app.inject({
      method: 'POST',
      url: '/api/user/alerts',
      cookies: cy.cookies,
      payload: { filters: search },
    });
    expect(noCsrf.statusCode).toBe(403);
    const mine = await cy.inject({ method: 'POST', url: '/api/user/alerts', payload: { filters: search } });
    const other = await someone();
    const id = mine.json().alert.id as string;
    for (const [method, payload] of [
      ['PUT', { frequency: 'weekly' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await other.inject({ method, url: `/api/user/alerts/${id}`, payload });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('This alert does not exist (it may have been deleted).');
    }
  });

  it('keeps "open for applications" and the Funding filter, and its run applies them', async () => {
    const eva = await someone();
    const country = 'Alertland';
    const saved = await eva.inject({
      method: 'POST',
      url: '/api/user/alerts',
      payload: { filters: { country: [country], open: true, funding_type: ['self_funded', 'partially_funded'] } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().alert).toMatchObject({
      label: `Partially funded or self-funded PhD positions open for applications in ${country}`,
      filters: { country: [country], open: true, funding_type: ['partially_funded', 'self_funded'] },
    });
    const alertId = saved.json().alert.id as string;
    await gw.db.searchAlert.update({ where: { id: alertId }, data: { lastRunAt: new Date(Date.now() - 60_000) } });
    const day = 86_400_000;
    const listing = (title: string, fundingType: 'partially_funded' | 'self_funded' | 'fully_funded', days: number) =>
      gw.db.opportunity.create({
        data: {
          title,
          universityName: 'Alert University',
          country,
          fundingType,
          closingDate: new Date(Date.now() + days * day),
        },
      });
    const match = await listing('Open and partially funded', 'partially_funded', 30);
    const closed = await listing('Deadline passed', 'self_funded', -2);
    const fully = await listing('Fully funded', 'fully_funded', 30);
    await gw.search.index([match.id, closed.id, fully.id]);

    await runAlerts(gw.db, gw.search);
    const run = await gw.db.searchAlertRun.findFirstOrThrow({ where: { alertId } });
    expect(run.opportunityIds).toEqual([match.id]);
  });

  it('keeps the minimum stipend with its currency, and its run applies it', async () => {
    const gil = await someone();
    const country = 'Stipend Alertland';
    const saved = await gil.inject({
      method: 'POST',
      url: '/api/user/alerts',
      payload: { filters: { country: [country], stipend_min: 25000, stipend_currency: 'eur' } },
    });
    expect(saved.statusCode, saved.body).toBe(201);
    expect(saved.json().alert).toMatchObject({
      label: `PhD positions in ${country} paying at least 25,000 EUR a year`,
      filters: { country: [country], stipend_min: 25000, stipend_currency: 'EUR' },
    });
    const alertId = saved.json().alert.id as string;
    await gw.db.searchAlert.update({ where: { id: alertId }, data: { lastRunAt: new Date(Date.now() - 60_000) } });
    const listing = (title: string, stipendYearly: number, stipendCurrency: string) =>
      gw.db.opportunity.create({
        data: { title, universityName: 'Alert University', country, stipendYearly, stipendCurrency },
      });
    const match = await listing('Well paid', 30000, 'EUR');
    const low = await listing('Paid less', 20000, 'EUR');
    const other = await listing('Paid in pounds', 30000, 'GBP');
    await gw.search.index([match.id, low.id, other.id]);

    await runAlerts(gw.db, gw.search);
    const run = await gw.db.searchAlertRun.findFirstOrThrow({ where: { alertId } });
    expect(run.opportunityIds).toEqual([match.id]);
  });

  it('reads an alert saved before open and funding_type existed as not using them', async () => {
    const fay = await someone();
    await gw.db.searchAlert.create({
      data: {
        userId: fay.userId,
        filters: { category: 'standard', country: ['Peru'], university: [], discipline: [], funded: false, q: '' },
        label: 'PhD positions in Peru',
      },
    });
    const again = await fay.inject({
      method: 'POST',
      url: '/api/user/alerts',
      payload: { filters: { country: ['Peru'] } },
    });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toMatchObject({
      message: ALERT_EXISTS,
      alert: { filters: { open: false, funding_type: [] } },
    });
  });

  it.each([
    ['an unknown filter', { filters: { colour: 'blue' } }],
    ['an unknown funding type', { filters: { funding_type: ['free'] } }],
    ['open that is not true or false', { filters: { open: 'yes' } }],
    ['a minimum stipend without its currency', { filters: { stipend_min: 20000 } }],
    ['a stipend currency that is not a code', { filters: { stipend_min: 20000, stipend_currency: 'pounds' } }],
    ['too many countries', { filters: { country: Array.from({ length: 11 }, (_, i) => `C${i}`) } }],
    ['a bad frequency', { filters: {}, frequency: 'hourly' }],
    ['a keyword too long', { filters: { q: 'x'.repeat(201) } }],
    ['no filters at all', {}],
  ])('answers 400 with a sentence for %s', async (_case, payload) => {
    const di = await someone();
    const res = await di.inject({ method: 'POST', url: '/api/user/alerts', payload });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ error: 'invalid', message: expect.any(String) });
  });

  it('the e-mail’s one-click link stops the alert (GET and POST); a forged one is a readable 404', async () => {
    const ed = await someone();
    const id = (await ed.inject({ method: 'POST', url: '/api/user/alerts', payload: { filters: search } })).json().alert
      .id as string;
    const path = `/api/alerts/unsubscribe?token=${alertToken(testConfig().appSecret, id)}`;
    const oneClick = await gw.app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode).toBe(200);
    expect(oneClick.body).toContain('Alert stopped');
    expect(await gw.db.searchAlert.count({ where: { id } })).toBe(0);
    expect((await gw.app.inject(path)).statusCode).toBe(200);
    const forged = await gw.app.inject(`/api/alerts/unsubscribe?token=${id}.${'A'.repeat(43)}`);
    expect(forged.statusCode).toBe(404);
    expect(forged.body).toContain('This link is not valid');
  });
});

describe('deadline reminders', () => {
  it('are on by default; the candidate turns them off and on; the e-mail link turns them off', async () => {
    const fi = await someone();
    const on = await fi.inject({ method: 'GET', url: '/api/user/reminders' });
    expect(on.json()).toEqual({ deadline_reminders: true });
    expectContractAnswer(reminderSettings, on);
    const off = await fi.inject({ method: 'PUT', url: '/api/user/reminders', payload: { deadline_reminders: false } });
    expect(off.json()).toEqual({ message: REMINDERS_SAVED, deadline_reminders: false });
    expectContractAnswer(saveReminderSettings, off);
    const bad = await fi.inject({ method: 'PUT', url: '/api/user/reminders', payload: { deadline_reminders: 'no' } });
    expect(bad.statusCode).toBe(400);
    await fi.inject({ method: 'PUT', url: '/api/user/reminders', payload: { deadline_reminders: true } });

    const link = new URL(remindersOffUrl('http://localhost:3000', testConfig().appSecret, fi.userId));
    const page = await gw.app.inject(`${link.pathname}${link.search}`);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Deadline reminders turned off');
    expect((await fi.inject({ method: 'GET', url: '/api/user/reminders' })).json()).toEqual({
      deadline_reminders: false,
    });
  });
});
