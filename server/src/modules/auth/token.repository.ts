import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { UserTokenEntity } from './entities/user-token.entity';

export interface SessionRow {
  uid: string;
  expiresAt: Date;
  admin: boolean;
  partner: boolean;
  phoneBound: boolean;
}

interface RawSession {
  uid: string | number;
  expires_at: string | Date;
  is_admin: number | string | boolean;
  is_partner: number | string | boolean;
  telephone: string | null;
}

/** MariaDB hands back Date objects; SQLite the UTC text TypeORM stored. */
function toDate(v: string | Date): Date {
  return v instanceof Date ? v : new Date(`${v.replace(' ', 'T')}Z`);
}

@Injectable()
export class TokenRepository {
  constructor(@InjectRepository(UserTokenEntity) private readonly repo: Repository<UserTokenEntity>) {}

  /**
   * The session behind a token with what the guard needs of its user, in one query: this runs
   * on every signed-in request, so it skips entity hydration.
   */
  async findSession(tokenHash: string): Promise<SessionRow | null> {
    const rows: RawSession[] = await this.repo.query(
      'SELECT t.uid AS uid, t.expires_at AS expires_at, u.is_admin AS is_admin, u.is_partner AS is_partner, u.telephone AS telephone ' +
        'FROM user_tokens t JOIN users u ON u.uid = t.uid WHERE t.token_hash = ?',
      [tokenHash],
    );
    const r = rows[0];
    if (!r) return null;
    return {
      uid: String(r.uid),
      expiresAt: toDate(r.expires_at),
      admin: Boolean(Number(r.is_admin)),
      partner: Boolean(Number(r.is_partner)),
      phoneBound: !!r.telephone,
    };
  }

  findByHash(tokenHash: string): Promise<UserTokenEntity | null> {
    return this.repo.findOneBy({ tokenHash });
  }

  insert(row: Pick<UserTokenEntity, 'uid' | 'tokenHash' | 'expiresAt' | 'via'>): Promise<UserTokenEntity> {
    return this.repo.save(this.repo.create(row));
  }

  async extend(id: string, expiresAt: Date): Promise<void> {
    await this.repo.update({ id }, { expiresAt });
  }

  async deleteByHash(uid: string, tokenHash: string): Promise<boolean> {
    const res = await this.repo.delete({ uid, tokenHash });
    return (res.affected ?? 0) > 0;
  }

  async deleteExpiredBefore(before: Date): Promise<void> {
    await this.repo.delete({ expiresAt: LessThan(before) });
  }
}
