/**
 * Errors that mean a backing service (MariaDB, Redis) cannot be reached right now, as opposed to
 * a bug: the request is answered 503 with the network-error message, and the next one may work
 * (the database pool and the Redis client reconnect on their own).
 */
const NETWORK_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'PROTOCOL_CONNECTION_LOST',
  'PROTOCOL_SEQUENCE_TIMEOUT',
  'ER_SERVER_SHUTDOWN',
  'ER_CON_COUNT_ERROR',
  'ER_SERVER_GONE_ERROR',
]);
const REDIS_DOWN = /^(Connection is closed\.|Stream isn't writeable|Reached the max retries per request limit)/;

export function isOutage(e: unknown, depth = 0): boolean {
  if (typeof e !== 'object' || e === null || depth > 3) return false;
  const err = e as { code?: unknown; name?: unknown; message?: unknown; driverError?: unknown; cause?: unknown };
  if (typeof err.code === 'string' && NETWORK_CODES.has(err.code)) return true;
  if (err.name === 'MaxRetriesPerRequestError') return true;
  if (typeof err.message === 'string' && REDIS_DOWN.test(err.message)) return true;
  // TypeORM wraps the driver's error; pools wrap connection errors
  return isOutage(err.driverError, depth + 1) || isOutage(err.cause, depth + 1);
}
