// Serves the built React app (web/dist): hashed assets with a long cache, and index.html for every
// other GET that is not an API call, so client-side routes work on reload.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { apiNotFound } from './errors.ts';

const MISSING_BUILD = `<!doctype html><title>Web app not built</title>
<p>The web app has not been built yet. Run <code>npm run build</code> and reload.</p>`;

export const webAppPlugin = fp(
  async function webApp(app: FastifyInstance, options: { root: string }) {
    const built = existsSync(join(options.root, 'index.html'));
    if (built) {
      await app.register(fastifyStatic, {
        root: options.root,
        wildcard: false,
        index: false,
        setHeaders(res, path) {
          // index.html must be revalidated so a deploy is picked up; hashed assets never change.
          const policy = path.startsWith(join(options.root, 'assets'))
            ? 'public, max-age=31536000, immutable'
            : path.endsWith('index.html')
              ? 'no-cache'
              : 'public, max-age=3600';
          res.header('cache-control', policy);
        },
      });
    }

    app.setNotFoundHandler((request, reply) => {
      const path = request.url.split('?')[0] ?? '/';
      if (path === '/api' || path.startsWith('/api/') || request.method !== 'GET') {
        return reply.status(404).send(apiNotFound(request.method, request.url));
      }
      if (!built) return reply.status(503).type('text/html').send(MISSING_BUILD);
      return reply.sendFile('index.html');
    });
  },
  { name: 'web-app', dependencies: ['errors'] },
);
