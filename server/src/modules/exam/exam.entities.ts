import { ExamAccommodationEntity } from './entities/exam-accommodation.entity';
import { ExamItemEntity } from './entities/exam-item.entity';
import { ExamJudgingEntity } from './entities/exam-judging.entity';
import { ExamProblemEntity } from './entities/exam-problem.entity';
import { ExamSimilarityJobEntity, ExamSimilarityPairEntity } from './entities/exam-similarity.entity';
import { ExamSubmitEntity } from './entities/exam-submit.entity';
import { ExamTagEntity } from './entities/exam-tag.entity';
import { ExamEntity } from './entities/exam.entity';

/** Every entity of the exam area, listed once in database/entities.ts. */
export const EXAM_ENTITIES = [
  ExamEntity,
  ExamTagEntity,
  ExamProblemEntity,
  ExamItemEntity,
  ExamSubmitEntity,
  ExamJudgingEntity,
  ExamAccommodationEntity,
  ExamSimilarityJobEntity,
  ExamSimilarityPairEntity,
];
