// Candidate sign-in as one plugin for app.ts: the development identity provider when a button needs
// it (outside production only), the sign-in routes, and the signed-in user's own routes. Needs the
// candidate-session plugin and @fastify/rate-limit registered first.
import type { FastifyPluginAsync } from 'fastify';
import type { CustomFetch } from 'openid-client';
import type { Config } from '@phd/services/config';
import type { Db } from '@phd/services/db/client';
import { accountRoutes } from './account-routes.ts';
import { injectFetch } from './dev-idp/inject-fetch.ts';
import { devOrigins } from './dev-idp/origins.ts';
import { loginRoutes } from './login-routes.ts';
import { createSignInClients, type DevIssuer } from './oidc-clients.ts';

export interface SignInOptions {
  db: Db;
  config: Pick<Config, 'isProduction' | 'publicUrl' | 'appSecret' | 'signIn'>;
  /** How the real providers are reached (tests: a mocked Google). Default: global fetch. */
  providerFetch?: CustomFetch;
}

export const signInPlugin: FastifyPluginAsync<SignInOptions> = async (app, { db, config, providerFetch }) => {
  const needsDevProvider = !config.isProduction && (!config.signIn.google || !config.signIn.linkedin);
  let dev: DevIssuer | undefined;
  if (needsDevProvider) {
    // Loaded lazily: production never loads oidc-provider.
    const { createDevIdentityProvider } = await import('./dev-idp/provider.ts');
    const { devIdpRoutes } = await import('./dev-idp/routes.ts');
    const idp = await createDevIdentityProvider({
      publicUrl: config.publicUrl,
      appSecret: config.appSecret,
      log: app.log,
    });
    await app.register(devIdpRoutes, { idp });
    dev = { ...idp, fetch: injectFetch(app, new URL(idp.issuer).origin) };
  }
  const clients = createSignInClients({ config, dev, fetch: providerFetch });
  await app.register(loginRoutes, {
    db,
    clients,
    appSecret: config.appSecret,
    production: config.isProduction,
    siteOrigins: devOrigins(config.publicUrl),
  });
  await app.register(accountRoutes, { db });
};
