// The benchmark's gateway: the production gateway process plus one static JSON route, so the
// baseline is served by the same process, plugins and hooks as the routes it is compared with.
import { loadConfig } from '@phd/services/config';
import { createGateway } from '../../gateway/src/gateway.ts';

const config = loadConfig();
const gateway = await createGateway(config);
const bodies = new Map<number, string>();

/** A JSON body of exactly `bytes` bytes, built once per size. */
function staticBody(bytes: number): string {
  let body = bodies.get(bytes);
  if (!body) {
    const shell = JSON.stringify({ data: [], pagination: { total: 0 }, padding: '' });
    body = JSON.stringify({
      data: [],
      pagination: { total: 0 },
      padding: 'x'.repeat(Math.max(0, bytes - shell.length)),
    });
    bodies.set(bytes, body);
  }
  return body;
}

gateway.app.get('/bench/static', async (request, reply) => {
  const bytes = Math.min(Number((request.query as { bytes?: string }).bytes ?? 1000) || 1000, 10_000_000);
  return reply.type('application/json; charset=utf-8').send(staticBody(bytes));
});
process.on('SIGTERM', () => void gateway.close().then(() => process.exit(0)));
await gateway.app.listen({ host: config.host, port: config.port });
