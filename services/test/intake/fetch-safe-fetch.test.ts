// fetchSource against real HTTP servers on 127.0.0.1 (allowLoopback, as a test configuration allows):
// conditional GETs, redirects, refused addresses, the caps on time, size and type, and HTTP errors.
import { constants, createBrotliCompress, createGzip } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fetchSource, type FetchOptions } from '../../src/intake/fetch/safe-fetch.ts';
import { IntakeError } from '../../src/intake/types.ts';
import { readAll, startFixtureServer, streamZeros, type FixtureServer } from './fetch-server.ts';

const MB = 1024 * 1024;
const FEED = '<rss version="2.0"><channel><title>Positions</title></channel></rss>';
/** What a feed source takes; the formats' own lists are theirs (formats/index.ts). */
const FEED_TYPES = ['application/rss+xml', 'application/xml', 'text/xml'];
const options: FetchOptions = {
  accept: FEED_TYPES,
  allowLoopback: true,
  userAgent: 'PhDFinderBot/1.0 (test)',
};

let server: FixtureServer;
beforeAll(async () => {
  server = await startFixtureServer();
});
afterAll(() => server.close());

/** The IntakeError a promise rejects with (failing the test if it resolves or throws anything else). */
async function intakeError(work: Promise<unknown>): Promise<IntakeError> {
  const error = await work.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(IntakeError);
  return error as IntakeError;
}

/** Fetches a body that must fail while it is read: how many bytes came before the IntakeError. */
async function readUntilRefused(url: string): Promise<{ read: number; error: IntakeError }> {
  const result = await fetchSource(url, options);
  if (result.notModified) throw new Error('expected a body');
  let read = 0;
  const error = await intakeError(
    (async () => {
      for await (const chunk of result.body) read += chunk.byteLength;
    })(),
  );
  return { read, error };
}

/** A gzip or brotli stream of `total` zero bytes, compressed chunk by chunk (a few kB for 50 MB). */
async function compressedZeros(kind: 'gzip' | 'br', total: number): Promise<Buffer> {
  const zip =
    kind === 'gzip'
      ? createGzip({ level: 9 })
      : createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 5 } });
  const out: Buffer[] = [];
  zip.on('data', (c: Buffer) => out.push(c));
  const done = new Promise((resolve) => zip.on('end', resolve));
  const chunk = Buffer.alloc(MB);
  for (let i = 0; i < total / MB; i++) {
    if (!zip.write(chunk)) await new Promise((resolve) => zip.once('drain', resolve));
  }
  zip.end();
  await done;
  return Buffer.concat(out);
}

describe('conditional GET', () => {
  it('sends the ETag back and takes a 304 as "not modified"; a changed feed comes with its new ETag', async () => {
    let etag = '"v1"';
    server.route('/etag.xml', (req, res) => {
      if (req.headers['if-none-match'] === etag) return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'application/rss+xml; charset=utf-8', etag }).end(FEED);
    });
    const first = await fetchSource(`${server.origin}/etag.xml`, options);
    expect(first.notModified).toBe(false);
    if (first.notModified) return;
    expect(first.etag).toBe('"v1"');
    expect(first.contentType).toBe('application/rss+xml');
    expect(await readAll(first.body)).toBe(FEED);

    expect(await fetchSource(`${server.origin}/etag.xml`, { ...options, etag: '"v1"' })).toEqual({ notModified: true });

    etag = '"v2"';
    const changed = await fetchSource(`${server.origin}/etag.xml`, { ...options, etag: '"v1"' });
    expect(changed.notModified === false && changed.etag).toBe('"v2"');
    if (!changed.notModified) await readAll(changed.body);
  });

  it('sends Last-Modified back as If-Modified-Since and takes a 304 as "not modified"', async () => {
    const lastModified = 'Tue, 03 Nov 2026 10:00:00 GMT';
    server.route('/dated.xml', (req, res) => {
      if (req.headers['if-modified-since'] === lastModified) return void res.writeHead(304).end();
      res.writeHead(200, { 'content-type': 'text/xml', 'last-modified': lastModified }).end(FEED);
    });
    const first = await fetchSource(`${server.origin}/dated.xml`, options);
    expect(first.notModified === false && first.lastModified).toBe(lastModified);
    if (!first.notModified) await readAll(first.body);
    expect(await fetchSource(`${server.origin}/dated.xml`, { ...options, lastModified })).toEqual({
      notModified: true,
    });
  });
});

