// What went wrong talking to a site's identity provider, from openid-client's errors (which carry
// oauth4webapi's codes, with the claim or status in their `cause`), the fetch's TypeError (with the
// socket or TLS error, or guarded-fetch.ts's refusal, in its `cause`) and this module's own refusals:
// as the refusal a person at the login page sees, and as a sentence for the owner checking the settings.
import * as client from 'openid-client';
import { SsoRefusal, type SsoRefusalCode } from '../refusal.ts';
import { RefusedAddress, TooLarge } from './guarded-fetch.ts';
import { IssuerRefused } from './site.ts';

type Coded = { code?: unknown; message?: unknown; cause?: unknown; status?: unknown; claim?: unknown };

/** The error and every `cause` below it. */
function chain(error: unknown): Coded[] {
  const found: Coded[] = [];
  let current: unknown = error;
  while (current && typeof current === 'object' && found.length < 8) {
    found.push(current as Coded);
    current = (current as Coded).cause;
  }
  return found;
}

const codeOf = (error: unknown) => {
  const c = (error as Coded | undefined)?.code;
  return typeof c === 'string' ? c : undefined;
};

const TLS_CODES = new Set([
  'DEPTH_ZERO_SELF_SIGNED_CERT',
  'SELF_SIGNED_CERT_IN_CHAIN',
  'UNABLE_TO_VERIFY_LEAF_SIGNATURE',
  'UNABLE_TO_GET_ISSUER_CERT',
  'UNABLE_TO_GET_ISSUER_CERT_LOCALLY',
  'CERT_HAS_EXPIRED',
  'CERT_NOT_YET_VALID',
  'CERT_REVOKED',
  'CERT_UNTRUSTED',
  'ERR_TLS_CERT_ALTNAME_INVALID',
  'ERR_SSL_WRONG_VERSION_NUMBER',
  'EPROTO',
]);

export type Problem =
  | { kind: 'refused'; message: string }
  | { kind: 'address'; host: string }
  | { kind: 'not_found'; host: string }
  | { kind: 'tls'; code: string }
  | { kind: 'unreachable'; code: string }
  | { kind: 'too_large' }
  | { kind: 'status'; status: number }
  | { kind: 'not_json' }
  | { kind: 'not_oidc' }
  | { kind: 'issuer_mismatch'; found: string }
  | { kind: 'other'; detail: string };

/** The network or discovery problem behind an error, when there is one. */
export function problemOf(error: unknown): Problem {
  const links = chain(error);
  for (const link of links) {
    if (link instanceof IssuerRefused) return { kind: 'refused', message: link.message };
    if (link instanceof RefusedAddress) return { kind: 'address', host: link.host };
    if (link instanceof TooLarge) return { kind: 'too_large' };
    const code = codeOf(link);
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN') {
      return { kind: 'not_found', host: String((link as { hostname?: unknown }).hostname ?? '') };
    }
    if (code && (TLS_CODES.has(code) || code.startsWith('ERR_TLS') || code.startsWith('ERR_SSL'))) {
      return { kind: 'tls', code };
    }
    if (
      code &&
      [
        'ECONNREFUSED',
        'ECONNRESET',
        'EHOSTUNREACH',
        'ENETUNREACH',
        'ETIMEDOUT',
        'UND_ERR_CONNECT_TIMEOUT',
        'UND_ERR_SOCKET',
        'UND_ERR_HEADERS_TIMEOUT',
        'UND_ERR_BODY_TIMEOUT',
        'OAUTH_TIMEOUT',
        'OAUTH_ABORT',
      ].includes(code)
    ) {
      return { kind: 'unreachable', code };
    }
  }
  const top = links[0];
  const code = codeOf(top);
  if (code === 'OAUTH_RESPONSE_IS_NOT_CONFORM') {
    const response = links.find((l) => l instanceof Response) as Response | undefined;
    return { kind: 'status', status: response?.status ?? 0 };
  }
  if (code === 'OAUTH_RESPONSE_IS_NOT_JSON' || code === 'OAUTH_PARSE_ERROR') return { kind: 'not_json' };
  if (code === 'OAUTH_INVALID_RESPONSE' || code === 'OAUTH_MISSING_SERVER_METADATA') return { kind: 'not_oidc' };
  if (code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') {
    const body = (top?.cause as { body?: { issuer?: unknown }; attribute?: unknown } | undefined) ?? {};
    if (body.attribute === 'issuer') return { kind: 'issuer_mismatch', found: String(body.body?.issuer ?? '') };
  }
  if (top instanceof TypeError && top.message === 'fetch failed') return { kind: 'unreachable', code: 'fetch' };
  return { kind: 'other', detail: top instanceof Error ? `${top.name}: ${top.message}` : String(error) };
}

