/** Admin console calls for the community (H5 only). */
import type { AdminListParams } from '../../../types/admin';
import type { Page } from '../../../types/api';
import type { DiscuzRow, DiscuzTagRow } from '../../../types/community';
import type {
  AdminReplyQuery,
  AdminReplyRow,
  AdminTopicQuery,
  AdminTopicRow,
  DiscuzSaveRequest,
  DiscuzTagSaveRequest,
  FakeUserAddRequest,
  FakeUserRow,
  RobotCommentRow,
  RobotJobCreateRequest,
  RobotJobRow,
  VirtualTopicRequest,
} from '../../../types/community-admin';
import type { SystemNoticeRow, SystemNoticeSendRequest } from '../../../types/notice';
import type { SessionInfo } from '../../../types/user';
import { get, post, type Query } from '../request';

const silent = { silent: true };
type P = { page_no?: number; page_size?: number };

export const adminBoards = () => get<DiscuzRow[]>('/admin/discuz/list', {}, silent);
export const saveBoard = (b: DiscuzSaveRequest) => post<DiscuzRow>('/admin/discuz/save', { ...b }, silent);
export const deleteBoard = (id: string) => post<null>('/admin/discuz/delete', { id }, silent);
export const boardTags = (did: string) => get<DiscuzTagRow[]>('/admin/discuz/tags', { did }, silent);
export const saveTag = (b: DiscuzTagSaveRequest) => post<DiscuzTagRow>('/admin/discuz/tag/save', { ...b }, silent);
export const deleteTag = (id: string) => post<null>('/admin/discuz/tag/delete', { id }, silent);

export const adminTopics = (q: AdminTopicQuery) => get<Page<AdminTopicRow>>('/admin/topic/list', { ...q }, silent);
export const setTopicFlag = (flag: 'top' | 'valuable', topic_id: string, value: boolean) => post<{ value: boolean }>(`/admin/topic/${flag}`, { topic_id, value: value ? 1 : 0 }, silent);
export const adminDeleteTopic = (topic_id: string) => post<null>('/admin/topic/delete', { topic_id }, silent);
export const virtualTopic = (b: VirtualTopicRequest) => post<{ topic_id: string }>('/admin/topic/virtual', { ...b } as Query, silent);

export const adminReplies = (q: AdminReplyQuery) => get<Page<AdminReplyRow>>('/admin/reply/list', { ...q }, silent);
export const countReplies = (q: AdminReplyQuery) => get<{ total: number }>('/admin/reply/count', { ...q }, silent).then((r) => r.total);
export const setReplyFlag = (flag: 'handle' | 'public', comment_id: string, value: boolean) => post<{ value: boolean }>(`/admin/reply/${flag}`, { comment_id, value: value ? 1 : 0 }, silent);
export const adminDeleteReply = (comment_id: string) => post<null>('/admin/reply/delete', { comment_id }, silent);
export const adminReply = (comment_id: string, content: string) => post<{ comment_id: string }>('/admin/reply/reply', { comment_id, content }, silent);

export const fakeUsers = (q: AdminListParams) => get<Page<FakeUserRow>>('/admin/fakeuser/list', { ...q }, silent);
export const addFakeUser = (b: FakeUserAddRequest) => post<FakeUserRow>('/admin/fakeuser/add', { ...b }, silent);
export const deleteFakeUser = (uid: string) => post<null>('/admin/fakeuser/delete', { uid }, silent);
export const loginAsFake = (uid: string) => post<SessionInfo>('/admin/fakeuser/login', { uid }, silent);
/** fake users as picker options (`关注君（900001）`), matched by nick name or uid on the server */
export const fakeUserOptions = (kw: string) =>
  fakeUsers({ page_size: 100, keyword: kw.trim().slice(0, 50) || undefined }).then((p) => p.list.map((f) => ({ value: f.uid, label: `${f.nick_name}（${f.uid}）` })));
export const randomFakeUsers = (count: number) => get<FakeUserRow[]>('/admin/fakeuser/random', { count }, silent);

export const robotComments = (q: AdminListParams) => get<Page<RobotCommentRow>>('/admin/robot/comment/list', { ...q }, silent);
export const saveRobotComment = (b: { id?: string; content: string; cate_type?: number; enabled?: 0 | 1 }) => post<{ id: string }>('/admin/robot/comment/save', { ...b }, silent);
export const deleteRobotComment = (id: string) => post<null>('/admin/robot/comment/delete', { id }, silent);
export const robotJobs = (q: AdminListParams) => get<Page<RobotJobRow>>('/admin/robot/job/list', { ...q }, silent);
export const createRobotJob = (b: RobotJobCreateRequest) => post<RobotJobRow>('/admin/robot/job/create', { ...b } as Query, silent);
export const cancelRobotJob = (id: string) => post<null>('/admin/robot/job/cancel', { id }, silent);

export const sendSystemNotice = (b: SystemNoticeSendRequest) => post<{ id: string }>('/admin/notice/system/send', { ...b } as Query, silent);
export const sentSystemNotices = (q: P) => get<Page<SystemNoticeRow>>('/admin/notice/system/list', { ...q }, silent);
