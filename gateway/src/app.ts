// Builds the Fastify app without listening, so tests can use `app.inject`. Only server.ts listens.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { SearchEngine } from '@phd/search/engine';
import { readIndexGeneration } from '@phd/search/index-generation';
import type { Config } from '@phd/services/config';
import type { Db } from '@phd/services/db/client';
import type { Logger } from '@phd/services/logger';
import type { Storage } from '@phd/services/storage/storage';
import { adminPlugin } from './auth/admin.ts';
import { candidateSessionPlugin } from './auth/candidate-session.ts';
import { csrfPlugin } from './auth/csrf.ts';
import { recruiterSessionPlugin } from './auth/recruiter-session.ts';
import { signInPlugin } from './auth/sign-in.ts';
import { tenantStaffPlugin } from './auth/tenant-staff.ts';
import { createMicroCache, serializeOnce } from './cache/micro-cache.ts';
import { watchIndexGeneration } from './cache/index-generation.ts';
import { createGatewayMetrics } from './metrics/gateway-metrics.ts';
import { metricsPlugin } from './metrics/metrics-route.ts';
import { queueBoardRoutes } from './operators/queue-board.ts';
import type { OperatorQueues } from './operators/queues.ts';
import { createOperatorStatus } from './operators/status.ts';
import { createCatalogue } from './discovery/catalogue.ts';
import { createImageSource } from './images/image-source.ts';
import { openApiPlugin } from './openapi/docs.ts';
import { errorsPlugin } from './plugins/errors.ts';
import { inputGuardPlugin } from './plugins/input-guard.ts';
import { routeTablePlugin } from './plugins/route-table.ts';
import { profileCorsPlugin } from './plugins/profile-cors.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { tenantPlugin } from './plugins/tenant.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { createNameResolver } from './query/canonical-names.ts';
import { adminAuditRoutes } from './routes/admin-audit.ts';
import { adminBlogRoutes } from './routes/admin-blog.ts';
import { blogRoutes } from './routes/blog.ts';
import { blogFeedRoutes } from './routes/blog-feeds.ts';
import { findPublishedPost } from '@phd/services/blog/blog-posts';
import { adminContactRoutes } from './routes/admin-contact.ts';
import { adminOpportunityRoutes } from './routes/admin-opportunities.ts';
import { adminRecruiterRoutes } from './routes/admin-recruiters.ts';
import { adminTenantRoutes } from './routes/admin-tenants.ts';
import { adminModerationRoutes } from './routes/admin-moderation.ts';
import { adminNewsletterRoutes } from './routes/admin-newsletter.ts';
import { adminScheduledJobRoutes } from './routes/admin-scheduled-jobs.ts';
import { adminSearchRoutes } from './routes/admin-search.ts';
import { analyticsRoutes } from './routes/analytics.ts';
import { apiKeyRoutes } from './routes/api-keys.ts';
import { applicantRoutes } from './routes/applicants.ts';
import { blindReviewRoutes } from './routes/blind-review.ts';
import { applicationWithdrawalRoutes } from './routes/application-withdrawal.ts';
import { applicantStatsRoutes } from './routes/applicant-stats.ts';
import { applicationRoutes } from './routes/applications.ts';
import { candidateDataRoutes } from './routes/candidate-data.ts';
import { candidateProfileRoutes } from './routes/candidate-profile.ts';
import { candidateTrackingRoutes } from './routes/candidate-tracking.ts';
import { careersReader, careersRoutes } from './routes/careers.ts';
import { referenceRoutes } from './routes/references.ts';
import { interviewRoutes } from './routes/interviews.ts';
import { contactRoutes } from './routes/contact.ts';
import { postJobsRoutes } from './routes/post-jobs.ts';
import { dialCodeRoutes } from './routes/dial-codes.ts';
import { feedRoutes } from './routes/feeds.ts';
import { createRemovedItems } from './routes/demo-feed-removed.ts';
import { demoImportRoutes } from './routes/demo-imports.ts';
import { devMailRoutes } from './routes/dev-mail.ts';
import { healthRoutes, type ReadinessCheck } from './routes/health.ts';
import { imageRoutes } from './routes/images.ts';
import { opportunityCountRoutes } from './routes/opportunity-counts.ts';
import { opportunityRoutes } from './routes/opportunities.ts';
import { pipelineSettingsRoutes } from './routes/pipeline-settings.ts';
import { reviewSettingsRoutes } from './routes/review-settings.ts';
import { optionRoutes } from './routes/options.ts';
import { preferenceRoutes } from './routes/preferences.ts';
import { recommendationRoutes } from './routes/recommendations.ts';
import { recruiterApplicationRoutes } from './routes/recruiter-applications.ts';
import { recruiterAuthRoutes } from './routes/recruiter-auth.ts';
import { recruiterOpportunityRoutes } from './routes/recruiter-opportunities.ts';
import { saasOpportunityRoutes } from './routes/saas-opportunities.ts';
import { importRoutes } from './routes/imports.ts';
import { savedOpportunityRoutes } from './routes/saved-opportunities.ts';
import { sitemapRoutes } from './routes/sitemap.ts';
import { siteConfigRoutes } from './routes/site-config.ts';
import { tenantStaffRoutes } from './routes/tenant-staff.ts';
import { tenantRoutes } from './routes/tenant.ts';
import { widgetRoutes } from './routes/widget.ts';
import { webhookRoutes } from './routes/webhooks.ts';
import { createPageHeads } from './seo/page-heads.ts';
import { ssoRoutes } from './sso/routes.ts';
import { createSitemaps } from './seo/sitemap.ts';
import { rateLimitError } from './routes/rate-limits.ts';
import { rateLimitStoreOptions, type RateLimitStore } from './routes/rate-limit-store.ts';
import { subscriptionRoutes } from './routes/subscriptions.ts';
import { stayingInTouchRoutes } from './routes/staying-in-touch.ts';
import { createAnalyticsBuffer, type AnalyticsBuffer, type AnalyticsProducer } from './views/analytics-buffer.ts';
import { createViewBuffer, type ViewBuffer, type ViewProducer } from './views/view-buffer.ts';

