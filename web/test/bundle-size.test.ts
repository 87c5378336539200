// The home page's initial JavaScript, measured on the production build (npm test builds before
// vitest runs): the entry chunk, the home page's own chunk and everything they import statically,
// gzipped. Budget from the public-website issue: at most 200 KB.
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';

const DIST = resolve(import.meta.dirname, '..', 'dist');
const BUDGET_BYTES = 200 * 1024;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}

const manifest = JSON.parse(readFileSync(join(DIST, '.vite', 'manifest.json'), 'utf8')) as Record<
  string,
  ManifestChunk
>;

/** A chunk and its static imports, recursively (what the browser must load before the code runs). */
function withStaticImports(key: string, seen = new Set<string>()): Set<string> {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const imported of manifest[key]?.imports ?? []) withStaticImports(imported, seen);
  return seen;
}

describe('the home page bundle (production build)', () => {
  const entry = Object.keys(manifest).find((key) => manifest[key]!.isEntry)!;
  const home = Object.keys(manifest).find((key) => key.endsWith('pages/home/HomePage.tsx'))!;

  it('splits routes: every page is a chunk of its own, loaded on demand', () => {
    const pages = Object.keys(manifest).filter((key) => key.includes('/pages/'));
    expect(pages.length).toBeGreaterThanOrEqual(10);
    for (const page of pages) expect(manifest[entry]!.dynamicImports).toContain(page);
  });

  it('loads at most 200 KB of gzipped JavaScript before the home page runs', () => {
    const keys = withStaticImports(home, withStaticImports(entry));
    const files = [...keys].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
    const gzipped = files.reduce((sum, file) => sum + gzipSync(readFileSync(join(DIST, file)), { level: 9 }).length, 0);
    console.log(`home page initial JavaScript: ${(gzipped / 1024).toFixed(1)} KB gzipped in ${files.length} files`);
    expect(files.length).toBeGreaterThanOrEqual(2);
    expect(gzipped).toBeLessThanOrEqual(BUDGET_BYTES);
  });
});
