// Which URLs an import may fetch (issue 31, docs/imports.md "Fetching safely"): a source URL is typed by
// a recruiter or a university site, so without this check it would let anyone make the server read its
// own network (databases, admin ports, the cloud metadata service at 169.254.169.254). Only http(s) to a
// public unicast address on the usual ports is fetched; the caller then connects to the very address
// checked here (safe-fetch.ts pins it), so a second DNS answer cannot swap in a private one.
import { lookup } from 'node:dns/promises';
import { isIP, type LookupFunction } from 'node:net';
import { Agent } from 'undici';
import ipaddr from 'ipaddr.js';
import { IntakeError } from '../types.ts';

export interface CheckedAddress {
  address: string;
  family: 4 | 6;
}

export interface AddressPolicy {
  /**
   * Admits 127.0.0.0/8 and ::1 (and any port) for the tests' fixture servers; never private or
   * link-local ranges. Comes from config.intakeAllowLoopback, which production ignores.
   */
  allowLoopback: boolean;
}

const PUBLIC_PORTS = new Set([80, 443]);

export function refusedAddress(host: string): IntakeError {
  return new IntakeError(`The address ${host} is not on the public internet, so it is not fetched`, 'refused_address');
}

/**
 * Resolves the URL's host and returns the address to connect to, or throws IntakeError. Numeric forms
 * (`http://2130706433/`, `http://0x7f.1/`) reach here already normalised by the WHATWG URL parser.
 */
export async function checkAddress(url: URL, { allowLoopback }: AddressPolicy): Promise<CheckedAddress> {
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new IntakeError(
      `Only http and https addresses are fetched, not ${url.protocol.replace(/:$/, '')}`,
      'refused_address',
    );
  }
  if (url.username || url.password) {
    throw new IntakeError('An address with a user name or password in it is not fetched', 'refused_address');
  }
  const port = url.port === '' ? (url.protocol === 'https:' ? 443 : 80) : Number(url.port);
  if (!allowLoopback && !PUBLIC_PORTS.has(port)) {
    throw new IntakeError(`Only the usual web ports (80 and 443) are fetched, not ${port}`, 'refused_address');
  }
  const host = url.hostname.replace(/^\[(.*)\]$/, '$1');
  const addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await resolve(host);
  // Every answer must pass, not just the first: the connection may use any of them.
  for (const { address } of addresses) {
    if (!isPublic(address, allowLoopback)) throw refusedAddress(url.hostname);
  }
  // The connection is pinned to one address, so there is no falling back from one family to the other:
  // IPv4 when the host has it, since many servers have an AAAA record but no working IPv6 route.
  const chosen = addresses.find((a) => a.family === 4) ?? addresses[0];
  if (!chosen) throw refusedAddress(url.hostname);
  return { address: chosen.address, family: chosen.family === 6 ? 6 : 4 };
}

/** True for public unicast addresses (IPv4-mapped IPv6 judged as the IPv4 inside); loopback only if allowed. */
export function isPublic(address: string, allowLoopback: boolean): boolean {
  if (!ipaddr.isValid(address)) return false;
  const range = ipaddr.process(address).range();
  return range === 'unicast' || (allowLoopback && range === 'loopback');
}

async function resolve(host: string): Promise<{ address: string; family: number }[]> {
  try {
    const answers = await lookup(host, { all: true, verbatim: true });
    if (answers.length === 0) throw new Error('no addresses');
    return answers;
  } catch {
    throw new IntakeError(`The address ${host} could not be found`, 'unreachable');
  }
}

/**
 * An agent whose every connection goes to the address checkAddress approved: undici would otherwise
 * resolve the name again, and a DNS answer that changed in between (rebinding) could be private.
 */
export function pinnedAgent({ address, family }: CheckedAddress, timeoutMs: number): Agent {
  const lookup: LookupFunction = (_host, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
  return new Agent({
    connect: { lookup, timeout: timeoutMs },
    headersTimeout: timeoutMs,
    bodyTimeout: timeoutMs,
    connections: 1,
  });
}
