// A stand-in for web/dist (the built app) in gateway tests: an index.html with the marker the
// gateway writes each page's <head> at, one asset, and the widget's build.
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

export const FIXTURE_WIDGET_FILE = 'assets/widget-Ab12_-x.js';

/** A temporary folder holding the fixture app; the caller removes it. */
export function fixtureWebRoot(): string {
  const root = mkdtempSync(join(tmpdir(), 'web-fixture-'));
  mkdirSync(join(root, 'assets'));
  writeFileSync(join(root, 'index.html'), INDEX_HTML);
  writeFileSync(join(root, 'assets', 'index-abc123.js'), 'console.log(1)');
  // The embeddable widget's build (web/vite.widget.config.ts): its script and the file naming it.
  writeFileSync(join(root, FIXTURE_WIDGET_FILE), 'console.log("widget")');
  writeFileSync(join(root, 'widget.json'), JSON.stringify({ file: FIXTURE_WIDGET_FILE }));
  return root;
}
