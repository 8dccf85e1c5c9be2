import { Injectable } from '@nestjs/common';
import type { AdminUserRow, UserProfile } from '../../../../types/user';
import { StorageService } from '../storage/storage.service';
import type { UserEntity } from './entities/user.entity';
import { OSS_PREFIX, toAdminRow, toProfile, toPublicProfile } from './user.mapper';

/**
 * Turns users into wire shapes. Uploaded head images are stored as keys and signed afresh on
 * every read, so avatars never point at an expired URL.
 */
@Injectable()
export class UserPresenter {
  constructor(private readonly storage: StorageService) {}

  headImage(stored: string): string {
    return stored.startsWith(OSS_PREFIX) ? this.storage.signedUrl(stored.slice(OSS_PREFIX.length)).url : stored;
  }

  profile(u: UserEntity): UserProfile {
    return toProfile(u, this.headImage(u.headImgUrl));
  }

  publicProfile(u: UserEntity): UserProfile {
    return toPublicProfile(u, this.headImage(u.headImgUrl));
  }

  adminRow(u: UserEntity): AdminUserRow {
    return toAdminRow(u, this.headImage(u.headImgUrl));
  }
}
