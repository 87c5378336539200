// GET /metrics on the public port (issue 15): only with `Authorization: Bearer <METRICS_TOKEN>`
// (401 without the header, 403 with another token, compared in constant time); when METRICS_TOKEN
// is unset the route answers 404, so it is never open. METRICS_PORT serves the same registry on a
// port of its own (server.ts). Also counts and times every request, labelled by route pattern.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { GatewayMetrics } from './gateway-metrics.ts';

export const METRICS_TOKEN_MISSING = 'Metrics need an Authorization: Bearer <token> header.';
export const METRICS_TOKEN_WRONG = 'That metrics token is not valid.';

declare module 'fastify' {
  interface FastifyInstance {
    /** The app's Prometheus registry and recorders (server.ts serves it on METRICS_PORT). */
    metrics: GatewayMetrics;
  }
}

const digest = (s: string) => createHash('sha256').update(s).digest();

/** Constant-time, whatever the lengths (hashing first makes both 32 bytes). */
export function sameToken(given: string, expected: string): boolean {
  return timingSafeEqual(digest(given), digest(expected));
}

export const metricsPlugin = fp<{ metrics: GatewayMetrics; token: string | undefined }>(
  async function metricsRoutes(app: FastifyInstance, { metrics, token }) {
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      // Unmatched requests share one label: raw URLs would make a series per stranger's guess.
      const route = request.routeOptions.url ?? 'unmatched';
      metrics.observeRequest(request.method, route, reply.statusCode, reply.elapsedTime / 1000);
    });

    app.get('/metrics', async (request, reply) => {
      reply.header('cache-control', 'no-store');
      if (!token) {
        return reply.status(404).send({ error: 'not_found', message: 'No such page: GET /metrics.' });
      }
      const header = request.headers.authorization;
      if (typeof header !== 'string' || header.trim() === '') {
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer realm="metrics"')
          .send({ error: 'unauthorized', message: METRICS_TOKEN_MISSING });
      }
      const given = /^Bearer\s+(\S+)\s*$/i.exec(header)?.[1];
      if (!given || !sameToken(given, token)) {
        return reply.status(403).send({ error: 'forbidden', message: METRICS_TOKEN_WRONG });
      }
      return reply.type(metrics.registry.contentType).send(await metrics.registry.metrics());
    });
  },
  { name: 'metrics' },
);
