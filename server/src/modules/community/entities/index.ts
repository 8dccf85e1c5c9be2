import { CommentEntity } from './comment.entity';
import { DiscuzEntity, DiscuzTagEntity } from './discuz.entity';
import { FavoriteEntity, LikeEntity } from './reaction.entity';
import { FakeUserEntity, RobotCommentEntity, RobotJobEntity } from './robot.entity';
import { TopicEntity } from './topic.entity';

/** Every community table (the app's entity list and the module's repositories). */
export const COMMUNITY_ENTITIES = [TopicEntity, CommentEntity, LikeEntity, FavoriteEntity, DiscuzEntity, DiscuzTagEntity, FakeUserEntity, RobotCommentEntity, RobotJobEntity];
