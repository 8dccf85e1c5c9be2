import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository, type SelectQueryBuilder } from 'typeorm';
import { SessionCache } from '../../common/session-cache';
import { PreparedRead } from '../../database/prepared-read';
import { UserEntity } from './entities/user.entity';

/** Named queries over users; services never build TypeORM conditions themselves. */
@Injectable()
export class UserRepository {
  private readonly byUid: PreparedRead<UserEntity>;

  constructor(
    @InjectRepository(UserEntity) private readonly repo: Repository<UserEntity>,
    private readonly sessions: SessionCache,
  ) {
    this.byUid = new PreparedRead(repo.manager.connection, UserEntity, ['uid']);
  }

  /** On every GET /api/user: a prepared read, no query building. */
  findByUid(uid: string): Promise<UserEntity | null> {
    if (!/^\d{1,19}$/.test(uid)) return Promise.resolve(null);
    return this.byUid.one(uid);
  }

  findByTelephone(telephone: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ telephone });
  }

  findByUnionid(unionid: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ unionid });
  }

  findByMpOpenid(mpOpenid: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ mpOpenid });
  }

  findByOaOpenid(oaOpenid: string): Promise<UserEntity | null> {
    return this.repo.findOneBy({ oaOpenid });
  }

  async update(uid: string, patch: Partial<Omit<UserEntity, 'uid' | 'createdAt' | 'updatedAt'>>): Promise<void> {
    await this.repo.update({ uid }, patch);
    // what the session guard knows of a user (phone bound, roles) is cached with the session
    if ('telephone' in patch || 'isAdmin' in patch || 'isPartner' in patch) await this.sessions.dropUser(uid);
  }

  /** The admin user list's query (filters, sort and paging come from USER_LIST). */
  listQuery(): SelectQueryBuilder<UserEntity> {
    return this.repo.createQueryBuilder('u');
  }

  save(user: Partial<UserEntity>): Promise<UserEntity> {
    return this.repo.save(this.repo.create(user));
  }
}
