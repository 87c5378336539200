// The public read API may be called from any site (the embeddable widget runs on universities' pages):
// `Access-Control-Allow-Origin: *` on the answers of the plugin that calls this. Read-only GETs with no
// credentials: a wildcard origin never lets a browser send cookies, so no signed-in data can leak.
import type { FastifyInstance } from 'fastify';

export function allowAnyOrigin(app: FastifyInstance): void {
  app.addHook('onSend', async (request, reply) => {
    if (request.method === 'GET' || request.method === 'HEAD') reply.header('access-control-allow-origin', '*');
  });
}
