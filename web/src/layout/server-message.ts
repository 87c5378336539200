import { ApiError } from '../api/client.ts';

/** The server's human-readable `message` from a failed call, else the screen's own fallback text. */
export function serverMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError && error.body && typeof error.body === 'object') {
    const { message } = error.body as { message?: unknown };
    if (typeof message === 'string' && message.trim()) return message;
  }
  return fallback;
}
