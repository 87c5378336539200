// The one way the web app calls the API (spec section 7): same-origin, credentials sent, a 120 s
// time-out; answers carrying an `error` field count as failures. Filter objects travel as JSON text.
// From a tenant host or a /saas path every call names the tenant in the X-Tenant header and carries the
// staff token (issue 13); a tenant authentication failure ends the staff sign-in (spec section 4).
import { endStaffSession, isStaffAuthFailure, storedStaffToken } from '../layout/staff-session.ts';
import { tenantSlugOf } from '../layout/tenant.ts';
import { CSRF_HEADER, CSRF_INVALID } from '@phd/contracts/http/csrf';
import { TENANT_HEADER } from '@phd/contracts/tenant-site';

export const API_TIMEOUT_MS = 120_000;

export class ApiError extends Error {
  constructor(
    message: string,
    readonly status: number,
    readonly body: unknown,
  ) {
    super(message);
    this.name = 'ApiError';
  }
}

export type QueryValue = string | number | boolean | undefined | null | { in: string[] };

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  query?: Record<string, QueryValue>;
  /** Sent as JSON, or as multipart when it is FormData (file uploads). */
  body?: unknown;
  signal?: AbortSignal;
  /** The tenant slug to name in X-Tenant instead of the page's (the /saas login checks a typed site). */
  tenant?: string;
  /** Sent without a bearer token, and its failures are the caller's to show (sign-in, e-mailed links). */
  anonymous?: boolean;
}

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/** Local storage keys of spec section 3: the recruiter's bearer token, else the main one. */
export const RECRUITER_TOKEN_KEY = 'university_token';
export const MAIN_TOKEN_KEY = 'token';

function bearerToken(): string | null {
  try {
    return localStorage.getItem(RECRUITER_TOKEN_KEY) || localStorage.getItem(MAIN_TOKEN_KEY);
  } catch {
    return null; // storage disabled: cookies still carry the sessions
  }
}

/** The tenant this page is for (tenant host, or /saas with a remembered site), else null. */
function tenantSlug(): string | null {
  if (typeof window === 'undefined') return null;
  return tenantSlugOf(window.location);
}

// Cookie-authenticated writes carry a CSRF token (gateway/src/auth/candidate-session.ts). One token
// serves the whole visit; it is fetched on the first write and fetched again when the server refuses it.
let csrfToken: Promise<string> | undefined;

function loadCsrfToken(): Promise<string> {
  const site = tenantSlug();
  csrfToken ??= fetch('/api/csrf-token', {
    credentials: 'include',
    headers: site ? { [TENANT_HEADER]: site } : {},
    signal: AbortSignal.timeout(API_TIMEOUT_MS),
  })
    .then(async (response) => {
      if (!response.ok) throw new ApiError(`Request failed (${response.status})`, response.status, undefined);
      return ((await response.json()) as { token: string }).token;
    })
    .catch((error: unknown) => {
      csrfToken = undefined;
      throw error;
    });
  return csrfToken;
}

/** Query string with object values as JSON text; empty values are left out. */
export function toQueryString(query: Record<string, QueryValue> = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null || value === '') continue;
    params.set(key, typeof value === 'object' ? JSON.stringify(value) : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/**
 * The readable text of an error answer. The gateway answers `{ error: <code>, message: <text> }`; other
 * answers may carry only `error` (spec section 7), which is then the text.
 */
function errorMessage(body: unknown, status: number): string {
  if (body && typeof body === 'object') {
    const { error, message } = body as { error?: unknown; message?: unknown };
    if (typeof message === 'string' && message) return message;
    if (typeof error === 'string' && error) return error;
  }
  return `Request failed (${status})`;
}

async function send(
  path: string,
  { method = 'GET', query, body, signal, tenant, anonymous }: RequestOptions,
): Promise<Response> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const headers: Record<string, string> = { accept: 'application/json' };
  // FormData sets its own multipart content type (with the boundary).
  if (body !== undefined && !(body instanceof FormData)) headers['content-type'] = 'application/json';
  if (!SAFE_METHODS.has(method)) headers[CSRF_HEADER] = await loadCsrfToken();
  // Spec section 7: every call carries the stored bearer token, the recruiter's first; a university
  // site's calls carry its staff token (a recruiter's token means nothing there).
  const site = tenant ?? tenantSlug();
  const bearer = anonymous ? null : site ? storedStaffToken() : bearerToken();
  if (bearer) headers.authorization = `Bearer ${bearer}`;
  if (site) headers[TENANT_HEADER] = site;
  return fetch(`${path}${toQueryString(query)}`, {
    method,
    credentials: 'include',
    headers,
    body: body === undefined ? undefined : body instanceof FormData ? body : JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  try {
    return text ? JSON.parse(text) : undefined;
  } catch {
    return text;
  }
}

function errorCode(body: unknown): unknown {
  return body && typeof body === 'object' ? (body as { error?: unknown }).error : undefined;
}

/** Whether a call is a university site's, made with a staff token. */
function staffCall(options: RequestOptions): boolean {
  return !options.anonymous && (options.tenant ?? tenantSlug()) !== null && storedStaffToken() !== null;
}

export async function api<T>(path: string, options: RequestOptions = {}): Promise<T> {
  let response = await send(path, options);
  let parsed = await readBody(response);
  if (response.status === 403 && errorCode(parsed) === CSRF_INVALID) {
    // The token may have been made for an earlier CSRF cookie (cleared, expired): one fresh try.
    csrfToken = undefined;
    response = await send(path, options);
    parsed = await readBody(response);
  }
  const flagged = parsed !== null && typeof parsed === 'object' && 'error' in parsed && Boolean(parsed.error);
  if (!response.ok || flagged) {
    const message = errorMessage(parsed, response.status);
    // Spec sections 4 and 7: a signed-in tenant call refused for its sign-in clears it, goes to the
    // site's login and returns an empty object. (A failed sign-in carries no token: its message shows.)
    if (staffCall(options) && isStaffAuthFailure(response.status, message)) {
      endStaffSession();
      return {} as T;
    }
    throw new ApiError(message, response.status, parsed);
  }
  return parsed as T;
}

/**
 * A file the API serves (a resume, a CSV export): fetched with the same headers as every call, since a
 * staff token travels only as a header and an <iframe> or a link cannot send it.
 */
export async function apiFile(path: string, options: RequestOptions = {}): Promise<Blob> {
  const response = await send(path, options);
  if (!response.ok) {
    const parsed = await readBody(response);
    const message = errorMessage(parsed, response.status);
    if (staffCall(options) && isStaffAuthFailure(response.status, message)) endStaffSession();
    throw new ApiError(message, response.status, parsed);
  }
  return response.blob();
}
