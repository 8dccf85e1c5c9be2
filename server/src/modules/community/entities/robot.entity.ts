import { Column, Entity, Index, PrimaryColumn } from 'typeorm';
import { CreatedAt, DateCol, Flag, IdCol, RefCol } from '../../../database/columns';

/** A user account run by the team for seeding discussion (SPEC §3 fake user). */
@Entity('fake_users')
export class FakeUserEntity {
  @PrimaryColumn({ type: 'varchar', length: 20 })
  uid: string;

  /** VIP granted at creation (through PermitService) */
  @Flag('grant_vip')
  grantVip: boolean;

  @RefCol({ name: 'created_by' })
  createdBy: string;

  @CreatedAt()
  createdAt: Date;
}

/** A canned comment robot jobs pick from. */
@Entity('robot_comments')
export class RobotCommentEntity {
  @IdCol()
  id: string;

  @Column({ type: 'varchar', length: 2000 })
  content: string;

  /** ContentType it suits; 0 = any */
  @Column({ type: 'integer', name: 'cate_type', default: 0 })
  cateType: number;

  @Column({ type: 'boolean', default: true })
  enabled: boolean;

  @CreatedAt()
  createdAt: Date;
}

/**
 * A scheduled post by a fake user on a planet board: a topic, or a comment on a topic. Instances
 * claim due rows with a conditional UPDATE (status pending -> running), so each job runs once
 * however many API instances poll.
 */
@Entity('discuz_robot_jobs')
@Index('idx_robot_jobs_due', ['status', 'runAt'])
export class RobotJobEntity {
  @IdCol()
  id: string;

  @RefCol({ name: 'discuz_id' })
  discuzId: string;

  /** 'topic' | 'comment' */
  @Column({ type: 'varchar', length: 8 })
  kind: 'topic' | 'comment';

  /** the fake user to post as; 0 = a random one */
  @RefCol({ name: 'fake_uid', default: 0 })
  fakeUid: string;

  /** comment jobs: the topic; 0 = a recent topic of the board */
  @RefCol({ name: 'topic_id', default: 0 })
  topicId: string;

  @Column({ type: 'varchar', length: 255, default: '' })
  title: string;

  /** empty for comment jobs = a random robot comment */
  @Column({ type: 'text', nullable: true })
  content: string | null;

  @DateCol({ name: 'run_at' })
  runAt: Date;

  /** pending | running | done | failed | cancelled */
  @Column({ type: 'varchar', length: 12, default: 'pending' })
  status: string;

  @Column({ type: 'varchar', length: 64, name: 'claimed_by', default: '' })
  claimedBy: string;

  @DateCol({ name: 'claimed_at', nullable: true })
  claimedAt: Date | null;

  /** the topic or comment it created */
  @RefCol({ name: 'result_id', default: 0 })
  resultId: string;

  @Column({ type: 'varchar', length: 500, default: '' })
  error: string;

  @RefCol({ name: 'created_by' })
  createdBy: string;

  @CreatedAt()
  createdAt: Date;
}
