// Typed domain errors. Services throw these; the gateway's error plugin maps each kind to one HTTP
// status and the `{ error, message }` body the web client reads. `message` is for people.

export type DomainErrorKind =
  'invalid' | 'unauthorized' | 'forbidden' | 'not_found' | 'conflict' | 'too_large' | 'unavailable';

export class DomainError extends Error {
  constructor(
    readonly kind: DomainErrorKind,
    message: string,
    /** Field-level details, e.g. which inputs were wrong. */
    readonly details?: Record<string, string>,
  ) {
    super(message);
    this.name = 'DomainError';
  }
}

export const invalid = (message: string, details?: Record<string, string>) =>
  new DomainError('invalid', message, details);
export const unauthorized = (message = 'Please sign in to continue.') => new DomainError('unauthorized', message);
export const forbidden = (message = 'You do not have access to this.') => new DomainError('forbidden', message);
export const notFound = (message: string) => new DomainError('not_found', message);
export const conflict = (message: string) => new DomainError('conflict', message);
export const tooLarge = (message: string) => new DomainError('too_large', message);
export const unavailable = (message: string) => new DomainError('unavailable', message);
