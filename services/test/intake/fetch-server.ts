// A real HTTP server on 127.0.0.1 for the fetch tests: each test registers the answers of its paths.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type Handler = (req: IncomingMessage, res: ServerResponse) => void | Promise<void>;

/** A fixture page: `body` as `type`, answered 200. */
export const servePage =
  (type: string, body: string): Handler =>
  (_request, response) =>
    void response.writeHead(200, { 'content-type': type }).end(body);

export interface FixtureServer {
  origin: string;
  /** Requests seen, in order (their headers and URLs). */
  seen: IncomingMessage[];
  route(path: string, handler: Handler): void;
  close(): Promise<void>;
}

export async function startFixtureServer(): Promise<FixtureServer> {
  const routes = new Map<string, Handler>();
  const seen: IncomingMessage[] = [];
  const server: Server = createServer((req, res) => {
    seen.push(req);
    const handler = routes.get(new URL(req.url ?? '/', 'http://x').pathname);
    if (!handler) {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('not found');
      return;
    }
    Promise.resolve(handler(req, res)).catch(() => res.destroy());
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    origin: `http://127.0.0.1:${port}`,
    seen,
    route: (path, handler) => void routes.set(path, handler),
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

/** Writes `total` bytes in 64 kB chunks, waiting for the socket to drain, so no test holds 50 MB. */
export async function streamZeros(res: ServerResponse, total: number): Promise<void> {
  const chunk = Buffer.alloc(64 * 1024);
  for (let sent = 0; sent < total && !res.destroyed; sent += chunk.length) {
    if (!res.write(chunk)) {
      await new Promise<void>((resolve) => {
        const done = () => {
          res.off('drain', done).off('close', done);
          resolve();
        };
        res.on('drain', done).on('close', done);
      });
    }
  }
  res.end();
}

/** Reads a fetched body to the end, returning its text (tests use small bodies) or rethrowing. */
export async function readAll(body: AsyncIterable<Uint8Array>): Promise<string> {
  const parts: Buffer[] = [];
  for await (const chunk of body) parts.push(Buffer.from(chunk));
  return Buffer.concat(parts).toString('utf8');
}
