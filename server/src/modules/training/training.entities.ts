import { CertificateEntity } from './entities/certificate.entity';
import { CohortEntity } from './entities/cohort.entity';
import { EnrollmentAuditEntity } from './entities/enrollment-audit.entity';
import { EnrollmentEntity } from './entities/enrollment.entity';
import { TrainingFeedbackEntity } from './entities/feedback.entity';
import { GateScoreEntity } from './entities/gate-score.entity';
import { GateEntity } from './entities/gate.entity';
import { ScoreJobEntity } from './entities/score-job.entity';

/** Every entity of training camps, listed once in database/entities.ts. */
export const TRAINING_ENTITIES = [CohortEntity, GateEntity, EnrollmentEntity, EnrollmentAuditEntity, GateScoreEntity, TrainingFeedbackEntity, ScoreJobEntity, CertificateEntity];
