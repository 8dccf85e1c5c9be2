import { Column, Entity, Index } from 'typeorm';
import { RefCol } from '../../../database/columns';

/** A user was active (made a signed-in request) on a day: what DAU/WAU/MAU count. */
@Entity('user_activity_days')
@Index('idx_user_activity_days_day', ['day'])
export class UserActivityDayEntity {
  /** YYYY-MM-DD in China time */
  @Column({ type: 'varchar', length: 10, primary: true })
  day: string;

  @RefCol({ primary: true })
  uid: string;
}
