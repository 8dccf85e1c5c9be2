import type { FastifyRequest } from 'fastify';

/** What the session guard learns about the caller; attached to the request. */
export interface Caller {
  uid: string;
  tokenHash: string;
  admin: boolean;
  partner: boolean;
  phoneBound: boolean;
  expiresAt: Date;
}

export type AppRequest = FastifyRequest & { caller?: Caller };
