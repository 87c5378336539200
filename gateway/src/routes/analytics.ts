// Analytics beacons from the web app (spec section 7, "Analytics"): a page view on every route change
// and named UI events. Answered 202 at once: the counts are buffered in memory and sent as batches to
// the analytics queue (views/analytics-buffer.ts), never written to the database on the request path.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { analyticsEventInput, pageViewInput } from '@phd/services/analytics/index';
import type { AnalyticsBuffer } from '../views/analytics-buffer.ts';
import { LIMITS } from './rate-limits.ts';

export const analyticsRoutes: FastifyPluginAsyncZod<{ analytics: AnalyticsBuffer }> = async (app, { analytics }) => {
  const options = { config: { rateLimit: LIMITS.analytics } };

  app.post('/api/analytics/page-view', { ...options, schema: { body: pageViewInput } }, async (request, reply) => {
    analytics.pageView(request.body.path);
    return reply.status(202).send({});
  });

  app.post('/api/analytics/event', { ...options, schema: { body: analyticsEventInput } }, async (request, reply) => {
    analytics.event(request.body.name, request.body.label);
    return reply.status(202).send({});
  });
};
