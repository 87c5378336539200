// Liveness (/healthz: the process answers) and readiness (/readyz: Postgres and Redis answer). /readyz
// also lists `warnings` (an outbox backlog, failed jobs: operators/status.ts): things to look at that
// never make it 503, since the site still serves.
import type { FastifyInstance } from 'fastify';

export interface ReadinessCheck {
  name: string;
  check(): Promise<void>;
}

const CHECK_TIMEOUT_MS = 2_000;

function withTimeout(promise: Promise<void>, ms: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    promise.then(resolve, reject).finally(() => clearTimeout(timer));
  });
}

export interface HealthOptions {
  checks: ReadinessCheck[];
  /** Bounded in time and never throwing (operators/status.ts). */
  warnings?: () => Promise<string[]>;
}

export async function healthRoutes(app: FastifyInstance, options: HealthOptions) {
  app.get('/healthz', async () => ({ status: 'ok' }));

  app.get('/readyz', async (_request, reply) => {
    const warnings = options.warnings?.().catch(() => ['The warnings could not be read.']);
    const results = await Promise.all(
      options.checks.map(async ({ name, check }) => {
        try {
          await withTimeout(check(), CHECK_TIMEOUT_MS);
          return [name, 'ok'] as const;
        } catch (error) {
          return [name, `unavailable: ${(error as Error).message}`] as const;
        }
      }),
    );
    const checks = Object.fromEntries(results);
    const ready = results.every(([, state]) => state === 'ok');
    return reply
      .status(ready ? 200 : 503)
      .send({ status: ready ? 'ready' : 'not ready', checks, warnings: (await warnings) ?? [] });
  });
}
