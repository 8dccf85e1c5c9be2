import { AdminAuditEntity } from '../modules/audit/entities/admin-audit.entity';
import { COMMERCE_ENTITIES } from '../modules/commerce/commerce.entities';
import { FeedbackEntity } from '../modules/feedback/entities/feedback.entity';
import { UserTokenEntity } from '../modules/auth/entities/user-token.entity';
import { UserEntity } from '../modules/user/entities/user.entity';
import { UserActivityDayEntity } from '../modules/user/entities/user-activity.entity';
import { StatDailyEntity } from '../modules/overview/entities/stat-daily.entity';
import { ContractVersionEntity } from '../modules/contract/entities/contract-version.entity';
import { AccountMigrationEntity } from '../modules/migration/entities/account-migration.entity';
import { NoticeCursorEntity } from '../modules/notice/entities/notice-cursor.entity';
import { NoticeEntity } from '../modules/notice/entities/notice.entity';
import { COMMUNITY_ENTITIES } from '../modules/community/entities';
import { SystemNoticeEntity } from '../modules/notice/entities/system-notice.entity';
import { OJ_ENTITIES } from '../modules/oj/oj.entities';
import { COURSE_ENTITIES } from '../modules/course/course.entities';
import { TRAINING_ENTITIES } from '../modules/training/training.entities';
import { EXAM_ENTITIES } from '../modules/exam/exam.entities';
import { PROBLEMSET_ENTITIES } from '../modules/problemset/problemset.entities';
import { PARTNER_ENTITIES } from '../modules/partner/partner.entities';

/** Every entity of the app; the data source and the migration generator both read this list. */
export const ENTITIES = [
  UserEntity,
  UserTokenEntity,
  FeedbackEntity,
  ...COMMERCE_ENTITIES,
  NoticeEntity,
  SystemNoticeEntity,
  NoticeCursorEntity,
  ...COMMUNITY_ENTITIES,
  ...OJ_ENTITIES,
  ...COURSE_ENTITIES,
  AdminAuditEntity,
  UserActivityDayEntity,
  StatDailyEntity,
  ContractVersionEntity,
  AccountMigrationEntity,
  ...EXAM_ENTITIES,
  ...PROBLEMSET_ENTITIES,
  ...TRAINING_ENTITIES,
  ...PARTNER_ENTITIES,
];
