import { Inject, Injectable } from '@nestjs/common';
import { randomBytes } from 'node:crypto';
import { SessionInfo, TOKEN_TTL_MS } from '../../../../types/user';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { AppException } from '../../common/app-exception';
import { sessionKey, sha256Hex } from '../../common/crypto';
import type { Caller } from '../../common/request-context';
import { SessionCache } from '../../common/session-cache';
import { UserRepository } from '../user/user.repository';
import { UserPresenter } from '../user/user.presenter';
import type { UserEntity } from '../user/entities/user.entity';
import { TokenRepository } from './token.repository';

/** An expired token may still be exchanged for a fresh expiry this long afterwards. */
const REFRESH_GRACE_MS = 7 * 24 * 3600 * 1000;

/** Opaque random tokens, stored hashed, with an expiry (DESIGN §5). */
@Injectable()
export class TokenService {
  /** token -> its hash for peek(), bounded: a warm read then hashes nothing */
  private readonly hashes = new Map<string, string>();

  constructor(
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    private readonly tokens: TokenRepository,
    private readonly users: UserRepository,
    private readonly present: UserPresenter,
    private readonly cache: SessionCache,
  ) {}

  /** Creates a session for a user; every sign-in flow ends here. */
  async issue(user: UserEntity, via: string): Promise<SessionInfo> {
    const token = randomBytes(32).toString('base64url');
    const tokenHash = sha256Hex(token);
    const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
    await this.tokens.insert({ uid: user.uid, tokenHash, expiresAt, via });
    return await this.sessionInfo(user, token, tokenHash, expiresAt);
  }

  /** The caller behind a token + uid header pair, or null when they don't match a live session. */
  async resolve(token: string, uid: string): Promise<Caller | null> {
    const tokenHash = sha256Hex(token);
    const cached = this.cache.get(tokenHash);
    if (cached) return cached.uid === uid ? cached : null;
    const startedAt = Date.now();
    const row = await this.tokens.findSession(tokenHash);
    if (!row || row.expiresAt.getTime() <= Date.now()) return null;
    const caller: Caller = {
      uid: row.uid,
      tokenHash,
      admin: row.admin,
      partner: row.partner,
      phoneBound: row.phoneBound,
      expiresAt: row.expiresAt,
      responseKey: sessionKey(this.config.secret, tokenHash),
    };
    this.cache.set(caller, startedAt);
    return caller.uid === uid ? caller : null;
  }

  /**
   * resolve() from the session cache alone: the caller, null when the token belongs to another
   * uid, undefined when the cache cannot tell (then only resolve() may decide).
   */
  peek(token: string, uid: string): Caller | null | undefined {
    let hash = this.hashes.get(token);
    if (hash === undefined) {
      if (this.hashes.size >= 50_000) this.hashes.clear();
      this.hashes.set(token, (hash = sha256Hex(token)));
    }
    const cached = this.cache.get(hash);
    return cached && (cached.uid === uid ? cached : null);
  }

  /** Token expire (SPEC §7): extends a live or recently expired token. */
  async refresh(uid: string, token: string): Promise<SessionInfo> {
    const tokenHash = sha256Hex(token);
    const row = await this.tokens.findByHash(tokenHash);
    if (!row || row.uid !== uid || row.expiresAt.getTime() + REFRESH_GRACE_MS <= Date.now()) {
      throw AppException.unauthorized();
    }
    const user = await this.users.findByUid(uid);
    if (!user) throw AppException.unauthorized();
    const expiresAt = new Date(Date.now() + TOKEN_TTL_MS);
    await this.tokens.extend(row.id, expiresAt);
    await this.cache.dropToken(tokenHash);
    return await this.sessionInfo(user, token, tokenHash, expiresAt);
  }

  /** Token delete / logout: the token stops working at once. Deleting twice is not an error. */
  async revoke(uid: string, token: string): Promise<void> {
    const tokenHash = sha256Hex(token);
    await this.tokens.deleteByHash(uid, tokenHash);
    await this.cache.dropToken(tokenHash);
  }

  private async sessionInfo(user: UserEntity, token: string, tokenHash: string, expiresAt: Date): Promise<SessionInfo> {
    return {
      token,
      uid: user.uid,
      expiredIn: expiresAt.getTime(),
      response_key: sessionKey(this.config.secret, tokenHash).toString('base64'),
      user: await this.present.profile(user),
    };
  }
}
