import type { RouteEntry } from '../../routes/table';
import type { SkeletonVariant } from './skeleton';

/** A route with a `:param` shows one record (a detail page); the others show lists. */
export function skeletonVariantOf(route: Pick<RouteEntry, 'path'> | null): SkeletonVariant {
  return route && route.path.includes('/:') ? 'detail' : 'list';
}
