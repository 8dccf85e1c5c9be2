import { CompanyProblemEntity } from './entities/company-problem.entity';
import { CompanyEntity } from './entities/company.entity';
import { ItemProgressEntity } from './entities/item-progress.entity';
import { ProblemSetEntity } from './entities/problem-set.entity';
import { SetItemEntity } from './entities/set-item.entity';
import { SetRoundEntity } from './entities/set-round.entity';
import { SetSectionEntity } from './entities/set-section.entity';
import { SolutionViewEntity } from './entities/solution-view.entity';

export const PROBLEMSET_ENTITIES = [ProblemSetEntity, SetSectionEntity, SetItemEntity, SetRoundEntity, ItemProgressEntity, SolutionViewEntity, CompanyEntity, CompanyProblemEntity];
