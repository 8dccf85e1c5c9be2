import type { FastifyRequest } from 'fastify';
import { randomUUID } from 'node:crypto';
import type { IncomingHttpHeaders } from 'node:http';
import { REQUEST_ID_HEADER } from '../../../types/api';

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

function header(req: { headers: IncomingHttpHeaders }, name: string): string | undefined {
  const v = req.headers[name];
  return typeof v === 'string' && v.length > 0 && v.length <= 512 ? v : undefined;
}

const REQUEST_ID_RE = /^[\w-]{8,64}$/;

/** The request id: the caller's `x-request-id` when well formed (tracing across services), else a new one. */
export function requestIdOf(req: { headers: IncomingHttpHeaders }): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && REQUEST_ID_RE.test(given) ? given : randomUUID();
}

/** The session headers (`Authorization: <token>`, `uid`), when both are there and well formed. */
export function credentialsOf(req: { headers: IncomingHttpHeaders }): { token: string; uid: string } | undefined {
  const token = header(req, 'authorization')?.replace(/^Bearer\s+/i, '');
  const uid = header(req, 'uid');
  return token && uid ? { token, uid } : undefined;
}
