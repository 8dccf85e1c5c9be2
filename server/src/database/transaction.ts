import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `fn` in one database transaction. better-sqlite3 shares ONE query runner per data source,
 * so two concurrent `ds.transaction` calls would nest as savepoints of each other; on SQLite the
 * transactions are therefore queued in process (the embedded database has one process anyway).
 * MariaDB/MySQL get real concurrent transactions, and callers lock rows with {@link forUpdate}.
 */
const queues = new WeakMap<DataSource, Promise<unknown>>();

export function inTransaction<T>(ds: DataSource, fn: (em: EntityManager) => Promise<T>): Promise<T> {
  if (ds.options.type !== 'better-sqlite3') return ds.transaction(fn);
  const prev = queues.get(ds) ?? Promise.resolve();
  const run = prev.then(
    () => ds.transaction(fn),
    () => ds.transaction(fn),
  );
  // the queue continues whether this one commits or fails
  queues.set(
    ds,
    run.catch(() => undefined),
  );
  return run;
}

/** Row lock option for a find inside a transaction: FOR UPDATE where the driver has it. */
export function forUpdate(em: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
  const t = em.connection.options.type;
  return t === 'mariadb' || t === 'mysql' ? { lock: { mode: 'pessimistic_write' } } : {};
}
