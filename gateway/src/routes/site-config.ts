// GET /api/site-config: the few deployment settings the web app reads at run time, so one build of the
// app serves every environment (tests point the language switcher at a fake translation widget).
import type { FastifyPluginAsync } from 'fastify';
import { siteConfigSchema } from '@phd/contracts/public-schemas';

export const SITE_CONFIG_CACHE = 'public, max-age=300';

export interface SiteConfig {
  /** The page-translation widget's script, with its callback name in the `cb` parameter. */
  translateWidgetUrl: string;
}

export const siteConfigRoutes: FastifyPluginAsync<SiteConfig> = async (app, { translateWidgetUrl }) => {
  app.get(
    '/api/site-config',
    {
      schema: {
        tags: ['Reference'],
        summary: 'Deployment settings the web app reads',
        response: { 200: siteConfigSchema },
      },
    },
    async (_request, reply) => {
      const body: SiteConfig = { translateWidgetUrl };
      return reply.header('cache-control', SITE_CONFIG_CACHE).send(body);
    },
  );
};
