// How this server talks to a university's identity provider. The issuer is typed by a site's owner and
// discovery then names further hosts (token, keys, userinfo), so every connection is checked where it
// is made: the name is resolved once, every answer must be a public address (loopback too when
// allowed), and the socket connects to that checked answer, so a DNS answer that changes in between
// cannot reach the server's own network. Answers are capped: a provider's JSON is a few kilobytes.
import { lookup as dnsLookup } from 'node:dns';
import { isIP, type LookupFunction } from 'node:net';
import type { CustomFetch } from 'openid-client';
import { Agent, fetch as undiciFetch } from 'undici';
import { isPublic } from '../../intake/fetch/address-check.ts';

const MAX_BYTES = 1024 * 1024;

/** A connection refused by address: found in the `cause` chain of the fetch's TypeError. */
export class RefusedAddress extends Error {
  readonly code = 'ESSO_REFUSED_ADDRESS';
  constructor(readonly host: string) {
    super(`${host} is not on the public internet`);
    this.name = 'RefusedAddress';
  }
}

/** An answer larger than MAX_BYTES. */
export class TooLarge extends Error {
  constructor(readonly url: string) {
    super(`The answer from ${url} is larger than ${MAX_BYTES} bytes`);
    this.name = 'TooLarge';
  }
}

function checkedLookup(allowLoopback: boolean): LookupFunction {
  return (host, options, callback) => {
    dnsLookup(host, { all: true, verbatim: true }, (error, answers) => {
      if (error) return callback(error, '', 0);
      if (answers.length === 0 || answers.some((a) => !isPublic(a.address, allowLoopback))) {
        return callback(Object.assign(new RefusedAddress(host), { errno: 0, syscall: 'lookup' }), '', 0);
      }
      const wanted = options.family === 4 || options.family === 6 ? options.family : undefined;
      const usable = wanted ? answers.filter((a) => a.family === wanted) : answers;
      if (options.all) return callback(null, usable);
      const first = usable[0];
      if (!first) return callback(Object.assign(new Error(`No address for ${host}`), { code: 'ENOTFOUND' }), '', 0);
      callback(null, first.address, first.family);
    });
  };
}

const agents = new Map<boolean, Agent>();

function agentFor(allowLoopback: boolean): Agent {
  let agent = agents.get(allowLoopback);
  if (!agent) {
    agent = new Agent({ connect: { lookup: checkedLookup(allowLoopback), timeout: 10_000 } });
    agents.set(allowLoopback, agent);
  }
  return agent;
}

async function cappedBytes(
  body: ReadableStream<Uint8Array> | null,
  url: string,
): Promise<Uint8Array<ArrayBuffer> | null> {
  if (!body) return null;
  const chunks: Uint8Array[] = [];
  let size = 0;
  const reader = body.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > MAX_BYTES) {
      await reader.cancel().catch(() => undefined);
      throw new TypeError('fetch failed', { cause: new TooLarge(url) });
    }
    chunks.push(value);
  }
  return new Uint8Array(Buffer.concat(chunks));
}

/** The fetch openid-client uses for a site unless the caller gives its own. */
export function guardedFetch(allowLoopback: boolean): CustomFetch {
  return async (url, options) => {
    const target = new URL(url);
    const host = target.hostname.replace(/^\[(.*)\]$/, '$1');
    // Sockets skip the lookup for a literal address, so it is checked here.
    if (isIP(host) && !isPublic(host, allowLoopback)) {
      throw new TypeError('fetch failed', { cause: new RefusedAddress(target.hostname) });
    }
    const response = await undiciFetch(url, {
      method: options.method,
      headers: options.headers,
      body: options.body as string | URLSearchParams | null | undefined,
      redirect: options.redirect,
      signal: options.signal,
      dispatcher: agentFor(allowLoopback),
    });
    const declared = Number(response.headers.get('content-length'));
    if (declared > MAX_BYTES) {
      await response.body?.cancel().catch(() => undefined);
      throw new TypeError('fetch failed', { cause: new TooLarge(url) });
    }
    const bytes = await cappedBytes(response.body as ReadableStream<Uint8Array> | null, url);
    const empty = response.status === 204 || response.status === 304 || options.method === 'HEAD';
    // openid-client expects the runtime's own Response class, not undici's.
    return new Response(empty ? null : bytes, {
      status: response.status,
      statusText: response.statusText,
      headers: new Headers([...response.headers]),
    });
  };
}
