import { AsyncLocalStorage } from 'node:async_hooks';

/** Per admin write: whether the service already recorded its own line (with before/after). */
export const auditScope = new AsyncLocalStorage<{ recorded: boolean }>();
