// ioredis's errors for "Redis did not answer", in one place: the gateway answers them with 503 and a
// sentence (gateway/src/plugins/errors.ts). Its connections fail fast on purpose (producer.ts), so
// while Redis is down a command is refused at once with one of these.

/** ioredis's own messages (Redis.js, event_handler.js, Command.js) for a command that could not run. */
const REDIS_MESSAGES = [
  "Stream isn't writeable and enableOfflineQueue options is false",
  'Connection is closed.',
  'Command timed out',
  'Command aborted due to connection close',
  'Reached the max retries per request limit',
];

const REDIS_ERROR_NAMES = new Set(['MaxRetriesPerRequestError', 'AbortError']);

/** True when `error` says Redis could not be reached, not that a command was wrong. */
export function isRedisUnavailable(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const { name, message } = error as { name?: unknown; message?: unknown };
  if (typeof name === 'string' && REDIS_ERROR_NAMES.has(name)) return true;
  return typeof message === 'string' && REDIS_MESSAGES.some((m) => message.startsWith(m));
}
