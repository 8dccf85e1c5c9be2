import type { FastifyInstance } from 'fastify';
import { API_BASE, ENCRYPTED_HEADER } from '../../../types/api';
import type { AppConfig } from '../config/app-config';
import { encryptToJson, sessionKey } from './crypto';
import { isEnvelopeBytes, isSharedEnvelope } from './envelope';
import type { AppRequest, Caller } from './request-context';

const DOCS = `${API_BASE}/docs`;
/** ciphertexts of shared envelopes kept at most, in bytes (least recently used go first) */
const SEALED_MAX_BYTES = 16 << 20;

/**
 * Ciphertexts of shared envelopes (a cached read's, the same bytes for every response) by key:
 * the same plaintext under the same key is sent sealed as it was the first time. Only equal
 * plaintexts ever share an IV (a miss seals with a fresh random one), so what an observer learns
 * is that two responses are equal, which their lengths and the read being cached tell anyway.
 * Anonymous readers all share the deployment key: one seal serves every one of them.
 */
export class SealedEnvelopes {
  private readonly ids = new WeakMap<object, number>();
  private nextId = 1;
  private readonly entries = new Map<string, Buffer>();
  private bytes = 0;

  constructor(private readonly maxBytes = SEALED_MAX_BYTES) {}

  /** `{"enc",..."data":"..."` as bytes (no closing brace: the request id goes after it) */
  seal(plain: Buffer, key: Buffer, kid: 's' | 'd'): Buffer {
    const id = `${this.idOf(plain)}:${this.idOf(key)}`;
    const hit = this.entries.get(id);
    if (hit !== undefined) {
      this.entries.delete(id);
      this.entries.set(id, hit);
      return hit;
    }
    const sealed = Buffer.from(encryptToJson(plain, key, kid).slice(0, -1));
    this.entries.set(id, sealed);
    this.bytes += sealed.length;
    while (this.bytes > this.maxBytes) {
      const [oldest, value] = this.entries.entries().next().value as [string, Buffer];
      this.entries.delete(oldest);
      this.bytes -= value.length;
    }
    return sealed;
  }

  /** identities, not contents: a shared envelope and a session key are each one object */
  private idOf(o: object): number {
    let id = this.ids.get(o);
    if (id === undefined) this.ids.set(o, (id = this.nextId++));
    return id;
  }
}

/**
 * Seals response envelopes: the session key when the caller is signed in, else the deployment key.
 * A shared envelope (see envelopeOf) has no request id inside: it travels beside the ciphertext.
 */
export class ResponseSealer {
  private readonly sealed = new SealedEnvelopes();

  constructor(private readonly config: AppConfig) {}

  /** `payload` (JSON text, or envelope bytes) as the encrypted body for `caller`, with `id` beside a shared one */
  seal(payload: string | Buffer, caller: Caller | undefined, id: string): string | Buffer {
    const parts = this.sealParts(payload, caller, id);
    return parts.length === 1 ? parts[0] : Buffer.concat(parts.map((p) => (Buffer.isBuffer(p) ? p : Buffer.from(p))));
  }

  /**
   * The same in the pieces it is made of: a shared envelope's ciphertext is sent as it was sealed
   * (no copy of a large page per response), then the request id beside it. Request ids are [\w-]
   * only (requestIdOf): no escaping needed.
   */
  sealParts(payload: string | Buffer, caller: Caller | undefined, id: string): (string | Buffer)[] {
    const key = caller ? (caller.responseKey ?? sessionKey(this.config.secret, caller.tokenHash)) : this.config.deployKey;
    const kid = caller ? 's' : 'd';
    if (Buffer.isBuffer(payload) && isSharedEnvelope(payload)) return [this.sealed.seal(payload, key, kid), `,"request_id":"${id}"}`];
    return [encryptToJson(payload, key, kid)];
  }
}

/**
 * Encrypts every JSON response under /api (successes and errors alike) as the last step before
 * sending (the hot reads seal their own with the same sealer: see HotRoutes).
 */
export function registerResponseEncryption(fastify: FastifyInstance, sealer: ResponseSealer | undefined): void {
  if (!sealer) return;
  // a callback hook, not an async one: no promise per response
  fastify.addHook('onSend', (request, reply, payload, done) => {
    const url = request.url;
    // JSON comes as text, or as bytes when a cached read's JSON was made once (see finalJson)
    if (!url.startsWith(`${API_BASE}/`) || url.startsWith(DOCS) || (typeof payload !== 'string' && !isEnvelopeBytes(payload))) return done(null, payload);
    if (!String(reply.getHeader('content-type') ?? '').includes('application/json')) return done(null, payload);
    reply.header(ENCRYPTED_HEADER, '1');
    done(null, sealer.seal(payload, (request as AppRequest).caller, String(request.id)));
  });
}
