// Typed domain errors. Services throw these; the gateway's error plugin maps each kind to one HTTP
// status and the `{ error, message }` body the web client reads. `message` is for people.

export type DomainErrorKind =
  | 'invalid'
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'gone'
  | 'conflict'
  | 'too_large'
  | 'rate_limited'
  | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Field-level details, e.g. which inputs were wrong. */
    readonly details?: Record<string, string>,
    /** A more specific `error` code than the kind, for clients that act on it (e.g. email_not_verified). */
    readonly code?: string,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, details?: Record<string, string>, code?: string) =>
  new DomainError('invalid', message, details, code);
export const unauthorized = (message = 'Please sign in to continue.') => new DomainError('unauthorized', message);
export const forbidden = (message = 'You do not have access to this.', code?: string) =>
  new DomainError('forbidden', message, undefined, code);
export const notFound = (message: string) => new DomainError('not_found', message);
/** It existed and was removed on purpose (a deleted opportunity): 410, so links and crawlers let go. */
export const gone = (message: string) => new DomainError('gone', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too_large', message);
export const rateLimited = (message: string) => new DomainError('rate_limited', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
