// Builds the Fastify app without listening, so tests can use `app.inject`. Only server.ts listens.
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from '@phd/services/config';
import type { Logger } from '@phd/services/logger';
import { errorsPlugin } from './plugins/errors.ts';
import { securityHeadersPlugin } from './plugins/security-headers.ts';
import { webAppPlugin } from './plugins/web-app.ts';
import { healthRoutes, type ReadinessCheck } from './routes/health.ts';

export const WEB_DIST = join(dirname(fileURLToPath(import.meta.url)), '..', '..', 'web', 'dist');

export interface AppDependencies {
  config: Config;
  logger: Logger;
  readiness: ReadinessCheck[];
  webRoot?: string;
}

export type App = Awaited<ReturnType<typeof buildApp>>;

export async function buildApp(deps: AppDependencies) {
  const app = Fastify({
    loggerInstance: deps.logger,
    trustProxy: deps.config.isProduction,
    bodyLimit: 1024 * 1024,
    requestTimeout: 120_000,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  await app.register(errorsPlugin);
  await app.register(securityHeadersPlugin, { production: deps.config.isProduction });
  await app.register(healthRoutes, { checks: deps.readiness });
  await app.register(webAppPlugin, { root: deps.webRoot ?? WEB_DIST });
  return app;
}
