import { AsyncLocalStorage } from 'node:async_hooks';

export interface AuditScope {
  recorded: boolean;
}

/** Per admin write: whether the service already recorded its own line (with before/after). */
export const auditScope = new AsyncLocalStorage<AuditScope>();

let open = 0;

/**
 * Runs `fn` inside `scope`; call the returned `close` once the write is over. When no write is
 * open any more the storage is disabled again: on Node 20 an enabled AsyncLocalStorage keeps
 * promise hooks on for every request of the process, the learners' reads included.
 */
export function openAuditScope<T>(scope: AuditScope, fn: () => T): { result: T; close: () => void } {
  open++;
  let closed = false;
  const close = () => {
    if (closed) return;
    closed = true;
    if (--open === 0) auditScope.disable();
  };
  try {
    return { result: auditScope.run(scope, fn), close };
  } catch (err) {
    close();
    throw err;
  }
}
