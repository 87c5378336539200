// A university site's public careers page (issue 14), served from its contracts: its open
// opportunities, and applications with a resume and no account. The site is the request's (host, or
// X-Tenant on the main host's /saas pages); the main site has none (404 before anything else is read).
// Every read runs in the site's unit of work (serveInSite), so another site's id answers 404. The applicant is stored
// unconfirmed and e-mailed a link; POST /api/careers/confirm brings it to the reviewers.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import {
  APPLICATION_CONFIRMED,
  applyOnCareersPage,
  CAREERS_APPLICATION_RECEIVED,
  careersOpportunity,
  confirmCareersApplication as confirmContract,
  listCareersOpportunities as listContract,
  NOT_A_SITE,
} from '@phd/contracts/endpoints/careers';
import { careersApplicationFields, CAREERS_FIELD_NAMES } from '@phd/contracts/input/careers';
import { confirmCareersApplication, submitCareersApplication } from '@phd/services/careers/careers-application';
import { findCareersOpportunity, listCareersOpportunities } from '@phd/services/careers/careers-opportunities';
import { findCareersSite } from '@phd/services/careers/careers-site';
import type { Db } from '@phd/services/db/client';
import { notFound, rateLimited } from '@phd/services/errors';
import type { Storage } from '@phd/services/storage/storage';
import { inSite, serve, serveInSite } from '../plugins/contract-routes.ts';
import { presentCareersOpportunity as present } from '../presenters/opportunity.ts';
import { checkResumeForm, readResumeForm, registerResumeMultipart } from './applications.ts';
import type { CareersReader } from '../seo/careers-head.ts';
import { LIMITS } from './rate-limits.ts';

/** A site's open positions as the careers API presents them, for the careers page's head. */
export const careersReader =
  (db: Db): CareersReader =>
  async (tenantId) =>
    (await inSite(db, tenantId, (tx) => listCareersOpportunities(tx, tenantId))).map(present);

/** The site this request is for; the main site has no careers page. */
function siteId(request: FastifyRequest): string {
  if (!request.tenant) throw notFound(NOT_A_SITE);
  return request.tenant.id;
}

export const careersRoutes: FastifyPluginAsync<{ db: Db; storage: Storage; appSecret: string }> = async (
  app,
  { db, storage, appSecret },
) => {
  await registerResumeMultipart(app);
  const limiter = app.createRateLimit(LIMITS.careersApplication);

  // Not on the main site: 404 before a body is read (after the per-route rate limits, as before).
  app.addHook('preHandler', async (request) => {
    siteId(request);
  });

  app.addHook('onSend', async (_request, reply) => {
    // Answers depend on the host and the header; a change (a closed position) shows at once.
    reply.header('cache-control', 'no-cache').header('vary', 'Host, X-Tenant');
  });

  const onSite = { db, offSite: NOT_A_SITE };

  serveInSite(
    app,
    listContract,
    async ({ tenantId, tx }) => {
      // The tenants table is public; reading it in the unit of work keeps the request to one connection.
      const site = await findCareersSite(tx, tenantId);
      if (!site) throw notFound(NOT_A_SITE);
      return {
        data: (await listCareersOpportunities(tx, tenantId)).map(present),
        site: {
          name: site.name,
          university: site.university,
          retention_months: site.retentionMonths,
          consent: site.consent,
        },
      };
    },
    onSite,
  );

  serveInSite(
    app,
    careersOpportunity,
    async ({ params, tenantId, tx }) => ({ data: present(await findCareersOpportunity(tx, tenantId, params.id)) }),
    onSite,
  );

  serve(app, applyOnCareersPage, async ({ request }) => {
    const tenantId = siteId(request);
    // An address already over its limit is refused before its upload is read.
    const before = await limiter(request, { increment: false });
    if (!before.isAllowed && before.isExceeded) throw tooMany(before.ttlInSeconds);
    const { form, resume } = await checkResumeForm(
      storage,
      careersApplicationFields,
      await readResumeForm(request, storage, CAREERS_FIELD_NAMES),
    );
    // Only well-formed applications count.
    const counted = await limiter(request);
    if (!counted.isAllowed && counted.isExceeded) {
      await storage.delete(resume.key);
      throw tooMany(counted.ttlInSeconds);
    }
    await submitCareersApplication(db, storage, appSecret, tenantId, form, resume);
    return { message: CAREERS_APPLICATION_RECEIVED } as const;
  });

  serve(
    app,
    confirmContract,
    async ({ body, request }) => {
      await confirmCareersApplication(db, siteId(request), body);
      return { message: APPLICATION_CONFIRMED } as const;
    },
    { rateLimit: LIMITS.staffLinks },
  );
};

function tooMany(seconds: number) {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  return rateLimited(
    `Too many applications from your address. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
  );
}
