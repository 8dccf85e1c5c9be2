// Generated migrations, in order. `npm run migration:generate -- <Name>` adds to this list.
import { Init1795299695327 } from './1795299695327-Init';
import { WechatIds1795299880099 } from './1795299880099-WechatIds';
import { Feedback1795301029998 } from './1795301029998-Feedback';
import { LearningAreas1795305433147 } from './1795305433147-LearningAreas';
import { AdminAudit1795550617194 } from './1795550617194-AdminAudit';
import { OverviewRollups1795551398503 } from './1795551398503-OverviewRollups';
import { ProblemSets1795552092354 } from './1795552092354-ProblemSets';
import { ContractVersions1795552284813 } from './1795552284813-ContractVersions';
import { PartnerProgram1795552325485 } from './1795552325485-PartnerProgram';
import { Exams1795552914553 } from './1795552914553-Exams';
import { AccountMigrations1795552981194 } from './1795552981194-AccountMigrations';
import { TrainingCamps1795553131585 } from './1795553131585-TrainingCamps';
import { PracticeTaskKinds1795553524334 } from './1795553524334-PracticeTaskKinds';
import { RefundStates1795561947677 } from './1795561947677-RefundStates';
import { ProblemTags1795562389022 } from './1795562389022-ProblemTags';
export const MIGRATIONS: Function[] = [Init1795299695327, WechatIds1795299880099, Feedback1795301029998, LearningAreas1795305433147, AdminAudit1795550617194, OverviewRollups1795551398503, ProblemSets1795552092354, ContractVersions1795552284813, PartnerProgram1795552325485, Exams1795552914553, AccountMigrations1795552981194, TrainingCamps1795553131585, PracticeTaskKinds1795553524334, RefundStates1795561947677, ProblemTags1795562389022];
