// Analytics beacons from the web app (spec section 7, "Analytics"): a page view on every route change
// and named UI events, served from their contracts (@phd/contracts/endpoints/catalogue). Answered 202 at
// once: the counts are buffered in memory and sent as batches to the analytics queue
// (views/analytics-buffer.ts), never written to the database on the request path.
import type { FastifyPluginAsync } from 'fastify';
import { recordEvent, recordPageView } from '@phd/contracts/endpoints/catalogue';
import type { AnalyticsBuffer } from '../views/analytics-buffer.ts';
import { serve } from '../plugins/contract-routes.ts';
import { checkBody } from '../query/check-input.ts';
import { LIMITS } from './rate-limits.ts';

export const analyticsRoutes: FastifyPluginAsync<{ analytics: AnalyticsBuffer }> = async (app, { analytics }) => {
  // A problem is worded "Please check your input (path: must start with '/')." as before contracts.
  const settings = { rateLimit: LIMITS.analytics, readBody: checkBody };

  serve(
    app,
    recordPageView,
    async ({ body }) => {
      analytics.pageView(body.path);
      return {};
    },
    settings,
  );

  serve(
    app,
    recordEvent,
    async ({ body }) => {
      analytics.event(body.name, body.label);
      return {};
    },
    settings,
  );
};
