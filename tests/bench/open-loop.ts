// One open-loop run, in its own process: pages start at a fixed arrival rate whatever the server's
// speed (a visitor does not wait for the previous visitor's page), each page's calls sent together as
// the browser sends them. A page's latency runs from its scheduled start to its last response, so a
// server that falls behind shows as latency rather than as fewer requests (no coordinated omission).
// Input: a JSON OpenLoopSpec on stdin (too large for an argument); output: one JSON line on stdout.
import { text } from 'node:stream/consumers';

export interface OpenLoopSpec {
  base: string;
  /** Pages in order; cycled when `count` is larger. */
  pages: string[][];
  /** Pages started per second. */
  rate: number;
  count: number;
  /**
   * A path (the static route) called before the clock starts, as many at once as a page has calls, a
   * few times: the client's own connections and code warm, so its start-up is not counted as the
   * server's latency. Nothing the measured pages read is warmed by it.
   */
  clientWarmUp?: string;
}

export interface OpenLoopResult {
  rate: number;
  pages: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  /** Pages with a call that failed, timed out or answered other than 2xx. */
  failed: number;
  /** Pages finished per second over the run. */
  achievedRate: number;
  /** The slowest pages' listing calls, for finding what to fix. */
  slowest: { path: string; ms: number }[];
}

const TIMEOUT_MS = 10_000;

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;
}

async function call(url: string): Promise<boolean> {
  try {
    const response = await fetch(url, { signal: AbortSignal.timeout(TIMEOUT_MS) });
    await response.arrayBuffer();
    return response.ok;
  } catch {
    return false;
  }
}

async function warmClient(spec: OpenLoopSpec): Promise<void> {
  if (!spec.clientWarmUp) return;
  const width = Math.max(...spec.pages.map((page) => page.length)) * 4;
  for (let round = 0; round < 5; round++) {
    await Promise.all(Array.from({ length: width }, () => call(spec.base + spec.clientWarmUp)));
  }
}

async function run(spec: OpenLoopSpec): Promise<OpenLoopResult> {
  await warmClient(spec);
  const latencies: number[] = [];
  const slowest: { path: string; ms: number }[] = [];
  let failed = 0;
  const started = performance.now();
  const running: Promise<void>[] = [];
  for (let i = 0; i < spec.count; i++) {
    const scheduled = started + (i * 1000) / spec.rate;
    const wait = scheduled - performance.now();
    if (wait > 1) await new Promise((r) => setTimeout(r, wait));
    const page = spec.pages[i % spec.pages.length]!;
    running.push(
      Promise.all(page.map((path) => call(spec.base + path))).then((answers) => {
        const ms = performance.now() - scheduled;
        latencies.push(ms);
        slowest.push({ path: page[0]!, ms: Math.round(ms) });
        if (slowest.length > 20) slowest.sort((a, b) => b.ms - a.ms).splice(5);
        if (answers.includes(false)) failed++;
      }),
    );
  }
  await Promise.all(running);
  const elapsed = (performance.now() - started) / 1000;
  const sorted = latencies.sort((a, b) => a - b);
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return {
    rate: spec.rate,
    pages: sorted.length,
    p50: round(percentile(sorted, 50)),
    p95: round(percentile(sorted, 95)),
    p99: round(percentile(sorted, 99)),
    max: round(sorted.at(-1) ?? 0),
    failed,
    achievedRate: Math.round((sorted.length / elapsed) * 10) / 10,
    slowest: slowest.sort((a, b) => b.ms - a.ms).slice(0, 5),
  };
}

const spec = JSON.parse(await text(process.stdin)) as OpenLoopSpec;
process.stdout.write(`${JSON.stringify(await run(spec))}\n`);
