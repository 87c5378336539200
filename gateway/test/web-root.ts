// A stand-in for web/dist (the built app) in gateway tests: an index.html with the marker the
// gateway writes each page's <head> at, and one asset.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>App title</title>
    <meta name="description" content="App description" />
    <!-- page-meta: the gateway writes each page's title and meta tags here -->
    <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
    <script type="module" crossorigin src="/assets/index-abc123.js"></script>
  </head>
  <body>
    <div id="root">fixture app</div>
  </body>
</html>
`;

/** A temporary folder holding the fixture app; the caller removes it. */
export function fixtureWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-fixture-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  return root;
}
