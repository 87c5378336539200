// How the relying party reaches the development identity provider: through app.inject, in process,
// instead of over the network. PUBLIC_URL need not resolve from the server itself (a tunnel, a
// container, localhost meaning ::1 while we listen on 0.0.0.0), and tests run the whole flow without
// a listening socket.
import type { FastifyInstance, HTTPMethods } from 'fastify';
import type { CustomFetch } from 'openid-client';

type FetchBody = Parameters<CustomFetch>[1]['body'];

function payloadOf(body: FetchBody): string | Buffer | undefined {
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') return body;
  if (body instanceof URLSearchParams) return body.toString();
  if (body instanceof ArrayBuffer || body instanceof Uint8Array) return Buffer.from(body as Uint8Array);
  throw new TypeError('The development identity provider is not sent streamed bodies.');
}

/** A fetch for URLs on `origin` only (the issuer's): anything else is refused. */
export function injectFetch(app: FastifyInstance, origin: string): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    if (target.origin !== origin) throw new TypeError(`Refusing to fetch ${target.origin} in process.`);
    const res = await app.inject({
      method: options.method as HTTPMethods,
      url: `${target.pathname}${target.search}`,
      headers: { ...options.headers, host: target.host, 'x-forwarded-proto': target.protocol.slice(0, -1) },
      payload: payloadOf(options.body),
    });
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value === undefined) continue;
      for (const one of Array.isArray(value) ? value : [value]) headers.append(name, String(one));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304 || options.method === 'HEAD';
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}