describe('the connection', () => {
  it('reaches a server by name through the address that was checked (the pinned lookup)', async () => {
    server.route(
      '/by-name.xml',
      (_req, res) => void res.writeHead(200, { 'content-type': 'application/xml' }).end(FEED),
    );
    const url = `http://localhost:${new URL(server.origin).port}/by-name.xml`;
    const result = await fetchSource(url, options);
    if (result.notModified) throw new Error('expected a body');
    expect(await readAll(result.body)).toBe(FEED);
    expect(result.finalUrl).toBe(url);
    expect(server.seen.at(-1)?.headers.host).toBe(`localhost:${new URL(server.origin).port}`);
  });
});

describe('redirects', () => {
  const chain = (from: number, to: string) =>
    server.route(`/hop${from}`, (_req, res) => void res.writeHead(302, { location: to }).end());

  it('follows three redirects (relative ones too) and reports the final address', async () => {
    chain(1, '/hop2');
    chain(2, `${server.origin}/hop3`);
    chain(3, '/final.xml');
    server.route('/final.xml', (_req, res) => void res.writeHead(200, { 'content-type': 'application/xml' }).end(FEED));
    const result = await fetchSource(`${server.origin}/hop1`, options);
    expect(result.notModified === false && result.finalUrl).toBe(`${server.origin}/final.xml`);
    if (!result.notModified) expect(await readAll(result.body)).toBe(FEED);
  });

  it('refuses a fourth redirect', async () => {
    chain(0, '/hop1');
    const error = await intakeError(fetchSource(`${server.origin}/hop0`, options));
    expect(error.code).toBe('too_many_redirects');
    expect(error.message).toBe('The address redirected more than 3 times, so it is not followed');
  });

  it.each(['http://10.0.0.1/feed.xml', 'http://169.254.169.254/latest/meta-data/', 'http://[fd00::1]/'])(
    'checks the address a redirect points to (%s is refused even when loopback is allowed)',
    async (target) => {
      server.route('/to-private', (_req, res) => void res.writeHead(301, { location: target }).end());
      const error = await intakeError(fetchSource(`${server.origin}/to-private`, options));
      expect(error.code).toBe('refused_address');
      expect(error.message).toMatch(/is not on the public internet, so it is not fetched$/);
    },
  );

  it('refuses localhost and 127.0.0.1 when loopback is not allowed, before any request', async () => {
    const before = server.seen.length;
    const port = new URL(server.origin).port;
    for (const url of [`http://localhost/feed.xml`, `http://127.0.0.1/feed.xml`, `http://localhost:${port}/etag.xml`]) {
      const error = await intakeError(fetchSource(url, { ...options, allowLoopback: false }));
      expect(error.code).toBe('refused_address');
    }
    expect(server.seen.length).toBe(before);
  });
});

