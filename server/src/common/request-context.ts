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

function header(req: FastifyRequest, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' && v.length > 0 && v.length <= 512 ? v : undefined;
}

/** The session headers (`Authorization: <token>`, `uid`), when both are there and well formed. */
export function credentialsOf(req: FastifyRequest): { token: string; uid: string } | undefined {
  const token = header(req, 'authorization')?.replace(/^Bearer\s+/i, '');
  const uid = header(req, 'uid');
  return token && uid ? { token, uid } : undefined;
}
