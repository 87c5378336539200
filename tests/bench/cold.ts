// The cold-query benchmark: the visitor mix of cold-workload.ts at fixed arrival rates, against a
// gateway with its micro-cache off (the search engine itself) and one with it on (what visitors get),
// beside pages of the same number of calls to a static JSON route of the same process (the ceiling).
import { execFile } from 'node:child_process';
import { join } from 'node:path';
import type { Page, Workload } from './cold-workload.ts';
import type { OpenLoopResult, OpenLoopSpec } from './open-loop.ts';

export interface ColdOptions {
  /** Gateway with its micro-cache on, and the same gateway code with CACHE_TTL_MS=0. */
  cachedBase: string;
  coldBase: string;
  staticPath: string;
  workload: Workload;
  rates: number[];
  /** Each run lasts at least this long, and sends every distinct page at least once. */
  secondsPerRun: number;
  log: (line: string) => void;
}

export interface ColdRun {
  scenario: string;
  result: OpenLoopResult;
}

export const TARGETS = {
  listingRate: 50,
  listingP95: 50,
  listingP99: 100,
  keywordRate: 50,
  keywordP99: 150,
  heldP99: 100,
} as const;

function openLoop(spec: OpenLoopSpec): Promise<OpenLoopResult> {
  return new Promise((done, fail) => {
    const child = execFile(
      process.execPath,
      ['--import', 'tsx', join(import.meta.dirname, 'open-loop.ts')],
      { maxBuffer: 1 << 20 },
      (error, stdout) => (error ? fail(error) : done(JSON.parse(stdout) as OpenLoopResult)),
    );
    child.stdin!.end(JSON.stringify(spec));
  });
}

export async function coldBenchmark(options: ColdOptions): Promise<ColdRun[]> {
  const { workload, staticPath, log } = options;
  const callsPerPage = Math.round(
    workload.listing.reduce((sum, page) => sum + page.length, 0) / Math.max(1, workload.listing.length),
  );
  const staticPage: Page = Array.from({ length: callsPerPage }, () => staticPath);
  const run = (base: string, pages: Page[], rate: number) =>
    openLoop({
      base,
      pages,
      rate,
      count: Math.max(pages.length, Math.round(rate * options.secondsPerRun)),
      clientWarmUp: staticPath,
    });

  log('cold: warming up (distinct pages not measured)...');
  await run(options.coldBase, workload.warmUp, 20);
  await run(options.cachedBase, workload.warmUp, 20);

  const runs: ColdRun[] = [];
  for (const rate of options.rates) {
    const scenarios: [string, string, Page[]][] = [
      [`static JSON route, ${callsPerPage} calls a page`, options.coldBase, [staticPage]],
      ['listing page, micro-cache off', options.coldBase, workload.listing],
      ['keyword page, micro-cache off', options.coldBase, workload.keyword],
      ['Positions I can apply to page, micro-cache off', options.coldBase, workload.eligible],
      ['listing page, micro-cache on', options.cachedBase, workload.listing],
      ['keyword page, micro-cache on', options.cachedBase, workload.keyword],
      ['Positions I can apply to page, micro-cache on', options.cachedBase, workload.eligible],
    ];
    for (const [scenario, base, pages] of scenarios) {
      log(`cold: ${scenario} at ${rate} pages/s...`);
      const result = await run(base, pages, rate);
      log(`  p50 ${result.p50} ms, p95 ${result.p95} ms, p99 ${result.p99} ms, failed ${result.failed}`);
      runs.push({ scenario, result });
    }
  }
  return runs;
}

/** The highest rate tried at which every page answered and p99 stayed under the bound. */
function highestHeld(runs: ColdRun[], scenario: string): number | undefined {
  const held = runs
    .filter((r) => r.scenario === scenario && r.result.failed === 0 && r.result.p99 < TARGETS.heldP99)
    .map((r) => r.result.rate);
  return held.length > 0 ? Math.max(...held) : undefined;
}

const at = (runs: ColdRun[], scenario: string, rate: number) =>
  runs.find((r) => r.scenario === scenario && r.result.rate === rate)?.result;

