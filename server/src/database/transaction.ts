import type { DataSource, EntityManager } from 'typeorm';

/**
 * Runs `fn` in one database transaction. better-sqlite3 shares ONE query runner per data source,
 * so two concurrent `ds.transaction` calls would nest as savepoints of each other; on SQLite the
 * transactions are therefore queued in process (the embedded database has one process anyway).
 * MariaDB/MySQL get real concurrent transactions, and callers lock rows with {@link forUpdate}.
 */
const queues = new WeakMap<DataSource, Promise<unknown>>();

export function inTransaction<T>(ds: DataSource, fn: (em: EntityManager) => Promise<T>): Promise<T> {
  if (ds.options.type !== 'better-sqlite3') return withDeadlockRetry(() => ds.transaction(fn));
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

/** InnoDB picks a victim when two transactions wait on each other (gap locks on concurrent inserts); the victim's work is rolled back whole, so running it again is safe. */
const DEADLOCK = new Set(['ER_LOCK_DEADLOCK', 'ER_LOCK_WAIT_TIMEOUT']);
const RETRIES = 12;

async function withDeadlockRetry<T>(run: () => Promise<T>): Promise<T> {
  for (let attempt = 1; ; attempt++) {
    try {
      return await run();
    } catch (err) {
      const code = (err as { driverError?: { code?: string }; code?: string }).driverError?.code ?? (err as { code?: string }).code;
      if (!code || !DEADLOCK.has(code) || attempt >= RETRIES) throw err;
      await new Promise((r) => setTimeout(r, 5 + Math.random() * 25 * attempt));
    }
  }
}

/** Row lock option for a find inside a transaction: FOR UPDATE where the driver has it. */
export function forUpdate(em: EntityManager): { lock?: { mode: 'pessimistic_write' } } {
  const t = em.connection.options.type;
  return t === 'mariadb' || t === 'mysql' ? { lock: { mode: 'pessimistic_write' } } : {};
}
