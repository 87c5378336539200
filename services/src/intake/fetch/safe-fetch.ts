// Fetching a source's URL (issue 31, docs/imports.md "Fetching safely"): safely (every address checked,
// and the connection pinned to the checked address), cheaply (a conditional GET, so an unchanged feed
// costs one 304) and within the caps (10 MB decoded, 30 s for the whole fetch, 3 redirects, the
// format's content types). Every failure is an IntakeError a person can read.
import { STATUS_CODES } from 'node:http';
import { pipeline, type Readable, type Transform } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import { request, type Dispatcher } from 'undici';
import { INTAKE_LIMITS, IntakeError } from '../types.ts';
import { checkAddress, pinnedAgent } from './address-check.ts';

export type IntakeLimits = { [K in keyof typeof INTAKE_LIMITS]: number };

export interface FetchOptions {
  /** The validators of the last run: an unchanged source answers 304 and nothing is read. */
  etag?: string | null;
  lastModified?: string | null;
  /**
   * Media types the format takes (formats' acceptedTypes(format): application/octet-stream only for
   * csv and xlsx); compared without parameters such as charset.
   */
  accept: readonly string[];
  allowLoopback: boolean;
  limits?: Partial<IntakeLimits>;
  userAgent: string;
}

export type FetchResult =
  | { notModified: true }
  | {
      notModified: false;
      /** The decoded body; stops with IntakeError('too_large') past maxBytes, 'timeout' past the deadline. */
      body: AsyncIterable<Uint8Array>;
      contentType: string;
      etag: string | null;
      lastModified: string | null;
      /** The address after redirects, for resolving relative links in the document. */
      finalUrl: string;
    };

/** An answer outside 2xx/3xx; the status stays readable for robots.txt, whose rules depend on it. */
export class HttpStatusError extends IntakeError {
  constructor(readonly status: number) {
    super(`The server answered ${status} ${STATUS_CODES[status] ?? ''}`.trim(), 'http_status');
  }
}

type ResponseHeaders = Dispatcher.ResponseData['headers'];

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

export async function fetchSource(url: string, options: FetchOptions): Promise<FetchResult> {
  const limits: IntakeLimits = { ...INTAKE_LIMITS, ...options.limits };
  // One deadline for everything: DNS, every redirect, the headers and reading the body.
  const deadline = AbortSignal.timeout(limits.timeoutMs);
  let current = parseAddress(url);
  for (let redirects = 0; ; redirects++) {
    const checked = await beforeDeadline(checkAddress(current, options), deadline).catch((error: unknown) => {
      throw readable(error, current, limits, deadline);
    });
    const agent = pinnedAgent(checked, limits.timeoutMs);
    const release = () => void agent.destroy().catch(() => undefined);
    let response: Dispatcher.ResponseData;
    try {
      response = await request(current, {
        dispatcher: agent,
        method: 'GET',
        headers: requestHeaders(options),
        signal: deadline,
        headersTimeout: limits.timeoutMs,
        bodyTimeout: limits.timeoutMs,
      });
    } catch (error) {
      release();
      throw readable(error, current, limits, deadline);
    }
    const { statusCode, headers, body } = response;
    // Nothing of an answer that is not used is read: a few kB at most, then the connection is dropped.
    const discard = async () => {
      await body.dump({ limit: 64 * 1024 }).catch(() => undefined);
      release();
    };
    if (statusCode < 200 || statusCode >= 300) {
      await discard();
      const location = header(headers, 'location');
      if (REDIRECT_STATUSES.has(statusCode) && location) {
        if (redirects >= limits.maxRedirects) {
          throw new IntakeError(
            `The address redirected more than ${limits.maxRedirects} times, so it is not followed`,
            'too_many_redirects',
          );
        }
        current = parseAddress(location, current);
        continue;
      }
      if (statusCode === 304) return { notModified: true };
      throw new HttpStatusError(statusCode);
    }
    const decoders = decodersFor(header(headers, 'content-encoding'));
    const refusal = decoders ? refusalOf(headers, options, limits) : unknownEncoding(headers);
    if (refusal || !decoders) {
      await discard();
      throw refusal;
    }
    const contentType = mediaType(header(headers, 'content-type')) ?? 'application/octet-stream';
    return {
      notModified: false,
      body: cappedBody(body, decoders, limits, deadline, current, release),
      contentType,
      etag: header(headers, 'etag'),
      lastModified: header(headers, 'last-modified'),
      finalUrl: current.href,
    };
  }
}

/** Why a 2xx answer's body is not read: too large by its Content-Length, or a type the format does not take. */
function refusalOf(headers: ResponseHeaders, options: FetchOptions, limits: IntakeLimits): IntakeError | null {
  if (Number(header(headers, 'content-length')) > limits.maxBytes) return tooLarge(limits);
  // A missing type is the generic one (RFC 9110 §8.3), which only the spreadsheet formats take.
  const contentType = mediaType(header(headers, 'content-type')) ?? 'application/octet-stream';
  if (options.accept.includes(contentType)) return null;
  return new IntakeError(
    `The server sent ${contentType}, which this source's format does not read (it takes ${options.accept.join(', ')})`,
    'content_type',
  );
}