export function coldReport(runs: ColdRun[], workload: Workload, date: string, machine: string, scale: number): string {
  const table = [
    '| scenario | pages/s asked | pages/s done | pages | p50 ms | p95 ms | p99 ms | max ms | failed |',
    '|---|---|---|---|---|---|---|---|---|',
    ...runs.map(
      ({ scenario, result: r }) =>
        `| ${scenario} | ${r.rate} | ${r.achievedRate} | ${r.pages} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.max} | ${r.failed} |`,
    ),
  ].join('\n');
  const scenarios = [...new Set(runs.map((r) => r.scenario))];
  const held = scenarios
    .map((s) => {
      const rate = highestHeld(runs, s);
      return `- ${s}: ${rate === undefined ? 'none of the rates tried' : `${rate} pages/s`}`;
    })
    .join('\n');
  const listing = at(runs, 'listing page, micro-cache off', TARGETS.listingRate);
  const keyword = at(runs, 'keyword page, micro-cache off', TARGETS.keywordRate);
  const eligible = at(runs, 'Positions I can apply to page, micro-cache off', TARGETS.listingRate);
  const verdict = (ok: boolean) => (ok ? 'met' : '**not met**');
  const targets = [
    listing &&
      `- Listing page at ${TARGETS.listingRate} pages/s, micro-cache off: p95 ${listing.p95} ms (target under ${TARGETS.listingP95}), p99 ${listing.p99} ms (target under ${TARGETS.listingP99}): ${verdict(listing.p95 < TARGETS.listingP95 && listing.p99 < TARGETS.listingP99 && listing.failed === 0)}.`,
    keyword &&
      `- Keyword page at ${TARGETS.keywordRate} pages/s, micro-cache off, broad words included: p99 ${keyword.p99} ms (target under ${TARGETS.keywordP99}): ${verdict(keyword.p99 < TARGETS.keywordP99 && keyword.failed === 0)}.`,
    eligible &&
      `- "Positions I can apply to" page at ${TARGETS.listingRate} pages/s, micro-cache off (the listing's targets): p95 ${eligible.p95} ms (target under ${TARGETS.listingP95}), p99 ${eligible.p99} ms (target under ${TARGETS.listingP99}): ${verdict(eligible.p95 < TARGETS.listingP95 && eligible.p99 < TARGETS.listingP99 && eligible.failed === 0)}.`,
  ]
    .filter(Boolean)
    .join('\n');
  const slowest = [listing, keyword, eligible]
    .flatMap((r) => r?.slowest ?? [])
    .map((s) => `- ${s.ms} ms: \`${decodeURIComponent(s.path)}\``)
    .join('\n');
  return `## Cold queries: a visitor mix at fixed arrival rates

\`npm run bench\` on ${date}, ${machine}, ${scale.toLocaleString('en')} opportunities, Postgres search engine.
The workload (\`tests/bench/cold-workload.ts\`) is drawn from the catalogue's own distributions:
${workload.listing.length} distinct listing pages (country, university within it, discipline, funded, date ranges,
pages up to 20, newest first or most viewed) and ${workload.keyword.length} distinct keyword queries (single words and two-word
phrases from titles, typos of them, broad words such as "research"; half sorted newest first as the
listing page sends them, half by relevance), and ${workload.eligible.length} distinct listing pages of the same mix with
"Positions I can apply to" on (\`eligible\`: one or two codes of 16 nationalities and residences, on the listing call, as the browser sends it). A page is every call the browser makes for it, sent together
(the listing, the country and discipline options and, with a country, its universities). Pages start at a fixed
rate whatever the server's speed (open loop, \`tests/bench/open-loop.ts\`, in a process of its own), and a
page's latency runs from its scheduled start to its last answer. "Micro-cache off" is a second gateway
process with \`CACHE_TTL_MS=0\`: every call reaches the search engine. The static route is served by that
same process, in pages of as many calls, at the same rates: the ceiling of this machine and gateway.

${table}

Highest rate tried with every page answered and p99 under ${TARGETS.heldP99} ms:

${held}

Targets (micro-cache off, 2 cores):

${targets}

Slowest pages at the target rate (listing call shown):

${slowest}
`;
}
