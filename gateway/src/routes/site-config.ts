// GET /api/site-config: the few deployment settings the web app reads at run time, so one build of the
// app serves every environment (tests point the language switcher at a fake translation widget).
// Served from its contract (@phd/contracts/endpoints/catalogue).
import type { FastifyPluginAsync } from 'fastify';
import { siteConfig } from '@phd/contracts/endpoints/catalogue';
import { serve } from '../plugins/contract-routes.ts';

export const SITE_CONFIG_CACHE = 'public, max-age=300';

export interface SiteConfig {
  /** The page-translation widget's script, with its callback name in the `cb` parameter. */
  translateWidgetUrl: string;
}

export const siteConfigRoutes: FastifyPluginAsync<SiteConfig> = async (app, { translateWidgetUrl }) => {
  serve(app, siteConfig, async ({ reply }) => {
    reply.header('cache-control', SITE_CONFIG_CACHE);
    return { translateWidgetUrl } satisfies SiteConfig;
  });
};
