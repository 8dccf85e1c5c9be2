/** Community admin console: boards, moderation, fake users, robot comments and jobs (SPEC §2 admin, §7 admin). */
import type { AdminListQuery } from './admin';
import type { CommentRow, CommunityUser, ContentType, TopicRow } from './community';

export interface DiscuzSaveRequest {
  /** omit to create */
  id?: string;
  name: string;
  description?: string;
  order_value?: number;
  enabled?: 0 | 1;
}
export interface DiscuzTagSaveRequest {
  id?: string;
  discuz_id: string;
  name: string;
  order_value?: number;
}

/** /api/admin/topic/list on the admin list contract: sort `top`, `id`, `created_at`, `like_count`, `comment_count`. */
export interface AdminTopicQuery extends AdminListQuery {
  /** cate_type of /admin/topic/:type */
  type: ContentType;
  keyword?: string;
  cate_id?: string;
}
export interface AdminTopicRow extends TopicRow {
  virtual: boolean;
}
/** POST /admin/topic/virtual: a topic in a fake user's name. */
export interface VirtualTopicRequest {
  fake_uid: string;
  cate?: string;
  cate_type?: ContentType;
  cate_id?: string;
  sub_cate_id?: string;
  title: string;
  content: string;
}

/** /api/admin/reply/list on the admin list contract: sort `id`, `created_at`, `like_count`. */
export interface AdminReplyQuery extends AdminListQuery {
  /** cate_type of /admin/reply/:type (the topics' content type) */
  type: ContentType;
  /** 0 open, 1 handled; omit for both */
  handled?: 0 | 1;
  /** 0 hidden, 1 public; omit for both */
  public?: 0 | 1;
}
export interface AdminReplyRow extends CommentRow {
  topic_title: string;
}

export interface FakeUserRow extends CommunityUser {
  grant_vip: boolean;
  created_at: string;
}
export interface FakeUserAddRequest {
  nick_name: string;
  /** an image url (our upload or an https url) */
  head_img_url?: string;
  grant_vip?: 0 | 1;
}

export interface RobotCommentRow {
  id: string;
  content: string;
  cate_type: number;
  enabled: boolean;
  created_at: string;
}

export type RobotJobKind = 'topic' | 'comment';
export type RobotJobStatus = 'pending' | 'running' | 'done' | 'failed' | 'cancelled';
export interface RobotJobRow {
  id: string;
  discuz_id: string;
  kind: RobotJobKind;
  fake_uid: string;
  topic_id: string;
  title: string;
  content: string;
  run_at: string;
  status: RobotJobStatus;
  result_id: string;
  error: string;
  created_at: string;
}
export interface RobotJobCreateRequest {
  discuz_id: string;
  kind: RobotJobKind;
  /** ISO time or epoch ms */
  run_at: string;
  /** 0 / omit = a random fake user */
  fake_uid?: string;
  /** comment jobs: 0 / omit = a recent topic of the board */
  topic_id?: string;
  /** topic jobs */
  title?: string;
  /** topic jobs: required; comment jobs: omit for a random robot comment */
  content?: string;
}

/** 30 days ahead at most */
export const ROBOT_JOB_HORIZON_MS = 30 * 24 * 3600 * 1000;
/** VIP days a fake user gets with grant_vip */
export const FAKE_USER_VIP_DAYS = 365;

export const COMMUNITY_ADMIN_MESSAGES = {
  discuzNameInvalid: '版块名称不能为空且不超过20个字符',
  tagNameInvalid: '标签名称不能为空且不超过12个字符',
  fakeUserMissing: '虚拟用户不存在',
  noFakeUsers: '还没有虚拟用户，请先添加',
  robotCommentInvalid: '评论内容不能为空且不超过500个字符',
  noRobotComments: '机器人评论库为空，请先添加评论',
  runAtInvalid: '执行时间须在现在到30天之内',
  jobNotPending: '只能取消待执行的任务',
  topicJobNeedsText: '定时发帖需要标题和内容',
  noTopicForComment: '该版块还没有帖子可评论',
} as const;
