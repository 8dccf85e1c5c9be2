import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { AuthModule } from '../auth/auth.module';
import { PermitModule } from '../commerce/permit.module';
import { NoticeModule } from '../notice/notice.module';
import { StorageModule } from '../storage/storage.module';
import { UserEntity } from '../user/entities/user.entity';
import { UserModule } from '../user/user.module';
import { CommentController } from './comment.controller';
import { CommentService } from './comment.service';
import { DiscuzAdminController, ReplyAdminController, TopicAdminController } from './community.admin.controller';
import { CommunityPresenter } from './community.presenter';
import { DiscuzController } from './discuz.controller';
import { DiscuzService } from './discuz.service';
import { COMMUNITY_ENTITIES } from './entities';
import { FakeUserService } from './fake-user.service';
import { ModerationService } from './moderation.service';
import { PostContentService } from './post-content.service';
import { ReactionService } from './reaction.service';
import { FakeUserAdminController, RobotAdminController } from './robot.admin.controller';
import { RobotScheduler } from './robot.scheduler';
import { RobotService } from './robot.service';
import { TopicAccessService } from './topic-access.service';
import { MentionController, TopicController } from './topic.controller';
import { TopicService } from './topic.service';

/** Community (planet): topics, comments, reactions, boards, moderation, fake users and robot jobs. */
@Module({
  imports: [TypeOrmModule.forFeature([...COMMUNITY_ENTITIES, UserEntity]), UserModule, StorageModule, NoticeModule, PermitModule, AuthModule],
  controllers: [
    TopicController,
    MentionController,
    CommentController,
    DiscuzController,
    DiscuzAdminController,
    TopicAdminController,
    ReplyAdminController,
    FakeUserAdminController,
    RobotAdminController,
  ],
  providers: [
    CommunityPresenter,
    PostContentService,
    TopicAccessService,
    TopicService,
    CommentService,
    ReactionService,
    DiscuzService,
    ModerationService,
    FakeUserService,
    RobotService,
    RobotScheduler,
  ],
})
export class CommunityModule {}
