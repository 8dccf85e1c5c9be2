import type { FastifyInstance } from 'fastify';
import { API_BASE, ENCRYPTED_HEADER } from '../../../types/api';
import type { AppConfig } from '../config/app-config';
import { encrypt, sessionKey } from './crypto';
import type { AppRequest } from './request-context';

const DOCS = `${API_BASE}/docs`;

/**
 * Encrypts every JSON response under /api (successes and errors alike) as the last step
 * before sending: the session key when the caller is signed in, else the deployment key.
 */
export function registerResponseEncryption(fastify: FastifyInstance, config: AppConfig): void {
  if (!config.encrypt) return;
  fastify.addHook('onSend', async (request, reply, payload) => {
    const url = request.url;
    if (!url.startsWith(`${API_BASE}/`) || url.startsWith(DOCS) || typeof payload !== 'string') return payload;
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return payload;
    const caller = (request as AppRequest).caller;
    const body = caller ? encrypt(payload, caller.responseKey ?? sessionKey(config.secret, caller.tokenHash), 's') : encrypt(payload, config.deployKey, 'd');
    reply.header(ENCRYPTED_HEADER, '1');
    return JSON.stringify(body);
  });
}
