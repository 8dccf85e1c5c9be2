// Generated migrations, in order. `npm run migration:generate -- <Name>` adds to this list.
import { Init1795299695327 } from './1795299695327-Init';
import { WechatIds1795299880099 } from './1795299880099-WechatIds';
import { Feedback1795301029998 } from './1795301029998-Feedback';
import { LearningAreas1795305433147 } from './1795305433147-LearningAreas';
export const MIGRATIONS: Function[] = [Init1795299695327, WechatIds1795299880099, Feedback1795301029998, LearningAreas1795305433147];
