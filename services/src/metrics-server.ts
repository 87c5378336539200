// GET /metrics on a port of its own, for Prometheus (issue 15): the worker process always, the gateway
// when METRICS_PORT is set. Keep such ports off the internet: they answer without a token.
import { createServer, type Server } from 'node:http';

/** What is served: a prom-client Registry fits. */
export interface MetricsSource {
  readonly contentType: string;
  metrics(): Promise<string>;
}

/** Serves GET /metrics (anything else: 404). Resolves once listening. */
export async function serveMetrics(source: MetricsSource, port: number, host = '0.0.0.0'): Promise<Server> {
  const server = createServer((request, response) => {
    if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
      response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found. Metrics are at /metrics.\n');
      return;
    }
    source.metrics().then(
      (body) => response.writeHead(200, { 'content-type': source.contentType }).end(body),
      (err: unknown) =>
        response.writeHead(500, { 'content-type': 'text/plain' }).end(`metrics failed: ${(err as Error).message}\n`),
    );
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  return server;
}
