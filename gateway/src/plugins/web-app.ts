// Serves the built React app (web/dist): hashed assets with a long cache, and index.html for every
// other GET that is not an API call, so client-side routes work on reload. That index.html carries
// the page's own title, meta tags and structured data (seo/page-heads.ts), so crawlers and link
// previews see them without running JavaScript, and a path the app has no page for is answered 404
// (with the app, which shows its 404 page) instead of a soft 404.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { noSuchSiteMeta, suspendedSiteMeta, tenantPageMeta } from '@phd/contracts/seo';
import { isSaasPath, PUBLIC_URL_META, tenantScreen } from '@phd/contracts/tenant-site';
import { careersHead, type CareersReader } from '../seo/careers-head.ts';
import { escapeHtml, renderHeadTags } from '../seo/head-tags.ts';
import type { PageHead } from '../seo/head-tags.ts';
import type { PageHeads } from '../seo/page-heads.ts';
import { parseTemplate } from '../seo/html-template.ts';
import { apiNotFound } from './errors.ts';

const MISSING_BUILD = `<!doctype html><title>Web app not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code> and reload.</p>`;

export interface WebAppOptions {
  root: string;
  pages: PageHeads;
  /** PUBLIC_URL, told to the app so it reads hosts by the same rule (shared/tenant-site.ts) and links home. */
  publicUrl: string;
  /** A site's open positions, for its careers page's head (JobPosting); without it, staff heads only. */
  careers?: CareersReader;
}

/**
 * The head of a page on a tenant's site (request.tenantSlug set by plugins/tenant.ts): the tenant's
 * name; staff screens noindex without JobPosting, the careers page indexed with its positions'
 * JobPostings (seo/careers-head.ts); an unknown tenant's address answers 404 with the "no such
 * university site" page; the tenant unreadable (database down): the site's fallback, 503.
 */
async function tenantHead(
  request: FastifyRequest,
  path: string,
  options: WebAppOptions,
): Promise<{ head: PageHead; status: number }> {
  const { pages } = options;
  // Links on these pages point to the address the visitor used, not to the main site.
  const origin = `${request.protocol}://${request.host}`;
  if (request.tenantUnavailable) return { head: pages.fallback, status: 503 };
  if (!request.tenant)
    return {
      head: { status: 404, tags: renderHeadTags({ meta: noSuchSiteMeta(path), publicUrl: origin }) },
      status: 404,
    };
  // A suspended site (issue 15): its name and "suspended" on every page, no careers JobPostings; 403.
  if (request.tenant.suspendedAt) {
    const meta = suspendedSiteMeta(request.tenant, path);
    return { head: { status: 200, tags: renderHeadTags({ meta, publicUrl: origin }) }, status: 403 };
  }
  if (options.careers && tenantScreen(path) === 'careers') {
    try {
      const { meta, status, jsonLd } = await careersHead(request.tenant, path, options.careers, origin, new Date());
      return { head: { status, tags: renderHeadTags({ meta, publicUrl: origin, jsonLd }) }, status };
    } catch (error) {
      request.log.warn({ err: error, path }, 'careers page metadata unavailable');
      return { head: pages.fallback, status: 503 };
    }
  }
  const meta = tenantPageMeta({ name: request.tenant.name, university: request.tenant.universityName }, path);
  return { head: { status: 200, tags: renderHeadTags({ meta, publicUrl: origin }) }, status: 200 };
}

export const webAppPlugin = fp(
  async function webApp(app: FastifyInstance, options: WebAppOptions) {
    const indexFile = join(options.root, 'index.html');
    const built = existsSync(indexFile);
    // Read once: a deploy replaces the process along with web/dist.
    const template = built ? parseTemplate(readFileSync(indexFile, 'utf8')) : null;
    const publicUrlTag = `<meta name="${PUBLIC_URL_META}" content="${escapeHtml(options.publicUrl)}" />`;
    if (built) {
      await app.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        index: false,
        // The build writes .br and .gz beside each text asset (web/vite.config.ts): sent as-is to
        // browsers that accept them, no compression work per request.
        preCompressed: true,
        // index.html is only ever sent with the page's head, from the handler below; robots.txt and
        // the sitemap are the gateway's (routes/sitemap.ts), even if a file of that name is added.
        globIgnore: ['index.html', 'robots.txt', 'sitemap.xml', 'sitemaps/**'],
        setHeaders(res, path) {
          // Hashed assets never change; other public files (favicon) may.
          const policy = path.startsWith(join(options.root, 'assets'))
            ? 'public, max-age=31536000, immutable'
            : 'public, max-age=3600';
          res.header('cache-control', policy);
          // Other sites load the embeddable widget's hashed script (routes/widget.ts) from here; the
          // file sent may be its precompressed copy.
          if (/[\\/]assets[\\/]widget-[^\\/]+\.js(\.br|\.gz)?$/.test(path))
            res.header('cross-origin-resource-policy', 'cross-origin');
        },
      });
    }

    app.setNotFoundHandler(async (request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      const page = request.method === 'GET' || request.method === 'HEAD';
      if (path === '/api' || path.startsWith('/api/') || !page) {
        return reply.status(404).send(apiNotFound(request.method, request.url));
      }
      if (!template) return reply.status(503).type('text/html').send(MISSING_BUILD);
      let head = options.pages.fallback;
      let status = 503;
      if (request.tenantVia === 'host' || (request.tenantVia === 'header' && isSaasPath(path))) {
        // A tenant's site: its own screens only, never the main site's pages under its address.
        ({ head, status } = await tenantHead(request, path, options));
      } else {
        try {
          head = await options.pages.resolve(request.url);
          status = head.status;
        } catch (error) {
          // The app still works in the browser; crawlers are told to come back rather than index a generic page.
          request.log.warn({ err: error, path }, 'page metadata unavailable');
        }
      }
      // A blog post asked for by an old or partial address goes to its canonical one (seo/blog-heads.ts).
      if (head.status === 301 && head.location) {
        const query = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.header('cache-control', 'no-cache').redirect(`${head.location}${query}`, 301);
      }
      // index.html must be revalidated so a deploy (and a changed listing) is picked up; it differs by host.
      return reply
        .status(status)
        .header('cache-control', 'no-cache')
        .header('vary', 'Host')
        .type('text/html; charset=utf-8')
        .send(template.render(`${head.tags}\n    ${publicUrlTag}`));
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
