// The embeddable widget of PhD openings (web/src/widget/), for universities' own sites:
// - GET /widget.js: the stable address in the snippet, a tiny loader cached five minutes, which loads
//   the content-hashed build (/assets/widget-<hash>.js, immutable) named by web/dist/widget.json;
// - GET /embed/opportunities?university=&country=&discipline=&limit=&title=: the same widget as a
//   page of its own, for sites that prefer an <iframe>; any site may frame it.
// Both may be loaded by other origins (Cross-Origin-Resource-Policy: cross-origin). The widget reads
// the public listing API, which allows any origin (routes/public-cors.ts).
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { escapeHtml } from '../seo/head-tags.ts';

export const WIDGET_LOADER_CACHE = 'public, max-age=300';
export const EMBED_PAGE_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "connect-src 'self'",
  "style-src 'unsafe-inline'",
  "img-src 'self' data:",
  "base-uri 'none'",
  "form-action 'none'",
  'frame-ancestors *',
].join('; ');

const NOT_BUILT = 'The widget has not been built yet: run `npm run build`.';

/** The built widget's path under the web root ("assets/widget-<hash>.js"), or null before a build. */
export function builtWidget(root: string): string | null {
  const manifest = join(root, 'widget.json');
  if (!existsSync(manifest)) return null;
  const { file } = JSON.parse(readFileSync(manifest, 'utf8')) as { file?: unknown };
  return typeof file === 'string' && /^assets\/widget-[\w-]+\.js$/.test(file) ? file : null;
}

/** Loads the hashed build from wherever this loader came from (PhD Finder's origin). */
const loader = (file: string) =>
  `/* PhD Finder widget loader: shows PhD openings from PhD Finder (see /embed-test there). */
(function () {
  var current = document.currentScript;
  var script = document.createElement('script');
  script.src = new URL(${JSON.stringify(`/${file}`)}, current ? current.src : location.href).href;
  script.async = true;
  (document.head || document.documentElement).appendChild(script);
})();
`;

// eslint-disable-next-line no-control-regex
const NO_CONTROLS = /^[^\u0000-\u001f\u007f]*$/;
const attribute = z
  .string({ message: 'must be text, given once' })
  .max(200, 'may be at most 200 characters')
  .regex(NO_CONTROLS, 'may not contain control characters')
  .optional();

const embedQuery = z.object({
  university: attribute,
  country: attribute,
  discipline: attribute,
  title: attribute,
  limit: z
    .string({ message: 'must be a whole number from 1 to 20, given once' })
    .regex(/^([1-9]|1\d|20)$/, 'must be a whole number from 1 to 20')
    .optional(),
});

function embedPage(file: string, query: z.output<typeof embedQuery>): string {
  const data = Object.entries(query)
    .filter(([, value]) => value !== undefined && value.trim() !== '')
    .map(([name, value]) => ` data-${name}="${escapeHtml(value!.trim())}"`)
    .join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>PhD openings | PhD Finder</title>
<style>body { margin: 0; background: transparent; }</style>
</head>
<body>
<script src="/${escapeHtml(file)}" data-phd-finder${data}></script>
</body>
</html>
`;
}

export const widgetRoutes: FastifyPluginAsyncZod<{ root: string }> = async (app, { root }) => {
  // Read once: a deploy replaces the process along with web/dist.
  const file = builtWidget(root);

  app.get('/widget.js', async (_request, reply) => {
    reply.header('cross-origin-resource-policy', 'cross-origin');
    if (!file) return reply.status(503).type('text/javascript; charset=utf-8').send(`/* ${NOT_BUILT} */\n`);
    return reply.header('cache-control', WIDGET_LOADER_CACHE).type('text/javascript; charset=utf-8').send(loader(file));
  });

  app.get('/embed/opportunities', { schema: { querystring: embedQuery } }, async (request, reply) => {
    if (!file) return reply.status(503).type('text/plain; charset=utf-8').send(NOT_BUILT);
    // Other sites frame this page: their origin is not known, so no X-Frame-Options.
    reply.raw.removeHeader('x-frame-options');
    return reply
      .header('content-security-policy', EMBED_PAGE_CSP)
      .header('cross-origin-resource-policy', 'cross-origin')
      .header('cache-control', WIDGET_LOADER_CACHE)
      .type('text/html; charset=utf-8')
      .send(embedPage(file, request.query));
  });
};
