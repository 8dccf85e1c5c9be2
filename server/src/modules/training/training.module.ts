import { Module } from '@nestjs/common';
import { PermitModule } from '../commerce/permit.module';
import { CourseModule } from '../course/course.module';
import { ExamModule } from '../exam/exam.module';
import { NoticeModule } from '../notice/notice.module';
import { UserModule } from '../user/user.module';
import { CampAccessService } from './camp-access.service';
import { CampAdminService } from './camp-admin.service';
import { CampFactsService } from './camp-facts.service';
import { CampProgressService } from './camp-progress.service';
import { CertificateService } from './certificate.service';
import { CohortViewsService } from './cohort-views.service';
import { EnrollmentService } from './enrollment.service';
import { ExamSourceAdapter } from './exam-source.adapter';
import { EXAM_SOURCE } from './exam-source';
import { GateAdminService } from './gate-admin.service';
import { TrainingLearnlogService } from './learnlog.service';
import { ScoreJobService } from './score-job.service';
import { TrainingAdminController } from './training.admin.controller';
import { LandingController } from './landing.controller';
import { LandingService } from './landing.service';
import { TrainingController } from './training.controller';
import { TrainingService } from './training.service';

/**
 * Training camps (issue 16): cohorts, the gating graph, enrollment, learner views, score
 * calculation, feedback and certificates. Registers PermitService's camp policy so lessons and
 * problems of locked gates are refused by the course and OJ areas.
 */
@Module({
  imports: [PermitModule, CourseModule, ExamModule, NoticeModule, UserModule],
  controllers: [TrainingController, TrainingAdminController, LandingController],
  providers: [
    CampFactsService,
    CampProgressService,
    CampAccessService,
    EnrollmentService,
    CohortViewsService,
    TrainingLearnlogService,
    CertificateService,
    TrainingService,
    LandingService,
    GateAdminService,
    CampAdminService,
    ScoreJobService,
    { provide: EXAM_SOURCE, useClass: ExamSourceAdapter },
  ],
})
export class TrainingModule {}
