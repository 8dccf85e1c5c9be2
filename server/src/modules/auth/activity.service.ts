import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { overviewDay } from '../../../../types/overview';
import { UserActivityDayEntity } from '../user/entities/user-activity.entity';

/**
 * Records that a signed-in user was active today (DAU/WAU/MAU of the admin overview). One
 * INSERT IGNORE per user per day per instance; the in-process set keeps the hot path free of I/O.
 */
@Injectable()
export class ActivityService {
  private readonly log = new Logger('Activity');
  private day = '';
  private readonly seen = new Set<string>();

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  touch(uid: string, now = new Date()): void {
    const day = overviewDay(now);
    if (day !== this.day) {
      this.day = day;
      this.seen.clear();
    }
    if (this.seen.has(uid)) return;
    this.seen.add(uid);
    this.ds
      .createQueryBuilder()
      .insert()
      .into(UserActivityDayEntity)
      .values({ day, uid })
      .orIgnore()
      .execute()
      .catch((err: unknown) => {
        // try again on the next request
        this.seen.delete(uid);
        if (this.ds.isInitialized) this.log.warn(`activity not recorded: ${(err as Error).message}`);
      });
  }
}
