// Generated migrations, in order. `npm run migration:generate -- <Name>` appends here.
// imports
import { Init1795299695327 } from './1795299695327-Init';
export const MIGRATIONS: Function[] = [Init1795299695327];
