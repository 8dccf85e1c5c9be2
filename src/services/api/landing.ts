import type { LandingView } from '../../../types/landing';
import { get, type RequestOptions } from '../request';

/** The landing's featured content, and for a signed-in caller where to continue and today's numbers. */
export const fetchLanding = (options?: RequestOptions) => get<LandingView>('/v1/landing', {}, options);
