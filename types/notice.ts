/** Notices (SPEC §3 Notice, §4 unread notices, §7 Notices). */

/**
 * What a user notice is about (`cate_type` on the wire). Lists filter by it; /study/qa shows
 * {@link NoticeCate.QA}: replies to a question the user asked (Q&A content types).
 */
export enum NoticeCate {
  /** someone replied to my topic or comment */
  REPLY = 1,
  /** someone @mentioned me */
  MENTION = 2,
  /** someone liked my topic or comment */
  LIKE = 3,
  /** a reply to my question (答疑) */
  QA = 4,
  /** my order was paid (commerce) */
  ORDER = 5,
  /** a message from the team to me alone */
  DIRECT = 6,
}
export const NOTICE_CATES: readonly NoticeCate[] = [NoticeCate.REPLY, NoticeCate.MENTION, NoticeCate.LIKE, NoticeCate.QA, NoticeCate.ORDER, NoticeCate.DIRECT];
export const NOTICE_CATE_LABEL: Record<NoticeCate, string> = {
  [NoticeCate.REPLY]: '回复',
  [NoticeCate.MENTION]: '提到我',
  [NoticeCate.LIKE]: '点赞',
  [NoticeCate.QA]: '答疑',
  [NoticeCate.ORDER]: '订单',
  [NoticeCate.DIRECT]: '通知',
};

/** Broadcast notices sent by admins (`type` of the system send). */
export enum SystemNoticeType {
  ANNOUNCEMENT = 1,
  ACTIVITY = 2,
  MAINTENANCE = 3,
}
export const SYSTEM_NOTICE_TYPES: readonly SystemNoticeType[] = [SystemNoticeType.ANNOUNCEMENT, SystemNoticeType.ACTIVITY, SystemNoticeType.MAINTENANCE];
export const SYSTEM_NOTICE_LABEL: Record<SystemNoticeType, string> = {
  [SystemNoticeType.ANNOUNCEMENT]: '公告',
  [SystemNoticeType.ACTIVITY]: '活动',
  [SystemNoticeType.MAINTENANCE]: '维护',
};

export interface NoticeUser {
  uid: string;
  nick_name: string;
  head_img_url: string;
}

/** One row of the user list. */
export interface NoticeRow {
  id: string;
  cate_type: NoticeCate;
  /** who caused it; null for notices from the platform */
  from: NoticeUser | null;
  title: string;
  content: string;
  /** app path to open, e.g. /topic/12 */
  link: string;
  topic_id: string | null;
  comment_id: string | null;
  read: boolean;
  created_at: string;
}

export interface SystemNoticeRow {
  id: string;
  type: SystemNoticeType;
  title: string;
  content: string;
  read: boolean;
  created_at: string;
}

export interface NoticeListQuery {
  uid: string;
  cate_type?: NoticeCate;
  page_no?: number;
  page_size?: number;
}

/** GET /v1/notice/unread */
export interface UnreadCounts {
  /** user notices + system notices */
  total: number;
  user: number;
  system: number;
  /** unread user notices per cate_type */
  by_cate: Record<string, number>;
}

export interface NoticeReadRequest {
  uid: string;
  /** `user` (optionally only one cate_type, or only some ids) or `system` */
  kind: 'user' | 'system';
  cate_type?: NoticeCate;
  /** comma-joined ids; omit for all */
  ids?: string;
}

export interface SystemNoticeSendRequest {
  type: SystemNoticeType;
  content: string;
  title?: string;
  /** send to this user only (a DIRECT user notice); omit to broadcast */
  uid?: string;
}

export const NOTICE_LIMITS = { title: 60, content: 2000, systemContent: 2000 } as const;
export const NOTICE_MESSAGES = {
  contentInvalid: '通知内容不能为空且不超过2000个字符',
  titleTooLong: '通知标题不能超过60个字符',
  typeInvalid: '通知类型不正确',
  cateInvalid: '通知分类不正确',
} as const;

/** SPEC §4/§9: poll every 5 s; the badge shows 99+ above 99. */
export const UNREAD_POLL_MS = 5000;
export const BADGE_OVERFLOW = 99;

export function badgeText(count: number): string {
  if (!(count > 0)) return '';
  return count > BADGE_OVERFLOW ? `${BADGE_OVERFLOW}+` : String(Math.floor(count));
}
