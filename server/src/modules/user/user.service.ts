import { Injectable } from '@nestjs/common';
import type { Page } from '../../../../types/api';
import type { AdminUserRow, UserProfile } from '../../../../types/user';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { adminPage, applyAdminList } from '../../common/admin-list/admin-list';
import { MESSAGES } from '../../../../types/validation';
import { StorageService } from '../storage/storage.service';
import { OSS_PREFIX } from './user.mapper';
import { USER_LIST, type AdminUserQueryDto } from './user.dto';
import { UserPresenter } from './user.presenter';
import { UserRepository } from './user.repository';

@Injectable()
export class UserService {
  constructor(
    private readonly users: UserRepository,
    private readonly present: UserPresenter,
    private readonly storage: StorageService,
  ) {}

  async me(caller: Caller): Promise<UserProfile> {
    const user = await this.users.findByUid(caller.uid);
    if (!user) throw AppException.unauthorized();
    return this.present.profile(user);
  }

  /** GET /v1/user/info: your own profile in full (bindFwh included), others' public one. */
  async info(caller: Caller, uid: string): Promise<UserProfile> {
    const user = await this.users.findByUid(uid);
    if (!user) throw AppException.notFound('用户不存在');
    return caller.uid === uid || caller.admin ? this.present.profile(user) : this.present.publicProfile(user);
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

  /** Head image: only one of the caller's own uploads, stored by key (signed again on each read). */
  async updateHeadImage(caller: Caller, url: string): Promise<UserProfile> {
    const owned = await this.storage.ownedObject(url, caller.uid);
    if (!owned || !owned.key.includes('/img/')) {
      throw AppException.invalid([{ field: 'head_img_url', message: MESSAGES.headImageInvalid }]);
    }
    await this.users.update(caller.uid, { headImgUrl: `${OSS_PREFIX}${owned.key}` });
    return this.me(caller);
  }

  adminList(q: AdminUserQueryDto): Promise<Page<AdminUserRow>> {
    return adminPage(this.users.listQuery(), USER_LIST, q, (u) => this.present.adminRow(u));
  }

  /** The same filters as the list (the count ignores paging). */
  adminCount(q: AdminUserQueryDto): Promise<number> {
    return applyAdminList(this.users.listQuery(), USER_LIST, q).getCount();
  }
}
