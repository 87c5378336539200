// Every route the app serves, as it was registered: the input battery (gateway/test/input-battery.test.ts)
// walks this table, so a route is tried with hostile input the day it is added, and
// gateway/test/contract-coverage.test.ts checks from it that every API route has a contract.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
  /** Registered from its contract (plugins/contract-routes.ts). */
  contract: boolean;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
  interface FastifyContextConfig {
    /** Set by plugins/contract-routes.ts on the routes it registers. */
    contract?: boolean;
  }
}

export const routeTablePlugin = fp(
  async function routeTable(app: FastifyInstance) {
    const routes: RouteEntry[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat())
        routes.push({ method, url: route.url, contract: route.config?.contract === true });
    });
  },
  { name: 'route-table' },
);
