// The embeddable widget's size budget: built with its own Vite config (vite.widget.config.ts) into a
// temporary folder, its script must stay under 15 KB gzipped, since it loads on other sites' pages.
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { build } from 'vite';
import { describe, expect, it } from 'vitest';

const WEB = resolve(import.meta.dirname, '..');
const BUDGET_BYTES = 15 * 1024;

describe('the widget build', () => {
  it('is one script under 15 KB gzipped, named in widget.json', async () => {
    const outDir = mkdtempSync(join(tmpdir(), 'widget-build-'));
    try {
      await build({ root: WEB, configFile: join(WEB, 'vite.widget.config.ts'), logLevel: 'silent', build: { outDir } });
      const { file } = JSON.parse(readFileSync(join(outDir, 'widget.json'), 'utf8')) as { file: string };
      expect(file).toMatch(/^assets\/widget-[\w-]+\.js$/);
      const script = readFileSync(join(outDir, file));
      const gzipped = gzipSync(script, { level: 9 }).length;
      console.log(`widget: ${(gzipped / 1024).toFixed(1)} KB gzipped`);
      expect(gzipped).toBeLessThan(BUDGET_BYTES);
      // No framework came along (React would be far larger), and it runs as a classic script.
      expect(script.toString()).not.toMatch(/react/i);
      expect(script.toString()).not.toMatch(/^\s*import /m);
    } finally {
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
