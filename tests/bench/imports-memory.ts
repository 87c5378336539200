// Memory while parsing (issue 31 "memory flat while parsing"): a body of a given size is written to a
// file, and a process of its own (so nothing else's heap counts) reads it with readItems from a file
// stream in 64 KiB chunks, dropping each item as the run's mapping does. It reports the peak growth
// of RSS over what it held before reading, and of the live heap (measured after a forced collection
// every 250 items, so garbage awaiting collection is not mistaken for what the reader keeps).
import { execFile } from 'node:child_process';
import { createReadStream, writeFileSync } from 'node:fs';
import { promisify } from 'node:util';
import { readItems } from '@phd/services/intake/formats/index';
import { INTAKE_LIMITS } from '@phd/services/intake/types';
import { benchPositions, csvFile, rssFeed } from './imports-feed.ts';

export type MemoryFormat = 'feed' | 'csv';

export interface MemoryResult {
  format: MemoryFormat;
  bytes: number;
  items: number;
  ms: number;
  rssGrowth: number;
  liveHeapGrowth: number;
}

const CHUNK = 64 * 1024;
const GC_EVERY = 250;

/** Writes a body of at most `target` bytes (and under the 10 MB cap) to `path`. */
function writeBody(format: MemoryFormat, target: number, path: string): void {
  const write = format === 'feed' ? rssFeed : csvFile;
  const all = benchPositions(INTAKE_LIMITS.maxItems, { maxDescription: 2_000 });
  let count = Math.min(all.length, Math.floor(target / (write(all).length / all.length)));
  let bytes = write(all.slice(0, count));
  while (bytes.length > Math.min(target, INTAKE_LIMITS.maxBytes)) bytes = write(all.slice(0, --count));
  writeFileSync(path, bytes);
}

/** Builds the body and measures its reading in a child process. */
export async function measureMemory(format: MemoryFormat, target: number, path: string): Promise<MemoryResult> {
  writeBody(format, target, path);
  const { stdout } = await promisify(execFile)(process.execPath, [
    '--expose-gc',
    '--import',
    'tsx',
    import.meta.filename,
    format,
    path,
  ]);
  return JSON.parse(stdout) as MemoryResult;
}

async function readAndMeasure(format: MemoryFormat, path: string): Promise<MemoryResult> {
  const gc = globalThis.gc;
  if (!gc) throw new Error('run with --expose-gc');
  // A warm-up read of a few items loads the parsers' code before the baseline.
  for await (const item of readItems(format, createReadStream(path, { highWaterMark: CHUNK }))) if (item.row > 3) break;
  gc();
  const base = process.memoryUsage();
  let peakRss = base.rss;
  let peakHeap = base.heapUsed;
  let items = 0;
  let bytes = 0;
  const stream = createReadStream(path, { highWaterMark: CHUNK }).on('data', (c) => (bytes += c.length));
  const started = performance.now();
  for await (const item of readItems(format, stream)) {
    items += item.row > 0 ? 1 : 0;
    if (items % 10 === 0) peakRss = Math.max(peakRss, process.memoryUsage.rss());
    if (items % GC_EVERY === 0) {
      gc();
      peakHeap = Math.max(peakHeap, process.memoryUsage().heapUsed);
    }
  }
  const ms = performance.now() - started;
  return { format, bytes, items, ms, rssGrowth: peakRss - base.rss, liveHeapGrowth: peakHeap - base.heapUsed };
}

if (import.meta.filename === process.argv[1]) {
  const [format, path] = process.argv.slice(2);
  if ((format !== 'feed' && format !== 'csv') || !path) throw new Error('usage: imports-memory.ts <feed|csv> <file>');
  console.log(JSON.stringify(await readAndMeasure(format, path)));
}
