import { platform } from '../platform/env';
import { routesFor } from './derive';

/** Whether this build (H5 or mini-program) has the route: admin pages are H5-only. */
export function routeAvailable(name: string): boolean {
  return routesFor(platform).some((r) => r.name === name);
}
