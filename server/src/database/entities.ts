import { COMMERCE_ENTITIES } from '../modules/commerce/commerce.entities';
import { FeedbackEntity } from '../modules/feedback/entities/feedback.entity';
import { UserTokenEntity } from '../modules/auth/entities/user-token.entity';
import { UserEntity } from '../modules/user/entities/user.entity';
import { NoticeCursorEntity } from '../modules/notice/entities/notice-cursor.entity';
import { NoticeEntity } from '../modules/notice/entities/notice.entity';
import { COMMUNITY_ENTITIES } from '../modules/community/entities';
import { SystemNoticeEntity } from '../modules/notice/entities/system-notice.entity';
import { OJ_ENTITIES } from '../modules/oj/oj.entities';
import { COURSE_ENTITIES } from '../modules/course/course.entities';

/** Every entity of the app; the data source and the migration generator both read this list. */
export const ENTITIES = [UserEntity, UserTokenEntity, FeedbackEntity, ...COMMERCE_ENTITIES, NoticeEntity, SystemNoticeEntity, NoticeCursorEntity, ...COMMUNITY_ENTITIES, ...OJ_ENTITIES, ...COURSE_ENTITIES];
