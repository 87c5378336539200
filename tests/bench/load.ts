// One load run, in its own process so the load generator never shares a core's event loop with the
// server it measures. Input: a JSON argument; output: one JSON line on stdout.
import autocannon from 'autocannon';

export interface LoadSpec {
  base: string;
  /** Paths requested in sequence by every connection (one "page" = the whole sequence). */
  paths: string[];
  connections: number;
  durationSeconds: number;
}

export interface LoadResult {
  requestsPerSecond: number;
  p50: number;
  p99: number;
  non2xx: number;
  errors: number;
  bytesPerRequest: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const result = await autocannon({
  url: spec.base,
  connections: spec.connections,
  duration: spec.durationSeconds,
  requests: spec.paths.map((path) => ({ method: 'GET', path })),
});
const out: LoadResult = {
  requestsPerSecond: result.requests.average,
  p50: result.latency.p50,
  p99: result.latency.p99,
  non2xx: result.non2xx,
  errors: result.errors + result.timeouts,
  bytesPerRequest: result.requests.total > 0 ? result.throughput.total / result.requests.total : 0,
};
process.stdout.write(`${JSON.stringify(out)}\n`);
