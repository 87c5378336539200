// docs/benchmarks.md holds one section per benchmark script, each between its own markers, so the
// load benchmark and the Lighthouse run can each rewrite their part without touching the other's.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';

export const BENCHMARKS_FILE = join(resolve(import.meta.dirname, '..', '..'), 'docs', 'benchmarks.md');

const HEADER = '# Benchmarks\n\nWritten by `npm run bench`; each section says when and where it was measured.\n';

export function writeSection(name: string, markdown: string): void {
  const start = `<!-- ${name}:start -->`;
  const end = `<!-- ${name}:end -->`;
  const block = `${start}\n${markdown.trim()}\n${end}`;
  let text = existsSync(BENCHMARKS_FILE) ? readFileSync(BENCHMARKS_FILE, 'utf8') : '';
  // A file written before sections existed has no markers: start it afresh.
  if (!text.includes(':start -->')) text = HEADER;
  const from = text.indexOf(start);
  const to = text.indexOf(end);
  text =
    from >= 0 && to > from
      ? text.slice(0, from) + block + text.slice(to + end.length)
      : `${text.trimEnd()}\n\n${block}\n`;
  writeFileSync(BENCHMARKS_FILE, text);
}
