// The fake cluster served over real HTTP, so the production client (the ESM build, its own
// Connection, real sockets) can be pointed at it exactly as at a cluster.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createRequire } from 'node:module';
import type { MockPattern } from '@elastic/elasticsearch-mock';
import type { FakeCluster } from './fake-cluster.ts';

const require = createRequire(import.meta.url);
const { errors } = require('@elastic/elasticsearch') as typeof import('@elastic/elasticsearch');

async function readBody(request: IncomingMessage): Promise<unknown> {
  let text = '';
  for await (const chunk of request) text += chunk;
  if (text === '') return null;
  return (request.headers['content-type'] ?? '').includes('x-ndjson')
    ? text
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as unknown)
    : (JSON.parse(text) as unknown);
}

export async function serveOverHttp(cluster: FakeCluster): Promise<{ url: string; close(): Promise<void> }> {
  const server = createServer((request, response) => {
    void (async () => {
      const url = new URL(request.url!, 'http://localhost');
      const params = {
        method: request.method!,
        path: url.pathname,
        querystring: Object.fromEntries(url.searchParams),
        body: (await readBody(request)) as MockPattern['body'],
      };
      const handler = cluster.mock.get(params);
      let status = 200;
      let payload: unknown = handler ? handler(params) : { error: 'no route in the fake', params };
      if (!handler) status = 404;
      // The same reading of a handler's answer as @elastic/elasticsearch-mock's Connection.
      if (payload instanceof errors.ResponseError) {
        status = payload.statusCode ?? 500;
        payload = payload.body;
      }
      const text = typeof payload === 'string' ? payload : JSON.stringify(payload);
      response.writeHead(status, { 'content-type': 'application/json', 'x-elastic-product': 'Elasticsearch' });
      response.end(request.method === 'HEAD' ? undefined : text);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}
