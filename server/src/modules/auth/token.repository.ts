import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { LessThan, Repository } from 'typeorm';
import { UserTokenEntity } from './entities/user-token.entity';

@Injectable()
export class TokenRepository {
  constructor(@InjectRepository(UserTokenEntity) private readonly repo: Repository<UserTokenEntity>) {}

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