describe('caps', () => {
  it('gives up on a server slower than the time limit, while it trickles the body', async () => {
    server.route('/slow.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      res.write('<rss>');
      const timer = setInterval(() => res.write(' '), 50);
      res.on('close', () => clearInterval(timer));
    });
    const started = Date.now();
    const result = await fetchSource(`${server.origin}/slow.xml`, { ...options, limits: { timeoutMs: 400 } });
    if (result.notModified) throw new Error('expected a body');
    const error = await intakeError(readAll(result.body));
    expect(error.code).toBe('timeout');
    expect(error.message).toMatch(/took longer than 0.4 s/);
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('gives up on a server that never sends its headers', async () => {
    server.route('/silent.xml', () => undefined);
    const error = await intakeError(
      fetchSource(`${server.origin}/silent.xml`, { ...options, limits: { timeoutMs: 300 } }),
    );
    expect(error.code).toBe('timeout');
  });

  it('refuses a 50 MB body announced by Content-Length before reading it', async () => {
    server.route('/big-announced.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml', 'content-length': String(50 * MB) });
      void streamZeros(res, 50 * MB);
    });
    const error = await intakeError(fetchSource(`${server.origin}/big-announced.xml`, options));
    expect(error.code).toBe('too_large');
    expect(error.message).toBe('The file is larger than 10 MB, so it is not read');
  });

  it('stops a 50 MB body sent without Content-Length at 10 MB', async () => {
    server.route('/big-chunked.xml', (_req, res) => {
      res.writeHead(200, { 'content-type': 'application/xml' });
      void streamZeros(res, 50 * MB);
    });
    const { read, error } = await readUntilRefused(`${server.origin}/big-chunked.xml`);
    expect(error.code).toBe('too_large');
    expect(read).toBeLessThanOrEqual(10 * MB);
    expect(read).toBeGreaterThan(9 * MB);
  });

  it.each(['gzip', 'br'] as const)(
    'stops a %s bomb (50 MB of zeros in a few kB) at 10 MB of decoded bytes',
    async (kind) => {
      const bomb = await compressedZeros(kind, 50 * MB);
      expect(bomb.length).toBeLessThan(200 * 1024);
      server.route(`/bomb-${kind}.xml`, (_req, res) => {
        res.writeHead(200, {
          'content-type': 'application/xml',
          'content-encoding': kind,
          'content-length': bomb.length,
        });
        res.end(bomb);
      });
      const { read, error } = await readUntilRefused(`${server.origin}/bomb-${kind}.xml`);
      expect(error.code).toBe('too_large');
      expect(read).toBeLessThanOrEqual(10 * MB);
    },
  );

  it('decodes a gzip body within the cap', async () => {
    const gzipped = await new Promise<Buffer>((resolve) => {
      const zip = createGzip();
      const out: Buffer[] = [];
      zip.on('data', (c: Buffer) => out.push(c)).on('end', () => resolve(Buffer.concat(out)));
      zip.end(FEED);
    });
    let acceptEncoding: string | undefined;
    server.route('/gzipped.xml', (req, res) => {
      acceptEncoding = req.headers['accept-encoding'];
      res.writeHead(200, { 'content-type': 'application/rss+xml', 'content-encoding': 'gzip' }).end(gzipped);
    });
    const result = await fetchSource(`${server.origin}/gzipped.xml`, options);
    if (result.notModified) throw new Error('expected a body');
    expect(await readAll(result.body)).toBe(FEED);
    expect(acceptEncoding).toContain('gzip');
  });

  it.each([
    ['gzip', 'not gzip at all'],
    ['br', 'not brotli at all'],
  ])('reports a body that claims %s but does not unpack as malformed', async (encoding, text) => {
    server.route(
      `/broken-${encoding}.xml`,
      (_req, res) =>
        void res.writeHead(200, { 'content-type': 'application/xml', 'content-encoding': encoding }).end(text),
    );
    const { error } = await readUntilRefused(`${server.origin}/broken-${encoding}.xml`);
    expect(error.code).toBe('malformed');
    expect(error.message).toMatch(/sent a compressed file that could not be unpacked$/);
  });

  it('refuses a compression it does not know before reading', async () => {
    server.route(
      '/zipped-oddly.xml',
      (_req, res) =>
        void res.writeHead(200, { 'content-type': 'application/xml', 'content-encoding': 'lzma' }).end(FEED),
    );
    const error = await intakeError(fetchSource(`${server.origin}/zipped-oddly.xml`, options));
    expect(error.code).toBe('malformed');
    expect(error.message).toBe('The server compressed the file as "lzma", which is not read');
  });

  it('refuses a content type the format does not read, ignoring parameters when comparing', async () => {
    server.route(
      '/page.html',
      (_req, res) => void res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end('<html></html>'),
    );
    const error = await intakeError(fetchSource(`${server.origin}/page.html`, options));
    expect(error.code).toBe('content_type');
    expect(error.message).toMatch(/^The server sent text\/html, which this source's format does not read/);
  });

  it('takes an untyped file only for the spreadsheet formats', async () => {
    server.route(
      '/untyped',
      (_req, res) => void res.writeHead(200, { 'content-type': 'application/octet-stream' }).end('a,b\n1,2\n'),
    );
    const csv = await fetchSource(`${server.origin}/untyped`, {
      ...options,
      accept: ['text/csv', 'application/octet-stream'],
    });
    expect(csv.notModified === false && (await readAll(csv.body))).toBe('a,b\n1,2\n');
    expect((await intakeError(fetchSource(`${server.origin}/untyped`, options))).code).toBe('content_type');
  });
});

describe('HTTP errors', () => {
  it.each([
    [503, 'The server answered 503 Service Unavailable'],
    [404, 'The server answered 404 Not Found'],
  ])('turns %i into a readable error', async (status, message) => {
    server.route(
      `/status-${status}`,
      (_req, res) => void res.writeHead(status, { 'content-type': 'text/plain' }).end('no'),
    );
    const error = await intakeError(fetchSource(`${server.origin}/status-${status}`, options));
    expect(error.code).toBe('http_status');
    expect(error.message).toBe(message);
  });

  it('reports a server that is not listening as unreachable', async () => {
    const gone = await startFixtureServer();
    await gone.close();
    const error = await intakeError(fetchSource(`${gone.origin}/feed.xml`, options));
    expect(error.code).toBe('unreachable');
    expect(error.message).toMatch(/^The server at 127\.0\.0\.1:\d+ could not be reached \(ECONNREFUSED\)$/);
  });
});
