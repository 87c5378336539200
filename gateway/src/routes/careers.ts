// A university site's public careers page (issue 14): its open opportunities, and applications with a
// resume and no account. The site is the request's (host, or X-Tenant on the main host's /saas pages);
// every read runs in its unit of work, so another site's id answers 404. The applicant is stored
// unconfirmed and e-mailed a link; POST /api/careers/confirm brings it to the reviewers.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  careersApplicationFields,
  CAREERS_APPLICATION_RECEIVED,
  CAREERS_FIELD_NAMES,
  APPLICATION_CONFIRMED,
} from '@phd/services/careers/careers.schema';
import { confirmCareersApplication, submitCareersApplication } from '@phd/services/careers/careers-application';
import { findCareersOpportunity, listCareersOpportunities } from '@phd/services/careers/careers-opportunities';
import { findCareersSite } from '@phd/services/careers/careers-site';
import type { Db } from '@phd/services/db/client';
import { notFound, rateLimited } from '@phd/services/errors';
import type { Storage } from '@phd/services/storage/storage';
import { withTenant } from '@phd/services/tenants/unit-of-work';
import { presentCareersOpportunity as present } from '../presenters/opportunity.ts';
import { readResumeForm, registerResumeMultipart } from './applications.ts';
import type { CareersReader } from '../seo/careers-head.ts';
import { LIMITS } from './rate-limits.ts';

/** A site's open positions as the careers API presents them (the careers page's head reads them too). */
export const careersReader =
  (db: Db): CareersReader =>
  async (tenantId) =>
    (await withTenant(db, tenantId, (tx) => listCareersOpportunities(tx, tenantId))).map(present);

export const NOT_A_SITE = 'Careers pages belong to university sites: open one by its own address.';

export const careersRoutes: FastifyPluginAsync<{ db: Db; storage: Storage; appSecret: string }> = async (
  app,
  { db, storage, appSecret },
) => {
  await registerResumeMultipart(app);
  const limiter = app.createRateLimit(LIMITS.careersApplication);

  /** The site this request is for; the main site has no careers page. */
  function siteId(request: FastifyRequest): string {
    if (!request.tenant) throw notFound(NOT_A_SITE);
    return request.tenant.id;
  }

  app.addHook('onSend', async (_request, reply) => {
    // Answers depend on the host and the header; a change (a closed position) shows at once.
    reply.header('cache-control', 'no-cache').header('vary', 'Host, X-Tenant');
  });

  app.get('/api/careers/opportunities', async (request) => {
    const tenantId = siteId(request);
    const site = await findCareersSite(db, tenantId);
    if (!site) throw notFound(NOT_A_SITE);
    return {
      data: await careersReader(db)(tenantId),
      site: {
        name: site.name,
        university: site.university,
        retention_months: site.retentionMonths,
        consent: site.consent,
      },
    };
  });

  app.get<{ Params: { id: string } }>('/api/careers/opportunities/:id', async (request) => {
    const tenantId = siteId(request);
    const row = await withTenant(db, tenantId, (tx) => findCareersOpportunity(tx, tenantId, request.params.id));
    return { data: present(row) };
  });

  app.post('/api/careers/applications', async (request, reply) => {
    const tenantId = siteId(request);
    // An address already over its limit is refused before its upload is read.
    const before = await limiter(request, { increment: false });
    if (!before.isAllowed && before.isExceeded) throw tooMany(before.ttlInSeconds);
    const { fields, resume } = await readResumeForm(request, storage, CAREERS_FIELD_NAMES);
    if (resume && careersApplicationFields.safeParse(fields).success) {
      const counted = await limiter(request);
      if (!counted.isAllowed && counted.isExceeded) {
        await storage.delete(resume.key);
        throw tooMany(counted.ttlInSeconds);
      }
    }
    await submitCareersApplication(db, storage, appSecret, tenantId, fields, resume);
    return reply.status(201).send({ message: CAREERS_APPLICATION_RECEIVED });
  });

  app.post('/api/careers/confirm', { config: { rateLimit: LIMITS.staffLinks } }, async (request) => {
    const tenantId = siteId(request);
    await confirmCareersApplication(db, tenantId, request.body);
    return { message: APPLICATION_CONFIRMED };
  });
};

function tooMany(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return rateLimited(
    `Too many applications from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