function unknownEncoding(headers: ResponseHeaders): IntakeError {
  return new IntakeError(
    `The server compressed the file as "${header(headers, 'content-encoding')}", which is not read`,
    'malformed',
  );
}

function requestHeaders(options: FetchOptions): Record<string, string> {
  return {
    'user-agent': options.userAgent,
    accept: [...options.accept, '*/*;q=0.1'].join(', '),
    'accept-encoding': 'gzip, br, deflate',
    ...(options.etag ? { 'if-none-match': options.etag } : {}),
    ...(options.lastModified ? { 'if-modified-since': options.lastModified } : {}),
  };
}

const DECODERS: Record<string, () => Transform> = {
  gzip: createGunzip,
  'x-gzip': createGunzip,
  deflate: createInflate,
  br: createBrotliDecompress,
};

/**
 * The streams that undo a Content-Encoding (listed in the order applied, so undone in reverse); null for
 * an unknown coding or more than two (layered compression only multiplies a bomb).
 */
function decodersFor(contentEncoding: string | null): Transform[] | null {
  const codings = (contentEncoding ?? '')
    .split(',')
    .map((coding) => coding.trim().toLowerCase())
    .filter((coding) => coding !== '' && coding !== 'identity');
  if (codings.length > 2 || codings.some((coding) => !DECODERS[coding])) return null;
  return codings.reverse().map((coding) => DECODERS[coding]!());
}

/**
 * Counts bytes after decoding, so a gzip bomb (a few kB that unpack to gigabytes) stops at maxBytes;
 * the decoders run with stream backpressure, so no more than a chunk ahead is ever unpacked.
 */
async function* cappedBody(
  body: Dispatcher.ResponseData['body'],
  decoders: Transform[],
  limits: IntakeLimits,
  deadline: AbortSignal,
  url: URL,
  release: () => void,
): AsyncGenerator<Uint8Array> {
  const decoded = decoders.reduce<Readable>((stream, decoder) => pipeline(stream, decoder, () => undefined), body);
  let total = 0;
  try {
    for await (const chunk of decoded as AsyncIterable<Uint8Array>) {
      total += chunk.byteLength;
      if (total > limits.maxBytes) throw tooLarge(limits);
      yield chunk;
    }
  } catch (error) {
    throw readable(error, url, limits, deadline);
  } finally {
    // A body left unread errors on destroy; nobody listens any more, so the error is dropped here.
    for (const stream of [body, ...decoders]) stream.on('error', () => undefined).destroy();
    release();
  }
}

function tooLarge(limits: IntakeLimits): IntakeError {
  return new IntakeError(
    `The file is larger than ${Math.round(limits.maxBytes / 1024 / 1024)} MB, so it is not read`,
    'too_large',
  );
}

/** Any failure as the IntakeError a person understands. */
function readable(error: unknown, url: URL, limits: IntakeLimits, deadline: AbortSignal): IntakeError {
  if (error instanceof IntakeError) return error;
  const code = (error as { code?: string }).code ?? '';
  if (deadline.aborted || /TIMEOUT/.test(code)) {
    return new IntakeError(
      `The server at ${url.host} took longer than ${limits.timeoutMs / 1000} s to send the file`,
      'timeout',
    );
  }
  // node:zlib names its failures Z_* (gzip, deflate) and ERR__ERROR_* (brotli's decoder errors).
  if (code.startsWith('Z_') || code.startsWith('ERR__ERROR_')) {
    return new IntakeError(`The server at ${url.host} sent a compressed file that could not be unpacked`, 'malformed');
  }
  return new IntakeError(`The server at ${url.host} could not be reached (${code || String(error)})`, 'unreachable');
}

function parseAddress(value: string, base?: URL): URL {
  try {
    return new URL(value, base);
  } catch {
    throw new IntakeError(
      `${JSON.stringify(value.slice(0, 200))} is not a web address`,
      base ? 'malformed' : 'refused_address',
    );
  }
}

/** The media type alone, lower-cased, without parameters (`text/csv; charset=utf-8` → `text/csv`). */
function mediaType(contentType: string | null): string | null {
  const type = contentType?.split(';')[0]?.trim().toLowerCase();
  return type ? type : null;
}

function header(headers: ResponseHeaders, name: string): string | null {
  const value = headers[name];
  return (Array.isArray(value) ? value[0] : value) ?? null;
}

/** DNS lookups cannot be aborted, so the deadline races them. */
function beforeDeadline<T>(work: Promise<T>, deadline: AbortSignal): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const onAbort = () => reject(deadline.reason);
    if (deadline.aborted) return onAbort();
    deadline.addEventListener('abort', onAbort, { once: true });
    work.then(resolve, reject).finally(() => deadline.removeEventListener('abort', onAbort));
  });
}
