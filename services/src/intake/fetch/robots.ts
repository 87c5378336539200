// robots.txt for source URLs (issue 31, docs/imports.md "Fetching safely"): an import is a crawler, so it
// asks each site first, under one product user agent a site's owner can name in their robots.txt. Rules
// are fetched through fetchSource (so the same address checks apply), parsed by robots-parser, and kept
// per origin for 24 hours in a bounded in-memory cache; a site's Crawl-delay becomes its polite delay
// in host-gate.ts. A robots.txt the server fails to give (5xx) forbids fetching for now (RFC 9309
// §2.3.1.4): the run fails with a reason and the question is asked again a minute later.
import robotsParser from 'robots-parser';
import { loadConfig } from '../../config.ts';
import { IntakeError } from '../types.ts';
import { fetchSource, HttpStatusError } from './safe-fetch.ts';

type Robot = ReturnType<typeof robotsParser>;

export const BOT_NAME = 'PhDFinderBot';

/** The user agent of every import request, pointing site owners to the page that explains it. */
export function botUserAgent(siteOrigin: string): string {
  return `${BOT_NAME}/1.0 (+${siteOrigin}/about)`;
}

export const USER_AGENT = botUserAgent(siteOrigin());

const CACHE_TTL_MS = 24 * 3600 * 1000;
/** A server error is temporary: it is remembered only long enough to spare the server a burst of asks. */
const UNREACHABLE_TTL_MS = 60 * 1000;
const CACHE_MAX_ORIGINS = 1_000;
/** RFC 9309 §2.5: a crawler must parse at least 500 KiB; more is not read. */
const ROBOTS_MAX_BYTES = 512 * 1024;

/** The server answered robots.txt with this 5xx status: nothing may be fetched until it answers. */
interface Unreachable {
  unreachableStatus: number;
}

/** What one origin's robots.txt says: its rules, or a verdict for the whole site when it has none. */
type Rules = Robot | Unreachable | 'allow_all' | 'disallow_all';

const isRobot = (rules: Rules | null): rules is Robot =>
  typeof rules === 'object' && rules !== null && !('unreachableStatus' in rules);

interface Entry {
  rules: Promise<Rules>;
  settled: Rules | null;
  expires: number;
}

const cache = new Map<string, Entry>();

export interface RobotsOptions {
  allowLoopback: boolean;
  userAgent?: string;
}

/**
 * Whether the site's robots.txt lets this product's crawler fetch the URL. Throws
 * IntakeError('robots_unavailable') while the server answers robots.txt with an error (5xx).
 */
export async function isAllowed(
  url: string,
  { allowLoopback, userAgent = USER_AGENT }: RobotsOptions,
): Promise<boolean> {
  const rules = await rulesFor(new URL(url), allowLoopback, userAgent);
  if (rules === 'allow_all') return true;
  if (rules === 'disallow_all') return false;
  if (!isRobot(rules)) {
    throw new IntakeError(
      `The site's robots.txt could not be read (HTTP ${rules.unreachableStatus}); we will try again later.`,
      'robots_unavailable',
    );
  }
  return rules.isAllowed(url, userAgent) ?? true;
}

/**
 * The Crawl-delay the host's robots.txt asks of this crawler, in ms, from rules already read (isAllowed
 * runs first in a host's turn); null when it sets none.
 */
export function crawlDelayMs(host: string, userAgent = USER_AGENT): number | null {
  for (const origin of [`https://${host}`, `http://${host}`]) {
    const rules = cache.get(origin)?.settled ?? null;
    if (isRobot(rules)) {
      const seconds = rules.getCrawlDelay(userAgent);
      if (seconds !== undefined && Number.isFinite(seconds) && seconds >= 0) return seconds * 1000;
    }
  }
  return null;
}

function rulesFor(url: URL, allowLoopback: boolean, userAgent: string): Promise<Rules> {
  const origin = url.origin;
  const cached = cache.get(origin);
  if (cached && cached.expires > Date.now()) return cached.rules;
  cache.delete(origin);
  // Oldest first in a Map: past the cap, the origin read longest ago goes.
  while (cache.size >= CACHE_MAX_ORIGINS) cache.delete(cache.keys().next().value!);
  const entry: Entry = {
    rules: readRules(origin, allowLoopback, userAgent),
    settled: null,
    expires: Date.now() + CACHE_TTL_MS,
  };
  void entry.rules.then((rules) => {
    entry.settled = rules;
    if (!isRobot(rules) && typeof rules === 'object') entry.expires = Date.now() + UNREACHABLE_TTL_MS;
  });
  cache.set(origin, entry);
  return entry.rules;
}

/**
 * A missing robots.txt (other 4xx), an unreachable site or a file that is not text allows everything;
 * 401 and 403 are read the conservative way, as a site that does not want crawlers (the older robots.txt
 * convention), not as "no rules"; a server error (5xx) is "unreachable", a complete disallow for now.
 */
async function readRules(origin: string, allowLoopback: boolean, userAgent: string): Promise<Rules> {
  const robotsUrl = `${origin}/robots.txt`;
  try {
    const answer = await fetchSource(robotsUrl, {
      accept: ['text/plain'],
      allowLoopback,
      userAgent,
      limits: { maxBytes: ROBOTS_MAX_BYTES },
    });
    // fetchSource sends no validators here, so a 304 cannot come back; read it as "no rules".
    if (answer.notModified) return 'allow_all';
    const parts: Buffer[] = [];
    for await (const chunk of answer.body) parts.push(Buffer.from(chunk));
    return robotsParser(robotsUrl, Buffer.concat(parts).toString('utf8'));
  } catch (error) {
    if (!(error instanceof HttpStatusError)) return 'allow_all';
    if (error.status >= 500) return { unreachableStatus: error.status };
    return error.status === 401 || error.status === 403 ? 'disallow_all' : 'allow_all';
  }
}

/** The site's own address for the user agent; the processes validate the configuration themselves at start. */
function siteOrigin(): string {
  try {
    return loadConfig().publicUrl;
  } catch {
    return 'http://localhost:3000';
  }
}
