// Every route the app serves, as it was registered: the input battery (gateway/test/input-battery.test.ts)
// walks this table, so a route is tried with hostile input the day it is added.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

export interface RouteEntry {
  method: string;
  url: string;
}

declare module 'fastify' {
  interface FastifyInstance {
    routeTable: RouteEntry[];
  }
}

export const routeTablePlugin = fp(
  async function routeTable(app: FastifyInstance) {
    const routes: RouteEntry[] = [];
    app.decorate('routeTable', routes);
    app.addHook('onRoute', (route) => {
      for (const method of [route.method].flat()) routes.push({ method, url: route.url });
    });
  },
  { name: 'route-table' },
);
