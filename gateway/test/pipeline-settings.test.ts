// The site's pipeline settings and applicant stats over HTTP (issue 14; docs/tenant-api.md
// "Applicants"): any staff member reads them, only owners and admins change the pipeline, input is
// checked with sentences, and a PUT changes only what it names.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { applicantStats } from '@phd/contracts/endpoints/applicants';
import { getPipelineSettings, updatePipelineSettings } from '@phd/contracts/endpoints/pipeline';
import { DEFAULT_STAGE_NAMES, DEFAULT_TEMPLATES } from '@phd/services/applicants/pipeline';
import { MANAGERS_ONLY } from '@phd/services/tenants/roles';
import { expectContractAnswer } from './contract-answer.ts';
import { startGateway, type Gateway } from './harness.ts';
import { createSite, staffMember, type StaffMember } from './tenant-staff.ts';

let gw: Gateway;
let owner: StaffMember;
let admin: StaffMember;
let reviewer: StaffMember;

beforeAll(async () => {
  gw = await startGateway({ label: 'pipeline-settings' });
  const site = await createSite(gw.database.owner, 'pipeline', 'Pipeline Site');
  owner = await staffMember(gw.app, gw.db, site, 'owner');
  admin = await staffMember(gw.app, gw.db, site, 'admin');
  reviewer = await staffMember(gw.app, gw.db, site, 'reviewer');
}, 60_000);
afterAll(() => gw?.close());

const put = (member: StaffMember, payload: unknown) =>
  member.inject({ method: 'PUT', url: '/api/saas/pipeline', payload: payload as object });

describe('GET/PUT /api/saas/pipeline', () => {
  it('shows the defaults until the site changes them', async () => {
    const response = await reviewer.inject({ method: 'GET', url: '/api/saas/pipeline' });
    expect(response.statusCode).toBe(200);
    expectContractAnswer(getPipelineSettings, response);
    expect(response.json()).toEqual({
      data: {
        stage_names: DEFAULT_STAGE_NAMES,
        status_templates: DEFAULT_TEMPLATES,
        retention_months: null,
        defaults: { stage_names: DEFAULT_STAGE_NAMES, status_templates: DEFAULT_TEMPLATES },
      },
    });
  });

  it('lets owners and admins rename stages, edit templates and set retention; a PUT changes what it names', async () => {
    const first = await put(owner, {
      stage_names: { interview: '  Panel interview ', new: 'Inbox' },
      status_templates: { rejected: { subject: 'About {opportunity}', body: 'Dear {name}, thank you.' } },
      retention_months: 24,
    });
    expect(first.statusCode).toBe(200);
    expectContractAnswer(updatePipelineSettings, first);
    expect(first.json()).toMatchObject({
      message: 'Pipeline settings saved',
      data: {
        stage_names: { ...DEFAULT_STAGE_NAMES, interview: 'Panel interview', new: 'Inbox' },
        status_templates: {
          ...DEFAULT_TEMPLATES,
          rejected: { subject: 'About {opportunity}', body: 'Dear {name}, thank you.' },
        },
        retention_months: 24,
      },
    });

    // Only the retention, then an empty name and a null template going back to the defaults.
    expect((await put(admin, { retention_months: 6 })).json().data).toMatchObject({
      stage_names: { interview: 'Panel interview', new: 'Inbox' },
      retention_months: 6,
    });
    const reset = await put(admin, {
      stage_names: { new: '' },
      status_templates: { rejected: null },
      retention_months: null,
    });
    expect(reset.json().data).toMatchObject({
      stage_names: { ...DEFAULT_STAGE_NAMES, interview: 'Panel interview' },
      status_templates: DEFAULT_TEMPLATES,
      retention_months: null,
    });
    const site = await gw.database.owner.tenant.findUniqueOrThrow({ where: { id: owner.site.id } });
    expect(site).toMatchObject({
      stageNames: { interview: 'Panel interview' },
      statusTemplates: {},
      retentionMonths: null,
    });
    // Readers see what the managers saved.
    expect(
      (await reviewer.inject({ method: 'GET', url: '/api/saas/pipeline' })).json().data.stage_names.interview,
    ).toBe('Panel interview');
  });

  it('refuses reviewers (403) and changes nothing', async () => {
    const response = await put(reviewer, { retention_months: 1 });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ message: MANAGERS_ONLY });
    const site = await gw.database.owner.tenant.findUniqueOrThrow({ where: { id: owner.site.id } });
    expect(site.retentionMonths).toBeNull();
  });

  it('refuses bad input with a sentence (400)', async () => {
    const cases: [unknown, string][] = [
      [{ stage_names: { interview: 'x'.repeat(41) } }, 'A stage name can be at most 40 characters'],
      [
        { stage_names: { hired: 'Hired' } },
        'Stages are new, reviewing, shortlisted, interview, offered, rejected, withdrawn',
      ],
      [{ stage_names: 'Inbox' }, 'Stage names must be an object'],
      [
        { status_templates: { reviewing: { subject: 's', body: 'b' } } },
        'Templates are for interview, offered, rejected',
      ],
      [
        { status_templates: { offered: { subject: 's'.repeat(201), body: 'b' } } },
        'The e-mail subject can be at most 200 characters',
      ],
      [
        { status_templates: { offered: { subject: 's', body: 'b'.repeat(5001) } } },
        'The e-mail text can be at most 5000 characters',
      ],
      [{ status_templates: { offered: { subject: ' ', body: 'b' } } }, 'The e-mail subject is required'],
      [{ retention_months: 0 }, 'Retention must be at least 1 month'],
      [{ retention_months: 121 }, 'Retention can be at most 120 months'],
      [{ retention_months: 1.5 }, 'Retention must be a whole number of months'],
      [{ retention_months: '12' }, 'Retention must be a number of months from 1 to 120, or empty'],
    ];
    for (const [payload, message] of cases) {
      const response = await put(owner, payload);
      expect(response.statusCode, JSON.stringify(payload)).toBe(400);
      expect(response.json(), JSON.stringify(payload)).toMatchObject({ error: 'invalid', message });
    }
  });
});

describe('GET /api/applicants/stats', () => {
  it('answers any staff member with the stats shape, and 400 for a bad filter', async () => {
    const response = await reviewer.inject({
      method: 'GET',
      url: '/api/applicants/stats?from=2026-01-01&to=2026-12-31',
    });
    expect(response.statusCode).toBe(200);
    expectContractAnswer(applicantStats, response);
    expect(response.headers['cache-control']).toBe('no-store');
    expect(response.json()).toEqual({
      by_status: { new: 0, reviewing: 0, shortlisted: 0, interview: 0, offered: 0, rejected: 0, withdrawn: 0 },
      by_opportunity: [],
      by_week: [],
      funnel: expect.arrayContaining([{ from: 'new', to: 'reviewing', count: 0, rate: null }]),
      median_days_in_stage: expect.objectContaining({ new: null }),
    });
    const bad = await reviewer.inject({ method: 'GET', url: '/api/applicants/stats?opportunity=42' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ error: 'invalid', message: 'Opportunity is not a valid id' });
    expect((await gw.app.inject({ method: 'GET', url: '/api/applicants/stats' })).statusCode).toBe(401);
  });
});
