import { CategoryEntity } from './entities/category.entity';
import { CheckerEntity } from './entities/checker.entity';
import { LanguageEntity } from './entities/language.entity';
import { ProblemContentEntity } from './entities/problem-content.entity';
import { ProblemUserEntity } from './entities/problem-user.entity';
import { ProblemEntity } from './entities/problem.entity';
import { SubmissionEntity } from './entities/submission.entity';

/** Every entity of the OJ, for the app's entity list. */
export const OJ_ENTITIES = [ProblemEntity, ProblemContentEntity, CategoryEntity, CheckerEntity, LanguageEntity, SubmissionEntity, ProblemUserEntity];
