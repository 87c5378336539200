// The gateway's Prometheus metrics (issue 15): requests and their latency per route, search latency,
// and, read at scrape time, queue depth and failures per queue and the outbox backlog. One registry
// per app (tests build several apps in one process). Served by ./metrics-route.ts.
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { SearchEngine } from '@phd/search/engine';
import type { OperatorStatus } from '../operators/status.ts';

export interface GatewayMetrics {
  registry: Registry;
  /** One answered request: `route` is the route's pattern (never the raw URL, which is unbounded). */
  observeRequest(method: string, route: string, statusCode: number, seconds: number): void;
  /** The same engine, timing every search, facets and related call. */
  timeSearch(engine: SearchEngine): SearchEngine;
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function createGatewayMetrics(status: OperatorStatus, { defaults = true } = {}): GatewayMetrics {
  const registry = new Registry();
  if (defaults) collectDefaultMetrics({ register: registry });
  const registers = [registry];

  const requests = new Counter({
    name: 'http_requests_total',
    help: 'HTTP requests answered, per method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    registers,
  });
  const duration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'Time to answer an HTTP request, per method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });
  const searchDuration = new Histogram({
    name: 'search_duration_seconds',
    help: 'Time the search engine took, per engine, operation (search, facets, related) and outcome.',
    labelNames: ['engine', 'operation', 'outcome'] as const,
    buckets: LATENCY_BUCKETS,
    registers,
  });

  // Read when Prometheus scrapes, each within a bounded time (operators/status.ts): an unreachable
  // Redis or Postgres leaves its series out and sets its *_up gauge to 0 instead of hanging the scrape.
  const queuesUp = new Gauge({
    name: 'queue_stats_up',
    help: '1 when the queue counts could be read from Redis at this scrape, else 0.',
    registers,
  });
  const outboxUp = new Gauge({
    name: 'outbox_stats_up',
    help: '1 when the outbox backlog could be read from Postgres at this scrape, else 0.',
    registers,
  });
  const outboxAge = new Gauge({
    name: 'outbox_oldest_pending_age_seconds',
    help: 'Age of the oldest outbox event not yet handed to the queues (0 when none).',
    registers,
  });
  new Gauge({
    name: 'queue_jobs',
    help: 'Jobs per queue and state (waiting, active, delayed, failed).',
    labelNames: ['queue', 'state'] as const,
    registers,
    async collect() {
      this.reset();
      const counts = await status.queueCounts();
      queuesUp.set(counts ? 1 : 0);
      for (const [queue, c] of Object.entries(counts ?? {})) {
        for (const state of ['waiting', 'active', 'delayed', 'failed'] as const) this.set({ queue, state }, c[state]);
      }
    },
  });
  new Gauge({
    name: 'outbox_pending_events',
    help: 'Outbox events not yet handed to the queues.',
    registers,
    async collect() {
      const backlog = await status.outbox();
      outboxUp.set(backlog ? 1 : 0);
      if (backlog) {
        this.set(backlog.pending);
        outboxAge.set(backlog.oldestPendingAgeSeconds ?? 0);
      }
    },
  });

  function timed<A extends unknown[], R>(engine: string, operation: string, call: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      const stop = searchDuration.startTimer({ engine, operation });
      try {
        const result = await call(...args);
        stop({ outcome: 'ok' });
        return result;
      } catch (error) {
        stop({ outcome: 'error' });
        throw error;
      }
    };
  }

  return {
    registry,
    observeRequest(method, route, statusCode, seconds) {
      const labels = { method, route, status_class: `${Math.floor(statusCode / 100)}xx` };
      requests.inc(labels);
      duration.observe(labels, seconds);
    },
    timeSearch(engine) {
      return {
        ...engine,
        name: engine.name,
        search: timed(engine.name, 'search', (request) => engine.search(request)),
        facets: timed(engine.name, 'facets', (filters, fields) => engine.facets(filters, fields)),
        related: timed(engine.name, 'related', (id, limit) => engine.related(id, limit)),
      } as SearchEngine;
    },
  };
}
