import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PermitModule } from '../commerce/permit.module';
import { TopicEntity } from '../community/entities/topic.entity';
import { UserEntity } from '../user/entities/user.entity';
import { JudgeRunnerService } from './judge-runner.service';
import { LanguageService } from './language.service';
import { OjAdminService } from './oj-admin.service';
import { OjStreamController } from './oj-stream.controller';
import { OjAdminController } from './oj.admin.controller';
import { OjController } from './oj.controller';
import { OJ_ENTITIES } from './oj.entities';
import { ProblemDataService } from './package/problem-data.service';
import { ProblemAccessService } from './problem-access.service';
import { ProblemAdminService } from './problem-admin.service';
import { ProblemService } from './problem.service';
import { RunService } from './run.service';
import { StarterOverrides } from './starter-overrides';
import { StatService } from './stat.service';
import { SubmissionService } from './submission.service';

/** The online judge product (issue 7): problem bank, workspace calls, submissions, admin OJ. */
@Module({
  imports: [
    TypeOrmModule.forFeature([...OJ_ENTITIES, UserEntity, TopicEntity]),
    PermitModule,
  ],
  controllers: [OjController, OjStreamController, OjAdminController],
  providers: [
    JudgeRunnerService,
    ProblemDataService,
    ProblemAccessService,
    LanguageService,
    ProblemService,
    RunService,
    SubmissionService,
    StatService,
    ProblemAdminService,
    OjAdminService,
    StarterOverrides,
  ],
  exports: [ProblemAccessService, ProblemAdminService, SubmissionService, JudgeRunnerService, ProblemDataService, StarterOverrides],
})
export class OjModule {}

