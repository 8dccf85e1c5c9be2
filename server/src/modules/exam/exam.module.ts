import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PermitModule } from '../commerce/permit.module';
import { ProblemEntity } from '../oj/entities/problem.entity';
import { SubmissionEntity } from '../oj/entities/submission.entity';
import { OjModule } from '../oj/oj.module';
import { UserEntity } from '../user/entities/user.entity';
import { AttemptService } from './attempt.service';
import { ExamAccessService } from './exam-access.service';
import { ExamProgramService } from './exam-program.service';
import { ExamQueryService } from './exam-query.service';
import { ExamReportService } from './exam-report.service';
import { ExamScoreService } from './exam-score.service';
import { ExamSweepService } from './exam-sweep.service';
import { ExamController } from './exam.controller';
import { ExamAdminController } from './exam.admin.controller';
import { ExamReviewAdminController } from './exam-review.admin.controller';
import { ExamAdminService } from './exam-admin.service';
import { BankAdminService } from './bank-admin.service';
import { SubmitAdminService } from './submit-admin.service';
import { SimilarityService } from './similarity/similarity.service';
import { TopicEntity } from '../community/entities/topic.entity';
import { EXAM_ENTITIES } from './exam.entities';
import { GradingService } from './grading.service';

/** Exams (issue 14): papers, attempts, ranking, explanations, similarity review, admin. */
@Module({
  imports: [TypeOrmModule.forFeature([...EXAM_ENTITIES, ProblemEntity, SubmissionEntity, UserEntity, TopicEntity]), PermitModule, OjModule],
  controllers: [ExamController, ExamAdminController, ExamReviewAdminController],
  providers: [ExamScoreService, ExamAccessService, GradingService, AttemptService, ExamQueryService, ExamReportService, ExamProgramService, ExamSweepService, ExamAdminService, BankAdminService, SubmitAdminService, SimilarityService],
  exports: [ExamScoreService],
})
export class ExamModule {}