export const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

export interface AppDependencies {
  config: Config;
  logger: Logger;
  readiness: ReadinessCheck[];
  webRoot?: string;
  db: Db;
  search: SearchEngine;
  storage: Storage;
  /** Where view-counts batches go: a BullMQ queue on a fail-fast Redis connection (views/view-producer.ts). */
  views: ViewProducer;
  /** Micro-cache lifetime of public reads (default 1 s). */
  cacheTtlMs?: number;
  /** How often buffered views are sent (default 1 s). */
  viewFlushMs?: number;
  /**
   * Where analytics batches go, like `views` (views/direct-queue.ts). Without it page views and
   * events are dropped as during a Redis outage.
   */
  analytics?: AnalyticsProducer;
  /** How often buffered analytics counts are sent (default 1 s). */
  analyticsFlushMs?: number;
  /** URLs per sitemap file before /sitemap.xml becomes an index (default and maximum 50,000). */
  sitemapPageSize?: number;
  /**
   * Every catalogue queue on a fail-fast connection (operators/queues.ts), for the queue board, the
   * search panel, /metrics and the /readyz warnings. Without it those show no queues.
   */
  operators?: OperatorQueues;
  /**
   * Where the per-IP limits are counted: Redis shared by every gateway process (routes/rate-limit-store.ts).
   * Without it each app counts in its own memory, as a single in-process test app may.
   */
  rateLimits?: RateLimitStore;
}

declare module 'fastify' {
  interface FastifyInstance {
    /** Buffered view counts (flushed on a timer and when the app closes). */
    viewBuffer: ViewBuffer;
    /** Buffered page views and UI events (flushed like views). */
    analyticsBuffer: AnalyticsBuffer;
  }
}

