// Lighthouse mobile performance of the home, listing and detail pages, in Debian's Chromium against
// the product started as the browser tests start it (production build, demo catalogue). Lighthouse's
// default mobile profile: a mid-range phone on a throttled 4G connection (simulated). Writes the
// "lighthouse" section of docs/benchmarks.md. Needs `npm run build` first (npm run bench does it).
import { spawn } from 'node:child_process';
import { cpus, totalmem } from 'node:os';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { freePort } from '../../infra/local/free-port.ts';
import { writeSection } from './report.ts';

const ROOT = resolve(import.meta.dirname, '..', '..');
const TARGET = 90;
const RUNS = 3;

const port = await freePort();
const base = `http://127.0.0.1:${port}`;
const server = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'tests/e2e/support/serve.ts')], {
  env: { ...process.env, E2E_PORT: String(port) },
  stdio: ['ignore', 'ignore', 'inherit'],
});
const stopped = new Promise((done) => server.once('exit', done));

async function waitForServer(): Promise<void> {
  const deadline = Date.now() + 180_000;
  while (Date.now() < deadline) {
    if (
      await fetch(`${base}/readyz`).then(
        (r) => r.ok,
        () => false,
      )
    )
      return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('the product did not start within 180 s');
}

interface Measure {
  score: number;
  fcp: number;
  lcp: number;
  tbt: number;
  cls: number;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

let chrome: chromeLauncher.LaunchedChrome | undefined;
try {
  await waitForServer();
  const { data } = (await (await fetch(`${base}/api/opportunities?limit=1&sort=latest`)).json()) as {
    data: { link: string }[];
  };
  const pages: [string, string][] = [
    ['home', '/'],
    ['listing', '/phd-vacancies/standard'],
    ['detail', `/opportunities/${data[0]!.link}`],
  ];
  chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--no-first-run',
      '--disable-background-networking',
    ],
  });
  const rows: string[] = [];
  for (const [name, path] of pages) {
    const runs: Measure[] = [];
    // Several runs and the median: one Lighthouse run on a shared 2-core machine is noisy.
    for (let i = 0; i < RUNS; i++) {
      const result = await lighthouse(`${base}${path}`, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
      });
      const lhr = result!.lhr;
      const audit = (id: string) => lhr.audits[id]?.numericValue ?? NaN;
      // Which elements moved, when anything did: what to fix is more use than the figure alone.
      const shifts = (
        lhr.audits['layout-shifts']?.details as { items?: { node?: { snippet?: string }; score?: number }[] }
      )?.items;
      if (audit('cumulative-layout-shift') > 0.01 && shifts?.length) {
        for (const item of shifts.slice(0, 3))
          console.log(`  ${name}: shift ${item.score?.toFixed(3)} ${item.node?.snippet ?? ''}`);
      }
      runs.push({
        score: Math.round((lhr.categories.performance?.score ?? 0) * 100),
        fcp: audit('first-contentful-paint'),
        lcp: audit('largest-contentful-paint'),
        tbt: audit('total-blocking-time'),
        cls: audit('cumulative-layout-shift'),
      });
    }
    const m = (key: keyof Measure) => median(runs.map((r) => r[key]));
    const line = `| ${name} (\`${path.length > 40 ? `${path.slice(0, 40)}...` : path}\`) | ${m('score')} | ${runs.map((r) => r.score).join(', ')} | ${(m('fcp') / 1000).toFixed(1)} s | ${(m('lcp') / 1000).toFixed(1)} s | ${Math.round(m('tbt'))} ms | ${m('cls').toFixed(3)} |`;
    console.log(line);
    rows.push(line);
  }
  const machine = `${cpus().length} cores, ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, Debian's Chromium`;
  writeSection(
    'lighthouse',
    `## Lighthouse, mobile

\`npm run bench\` on ${new Date().toISOString().slice(0, 10)}, ${machine}; Lighthouse 12's default mobile
profile (simulated throttling), performance category only, median of ${RUNS} runs per page against the production
build served by the gateway with the demo catalogue. Target: ${TARGET} or more.

| page | performance (median) | runs | first contentful paint | largest contentful paint | total blocking time | layout shift |
|---|---|---|---|---|---|---|
${rows.join('\n')}`,
  );
  console.log('written to docs/benchmarks.md');
} finally {
  await chrome?.kill();
  server.kill('SIGTERM');
  await stopped;
}
