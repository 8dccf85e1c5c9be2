import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { addDays, overviewDay, overviewDayStart } from '../../../../types/overview';
import { UserActivityDayEntity } from '../user/entities/user-activity.entity';

/**
 * Records that a signed-in user was active today (DAU/WAU/MAU of the admin overview). One
 * INSERT IGNORE per user per day per instance; the in-process set keeps the hot path free of I/O.
 */
@Injectable()
export class ActivityService {
  private readonly log = new Logger('Activity');
  private day = '';
  /** the current day's bounds (ms), so most calls skip formatting a date */
  private dayFrom = 0;
  private dayTo = 0;
  private readonly seen = new Set<string>();

  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  touch(uid: string, now = Date.now()): void {
    if (now < this.dayFrom || now >= this.dayTo) {
      const day = overviewDay(new Date(now));
      this.dayFrom = overviewDayStart(day).getTime();
      this.dayTo = overviewDayStart(addDays(day, 1)).getTime();
      if (day !== this.day) this.seen.clear();
      this.day = day;
    }
    const day = this.day;
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
