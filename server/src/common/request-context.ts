import type { FastifyRequest } from 'fastify';

/** What the session guard learns about the caller; attached to the request. */
export interface Caller {
  uid: string;
  tokenHash: string;
  admin: boolean;
  partner: boolean;
  phoneBound: boolean;
  expiresAt: Date;
  /** the derived per-session response key, when the guard already has it */
  responseKey?: Buffer;
}

export type AppRequest = FastifyRequest & { caller?: Caller };
