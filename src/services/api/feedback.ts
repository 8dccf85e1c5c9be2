import type { FeedbackRequest } from '../../../types/feedback';
import { post, type RequestOptions } from '../request';

export const sendFeedback = (body: FeedbackRequest, options?: RequestOptions) => post<{ id: string }>('/v1/feedback', { ...body }, options);
