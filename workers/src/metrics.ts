// Prometheus metrics of the worker process (issue 15): how long jobs take and how many complete or
// fail, per queue, plus Node's process metrics. Served on a port of its own (WORKER_METRICS_PORT),
// never on the public site; the gateway reports queue depth and the outbox backlog.
import type { Worker } from 'bullmq';
import { collectDefaultMetrics, Counter, Histogram, Registry } from 'prom-client';
import type { QueueName } from '@phd/services/events/catalogue';

export { serveMetrics } from '@phd/services/metrics-server';

export interface WorkerMetrics {
  registry: Registry;
  /** Counts and times every job this worker finishes. */
  watch(queue: QueueName, worker: Worker): void;
}

// Jobs range from a few milliseconds (view counts) to minutes (a full reindex).
const DURATION_BUCKETS = [0.005, 0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900];

export function createWorkerMetrics({ defaults = true } = {}): WorkerMetrics {
  const registry = new Registry();
  if (defaults) collectDefaultMetrics({ register: registry });
  const duration = new Histogram({
    name: 'job_duration_seconds',
    help: 'Time a job ran before it completed or failed, per queue and outcome.',
    labelNames: ['queue', 'outcome'] as const,
    buckets: DURATION_BUCKETS,
    registers: [registry],
  });
  const completed = new Counter({
    name: 'jobs_completed_total',
    help: 'Jobs completed, per queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const failed = new Counter({
    name: 'jobs_failed_total',
    help: 'Job attempts that failed (retried or not), per queue.',
    labelNames: ['queue'] as const,
    registers: [registry],
  });
  const seconds = (job: { processedOn?: number; finishedOn?: number } | undefined) =>
    job?.processedOn ? Math.max(0, ((job.finishedOn ?? Date.now()) - job.processedOn) / 1000) : undefined;

  return {
    registry,
    watch(queue, worker) {
      completed.inc({ queue }, 0);
      failed.inc({ queue }, 0);
      worker.on('completed', (job) => {
        completed.inc({ queue });
        const s = seconds(job);
        if (s !== undefined) duration.observe({ queue, outcome: 'completed' }, s);
      });
      worker.on('failed', (job) => {
        failed.inc({ queue });
        const s = seconds(job);
        if (s !== undefined) duration.observe({ queue, outcome: 'failed' }, s);
      });
    },
  };
}
