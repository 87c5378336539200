// The one way the web app calls the API (spec section 7): same-origin, credentials sent, a 120 s
// time-out; answers carrying an `error` field count as failures. Filter objects travel as JSON text.

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
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  query?: Record<string, QueryValue>;
  body?: unknown;
  signal?: AbortSignal;
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

export async function api<T>(path: string, { method = 'GET', query, body, signal }: RequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(API_TIMEOUT_MS);
  const response = await fetch(`${path}${toQueryString(query)}`, {
    method,
    credentials: 'include',
    headers: body === undefined ? { accept: 'application/json' } : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: signal ? AbortSignal.any([signal, timeout]) : timeout,
  });
  const text = await response.text();
  let parsed: unknown = undefined;
  try {
    parsed = text ? JSON.parse(text) : undefined;
  } catch {
    parsed = text;
  }
  const flagged = parsed !== null && typeof parsed === 'object' && 'error' in parsed && Boolean(parsed.error);
  if (!response.ok || flagged) throw new ApiError(errorMessage(parsed, response.status), response.status, parsed);
  return parsed as T;
}
