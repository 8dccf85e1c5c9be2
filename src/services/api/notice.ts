/** Notices (SPEC §7): user and system lists, unread counts, mark read. */
import type { Page } from '../../../types/api';
import type { NoticeCate, NoticeRow, SystemNoticeRow, UnreadCounts } from '../../../types/notice';
import { get, post, type RequestOptions } from '../request';

export const listUserNotices = (q: { uid: string; cate_type?: NoticeCate; page_no?: number; page_size?: number }, o?: RequestOptions) =>
  get<Page<NoticeRow>>('/v1/notice/user/list', { ...q }, o);
export const listSystemNotices = (q: { uid: string; page_no?: number; page_size?: number }, o?: RequestOptions) =>
  get<Page<SystemNoticeRow>>('/v1/notice/system/list', { ...q }, o);
export const fetchUnread = (uid: string, o?: RequestOptions) => get<UnreadCounts>('/v1/notice/unread', { uid }, o);
export const markNoticesRead = (body: { uid: string; kind: 'user' | 'system'; cate_type?: NoticeCate }, o?: RequestOptions) =>
  post<{ updated: number }>('/v1/notice/read', { ...body }, o);
