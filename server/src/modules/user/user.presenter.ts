import { Injectable } from '@nestjs/common';
import type { AdminUserRow, UserProfile } from '../../../../types/user';
import { PermitService } from '../commerce/permit.service';
import { StorageService } from '../storage/storage.service';
import type { UserEntity } from './entities/user.entity';
import { OSS_PREFIX, toAdminRow, toProfile, toPublicProfile } from './user.mapper';

/**
 * Turns users into wire shapes. Uploaded head images are stored as keys and signed afresh on
 * every read, so avatars never point at an expired URL.
 */
@Injectable()
export class UserPresenter {
  constructor(
    private readonly storage: StorageService,
    private readonly permits: PermitService,
  ) {}

  headImage(stored: string): string {
    return stored.startsWith(OSS_PREFIX) ? this.storage.signedUrl(stored.slice(OSS_PREFIX.length)).url : stored;
  }

  /** Includes the VIP flag and its end (SPEC §3: the local user carries the vip flag). */
  async profile(u: UserEntity): Promise<UserProfile> {
    return toProfile(u, this.headImage(u.headImgUrl), await this.permits.vipUntil(u.uid));
  }

  async publicProfile(u: UserEntity): Promise<UserProfile> {
    return toPublicProfile(u, this.headImage(u.headImgUrl), await this.permits.vipUntil(u.uid));
  }

  adminRow(u: UserEntity): AdminUserRow {
    return toAdminRow(u, this.headImage(u.headImgUrl));
  }
}
