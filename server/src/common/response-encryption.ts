import type { FastifyInstance } from 'fastify';
import { API_BASE, ENCRYPTED_HEADER } from '../../../types/api';
import type { AppConfig } from '../config/app-config';
import { encryptToJson, sessionKey } from './crypto';
import { isEnvelopeBytes } from './envelope';
import type { AppRequest } from './request-context';

const DOCS = `${API_BASE}/docs`;

/**
 * Encrypts every JSON response under /api (successes and errors alike) as the last step
 * before sending: the session key when the caller is signed in, else the deployment key.
 */
export function registerResponseEncryption(fastify: FastifyInstance, config: AppConfig): void {
  if (!config.encrypt) return;
  // a callback hook, not an async one: no promise per response
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    // JSON comes as text, or as bytes when a cached read's JSON was made once (see finalJson)
    if (!url.startsWith(`${API_BASE}/`) || url.startsWith(DOCS) || (typeof payload !== 'string' && !isEnvelopeBytes(payload))) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return done(null, payload);
    const caller = (request as AppRequest).caller;
    const body = caller ? encryptToJson(payload, caller.responseKey ?? sessionKey(config.secret, caller.tokenHash), 's') : encryptToJson(payload, config.deployKey, 'd');
    reply.header(ENCRYPTED_HEADER, '1');
    done(null, body);
  });
}
