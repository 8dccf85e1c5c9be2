import type { Page } from '../../../types/api';
import type { FeedbackRequest, FeedbackRow } from '../../../types/feedback';
import { get, post, type RequestOptions } from '../request';

export const sendFeedback = (body: FeedbackRequest, options?: RequestOptions) => post<{ id: string }>('/v1/feedback', { ...body }, options);

export const myFeedback = (q: { page_no?: number; page_size?: number }, options?: RequestOptions) =>
  get<Page<FeedbackRow>>('/v1/feedback/mine', { ...q }, options);