/** Stands in when no analytics queue was given: every batch is refused, so it is dropped. */
const noAnalyticsQueue: AnalyticsProducer = { add: () => Promise.reject(new Error('no analytics queue')) };

export type App = Awaited<ReturnType<typeof buildApp>>;

export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.config.isProduction,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
    // Opportunity links ("phd-vacancies-<university>-<country>-<title>-<id>") are path parameters.
    routerOptions: { maxParamLength: 1_000 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  app.setReplySerializer(serializeOnce);
  // The operators' tools (issue 15): what the pipeline looks like, and Prometheus metrics of it all.
  const operatorStatus = createOperatorStatus(deps.db, deps.operators);
  const metrics = createGatewayMetrics(operatorStatus);
  deps = { ...deps, search: metrics.timeSearch(deps.search) };

  await app.register(routeTablePlugin);
  await app.register(errorsPlugin);
  await app.register(inputGuardPlugin);
  await app.register(metricsPlugin, { metrics, token: deps.config.metrics.token });
  await app.register(securityHeadersPlugin, {
    production: deps.config.isProduction,
    translateWidgetUrl: deps.config.translateWidgetUrl,
    publicUrl: deps.config.publicUrl,
  });
  // Before every route: a university site's careers form may read the candidate's profile (and nothing else).
  await app.register(profileCorsPlugin, { publicUrl: deps.config.publicUrl, production: deps.config.isProduction });
  // Before the routes (the OpenAPI document is built from them as they are registered), after the error
  // mapping and security headers (which its own routes inherit).
  await app.register(openApiPlugin, { publicUrl: deps.config.publicUrl });
  // The university site a request is for (host or X-Tenant), once per request; null on the main site.
  await app.register(tenantPlugin, {
    db: deps.db,
    publicUrl: deps.config.publicUrl,
    production: deps.config.isProduction,
    cache: createMicroCache({ ttlMs: deps.cacheTtlMs, maxEntries: 1_000 }),
  });
  await app.register(healthRoutes, { checks: deps.readiness, warnings: operatorStatus.warnings });
  await app.register(tenantRoutes, { db: deps.db });
  await app.register(csrfPlugin, { production: deps.config.isProduction });
  await app.register(candidateSessionPlugin, { db: deps.db, production: deps.config.isProduction });
  await app.register(recruiterSessionPlugin, { db: deps.db, production: deps.config.isProduction });
  await app.register(tenantStaffPlugin, { db: deps.db });
  await app.register(siteConfigRoutes, { translateWidgetUrl: deps.config.translateWidgetUrl });
  // Only routes that opt in (config.rateLimit) are limited.
  await app.register(rateLimit, {
    global: false,
    errorResponseBuilder: rateLimitError,
    ...(deps.rateLimits ? rateLimitStoreOptions(deps.rateLimits) : {}),
  });

  // Cached public reads are keyed by the search index's generation: a write shows in every process.
  const generation = await watchIndexGeneration({ read: () => readIndexGeneration(deps.db), logger: deps.logger });
  app.addHook('onClose', async () => generation.close());
  const cache = createMicroCache({ ttlMs: deps.cacheTtlMs, generation: generation.current });
  const names = createNameResolver(deps.search, { generation: generation.current });
  const catalogue = createCatalogue({ db: deps.db, search: deps.search, cache, names });
  const views = createViewBuffer({ producer: deps.views, logger: deps.logger, flushMs: deps.viewFlushMs });
  app.decorate('viewBuffer', views);
  app.addHook('onClose', () => views.close());
  await app.register(opportunityCountRoutes, { catalogue });
  await app.register(opportunityRoutes, { catalogue, views });
  await app.register(optionRoutes, { catalogue });
  await app.register(feedRoutes, { catalogue, cache, publicUrl: deps.config.publicUrl });
  await app.register(imageRoutes, {
    images: createImageSource({ db: deps.db, storage: deps.storage, logger: deps.logger, cache }),
  });
  const analytics = createAnalyticsBuffer({
    producer: deps.analytics ?? noAnalyticsQueue,
    logger: deps.logger,
    flushMs: deps.analyticsFlushMs,
  });
  app.decorate('analyticsBuffer', analytics);
  app.addHook('onClose', () => analytics.close());
  await app.register(contactRoutes, { db: deps.db });
  await app.register(postJobsRoutes, { db: deps.db, appSecret: deps.config.appSecret });
  // The admin console's API (issue 15): admins are main-site users with role admin.
  await app.register(adminPlugin);
  await app.register(adminContactRoutes, { db: deps.db });
  await app.register(adminOpportunityRoutes, { db: deps.db, storage: deps.storage });
  await app.register(adminRecruiterRoutes, { db: deps.db, appSecret: deps.config.appSecret });
  await app.register(adminTenantRoutes, {
    db: deps.db,
    appSecret: deps.config.appSecret,
    publicUrl: deps.config.publicUrl,
  });
  await app.register(adminModerationRoutes, { db: deps.db });
  await app.register(adminNewsletterRoutes, { db: deps.db });
  await app.register(adminSearchRoutes, { db: deps.db, search: deps.search, status: operatorStatus });
  await app.register(adminScheduledJobRoutes, { db: deps.db, search: deps.search, queues: deps.operators });
  await app.register(queueBoardRoutes, { db: deps.db, queues: deps.operators, publicUrl: deps.config.publicUrl });
  // The blog (issue 18): public posts, their feeds, and the admins' editor API.
  await app.register(blogRoutes, { db: deps.db, storage: deps.storage });
  await app.register(blogFeedRoutes, { db: deps.db, publicUrl: deps.config.publicUrl });
  await app.register(adminBlogRoutes, { db: deps.db, storage: deps.storage });
  await app.register(adminAuditRoutes, { db: deps.db });
  await app.register(subscriptionRoutes, { db: deps.db, appSecret: deps.config.appSecret });
  await app.register(analyticsRoutes, { analytics });
  // Google / LinkedIn sign-in, or the local development identity provider at /dev-idp (never in production).
  await app.register(signInPlugin, { db: deps.db, config: deps.config });
  // The candidate's recommendations (Smart Picks), computed by the recommendations worker.
  await app.register(recommendationRoutes, { db: deps.db });
  // The signed-in candidate's saved opportunities and preferences (docs/candidate-api.md).
  await app.register(savedOpportunityRoutes, { db: deps.db });
  await app.register(preferenceRoutes, { db: deps.db });
  await app.register(stayingInTouchRoutes, { db: deps.db, appSecret: deps.config.appSecret });
  // Applications with a resume (multipart), the candidate's own list, and the form's dial codes.
  await app.register(applicationRoutes, { db: deps.db, storage: deps.storage, appSecret: deps.config.appSecret });
  await app.register(dialCodeRoutes);
  // The candidate's profile and CVs, applications tracked by hand with their calendar, and their data (issue 32).
  const candidateDeps = {
    db: deps.db,
    storage: deps.storage,
    appSecret: deps.config.appSecret,
    publicUrl: deps.config.publicUrl,
  };
  await app.register(candidateProfileRoutes, candidateDeps);
  await app.register(candidateTrackingRoutes, candidateDeps);
  await app.register(applicationWithdrawalRoutes, { db: deps.db });
  await app.register(candidateDataRoutes, candidateDeps);
  // The recruiter area (docs/recruiter-api.md): accounts, own opportunities and logo, applications.
  const appSecret = deps.config.appSecret;
  await app.register(recruiterAuthRoutes, { db: deps.db, appSecret });
  await app.register(recruiterOpportunityRoutes, { db: deps.db, storage: deps.storage });
  await app.register(recruiterApplicationRoutes, { db: deps.db, storage: deps.storage, appSecret });
  // University sites (issue 13, docs/tenant-api.md): staff accounts, invitations and site settings.
  await app.register(tenantStaffRoutes, { db: deps.db, storage: deps.storage, appSecret });
  await app.register(saasOpportunityRoutes, { db: deps.db });
  await app.register(importRoutes, {
    db: deps.db,
    storage: deps.storage,
    redis: deps.rateLimits?.redis,
    allowLoopback: deps.config.intakeAllowLoopback,
  });
  await app.register(applicantRoutes, { db: deps.db, storage: deps.storage });
  await app.register(blindReviewRoutes);
  await app.register(pipelineSettingsRoutes, { db: deps.db });
  await app.register(reviewSettingsRoutes, { db: deps.db });
  // A site's webhooks (issue 33, docs/webhooks.md): owners manage endpoints; the workers send.
  await app.register(webhookRoutes, {
    settings: { appSecret, publicUrl: deps.config.publicUrl, allowLoopback: deps.config.intakeAllowLoopback },
  });
  // A site's API keys (issue 33): its own systems call the staff's API with them (auth/api-key.ts).
  await app.register(apiKeyRoutes);
  // A site's single sign-on (issue 33, docs/single-sign-on.md): SAML 2.0 or OpenID Connect per site.
  await app.register(ssoRoutes, {
    db: deps.db,
    appSecret,
    publicUrl: deps.config.publicUrl,
    production: deps.config.isProduction,
    allowLoopback: deps.config.intakeAllowLoopback,
  });
  await app.register(applicantStatsRoutes, { db: deps.db });
  await app.register(careersRoutes, { db: deps.db, storage: deps.storage, appSecret });
  await app.register(referenceRoutes, { db: deps.db, storage: deps.storage });
  // Interviews (issue 34): staff propose slots, the candidate picks one through an e-mailed link.
  await app.register(interviewRoutes, { db: deps.db, appSecret });
  // The local mail catcher's inbox: development only, never in production.
  const { catcherDir } = deps.config.mail;
  if (catcherDir && !deps.config.isProduction) await app.register(devMailRoutes, { dir: catcherDir });
  // The demo's sample import files and feed page (docs/imports.md "Trying it offline"): never in production.
  if (deps.config.seedDemo && !deps.config.isProduction) {
    const removed = createRemovedItems(deps.rateLimits);
    await app.register(demoImportRoutes, { publicUrl: deps.config.publicUrl, removed });
    // The demo's SAML identity provider, for trying a site's single sign-on (docs/single-sign-on.md).
    const { devSamlIdpRoutes } = await import('./sso/dev-saml-idp.ts');
    await app.register(devSamlIdpRoutes, {
      db: deps.db,
      publicUrl: deps.config.publicUrl,
      appSecret,
      keyFile: join(deps.config.dataDir, 'dev-saml-idp.json'),
    });
  }
  await app.register(sitemapRoutes, {
    publicUrl: deps.config.publicUrl,
    // Sitemaps are read by crawlers now and then, and a large one is costly to build: kept a minute.
    sitemaps: createSitemaps({
      db: deps.db,
      publicUrl: deps.config.publicUrl,
      cache: createMicroCache({ ttlMs: 60_000, maxEntries: 16 }),
      pageSize: deps.sitemapPageSize,
    }),
  });
  // The embeddable widget's loader and iframe page (issue 18), from the same build as the app.
  await app.register(widgetRoutes, { root: deps.webRoot ?? WEB_DIST });
  await app.register(webAppPlugin, {
    root: deps.webRoot ?? WEB_DIST,
    pages: createPageHeads({
      catalogue,
      names,
      cache,
      publicUrl: deps.config.publicUrl,
      blogPost: (id) => findPublishedPost(deps.db, id),
    }),
    publicUrl: deps.config.publicUrl,
    careers: careersReader(deps.db),
  });
  return app;
}
