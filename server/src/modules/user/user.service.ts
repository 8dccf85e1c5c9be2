import { Injectable } from '@nestjs/common';
import type { Page } from '../../../../types/api';
import type { AdminUserRow, UserProfile } from '../../../../types/user';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { pageArgs, PageDto } from '../../common/page.dto';
import { toAdminRow, toProfile, toPublicProfile } from './user.mapper';
import { UserRepository } from './user.repository';

@Injectable()
export class UserService {
  constructor(private readonly users: UserRepository) {}

  async me(caller: Caller): Promise<UserProfile> {
    const user = await this.users.findByUid(caller.uid);
    if (!user) throw AppException.unauthorized();
    return toProfile(user);
  }

  /** GET /v1/user/info: your own profile in full (bindFwh included), others' public one. */
  async info(caller: Caller, uid: string): Promise<UserProfile> {
    const user = await this.users.findByUid(uid);
    if (!user) throw AppException.notFound('用户不存在');
    return caller.uid === uid || caller.admin ? toProfile(user) : toPublicProfile(user);
  }

  /** Role checks by uid: a user may ask about themselves; admins about anyone. */
  async roleCheck(caller: Caller, uid: string, role: 'admin' | 'partner'): Promise<boolean> {
    if (caller.uid !== uid && !caller.admin) throw AppException.forbidden();
    const user = await this.users.findByUid(uid);
    if (!user) throw AppException.notFound('用户不存在');
    return role === 'admin' ? user.isAdmin : user.isPartner;
  }

  async updateNickname(caller: Caller, nickName: string): Promise<UserProfile> {
    await this.users.update(caller.uid, { nickName: nickName.trim() });
    return this.me(caller);
  }

  async adminList(keyword: string | undefined, page: PageDto): Promise<Page<AdminUserRow>> {
    const { skip, take, page_no, page_size } = pageArgs(page);
    const [rows, total] = await this.users.search(keyword, skip, take);
    return { list: rows.map(toAdminRow), total, page_no, page_size };
  }

  adminCount(keyword?: string): Promise<number> {
    return this.users.count(keyword);
  }
}