/** For the owner's "Check connection": what is wrong, and what to look at. */
export function describeProblem(problem: Problem, issuer: string): string {
  switch (problem.kind) {
    case 'refused':
      return problem.message;
    case 'address':
      return `The issuer address ${problem.host} leads to a private network address, which this server does not connect to.`;
    case 'not_found':
      return `The issuer's host name${problem.host ? ` ${problem.host}` : ''} could not be found. Check the issuer address for typing mistakes.`;
    case 'tls':
      return `The identity provider's HTTPS certificate could not be trusted (${problem.code}). It must be valid for its address and issued by a public certificate authority.`;
    case 'unreachable':
      return `The identity provider at ${issuer} could not be reached (${problem.code === 'fetch' ? 'no answer' : problem.code}). Check the address, or try again later.`;
    case 'too_large':
      return 'The identity provider answered with far more data than an OpenID provider sends.';
    case 'status':
      return problem.status === 404
        ? `No OpenID Connect configuration was found at ${issuer} (its /.well-known/openid-configuration answered 404 Not Found). Check the issuer address.`
        : `The identity provider answered ${problem.status || 'an unexpected status'} when asked for its OpenID Connect configuration.`;
    case 'not_json':
      return `The address ${issuer} answered, but not with an OpenID Connect configuration. Check the issuer address.`;
    case 'not_oidc':
      return `The address ${issuer} answered with something that is not a usable OpenID Connect configuration.`;
    case 'issuer_mismatch':
      return `The identity provider calls itself ${problem.found}, not ${issuer}. Use exactly ${problem.found} as the issuer.`;
    case 'other':
      return 'The identity provider could not be used. Check the issuer address, client ID and client secret.';
  }
}

/** The claim an ID token check failed on (iss, aud, azp, nonce, exp…), if it says. */
function failedClaim(error: unknown): string | undefined {
  for (const link of chain(error)) {
    const claim = (link.cause as { claim?: unknown } | undefined)?.claim ?? link.claim;
    if (typeof claim === 'string') return claim;
  }
  return undefined;
}

const messageOf = (error: unknown) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error));

/** Any error while reading a callback, as the refusal the person sees; the detail is for the log. */
export function refusalFor(error: unknown): SsoRefusal {
  if (error instanceof SsoRefusal) return error;
  const detail = chain(error)
    .map((l) => (typeof l.message === 'string' ? l.message : ''))
    .filter(Boolean)
    .join(' <- ');
  const refuse = (code: SsoRefusalCode) => new SsoRefusal(code, detail || messageOf(error));

  if (error instanceof client.AuthorizationResponseError) {
    if (error.error === 'access_denied') return refuse('cancelled');
    if (error.error === 'temporarily_unavailable' || error.error === 'server_error') {
      return refuse('provider_unavailable');
    }
    return refuse('failed');
  }
  if (error instanceof client.ResponseBodyError) {
    return refuse(error.status >= 500 ? 'provider_unavailable' : 'failed');
  }
  const code = codeOf(error);
  if (code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED') {
    const claim = failedClaim(error);
    if (claim === 'iss') return refuse('wrong_issuer');
    if (claim === 'aud' || claim === 'azp') return refuse('wrong_audience');
    return refuse('invalid_response');
  }
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return refuse('expired');
  if (code === 'OAUTH_KEY_SELECTION_FAILED') return refuse('bad_signature');
  if (chain(error).some((l) => l.message === 'JWT signature verification failed')) return refuse('bad_signature');

  const problem = problemOf(error);
  switch (problem.kind) {
    case 'refused':
      return refuse('not_configured');
    case 'address':
    case 'not_found':
    case 'tls':
    case 'unreachable':
      return refuse('provider_unavailable');
    case 'status':
      return refuse(problem.status >= 500 || problem.status === 0 ? 'provider_unavailable' : 'invalid_response');
    case 'too_large':
    case 'not_json':
    case 'not_oidc':
      return refuse('invalid_response');
    case 'issuer_mismatch':
    case 'other':
      return refuse('failed');
  }
}
