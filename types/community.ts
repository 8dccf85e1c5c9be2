/** Community (planet): topics, comments, likes, favorites, moderation (SPEC §2-§5, §7 Ugc). */
import type { PageQuery } from './api';

/**
 * Content types (SPEC §9: 1-18, 81-90, 101-121). A topic's cate_type says what it is; cate_id and
 * sub_cate_id say what it hangs on (see {@link CATE_ATTACHMENT}).
 */
export enum ContentType {
  /** a short post on the comment square */
  COMMENT = 1,
  /** a study note; private to its author. cate_id: course (or 0), sub: lesson */
  NOTE = 2,
  /** an article by the team */
  ARTICLE = 3,
  /** a problem's description. cate_id: problem */
  PROBLEM_DESCRIPTION = 4,
  /** a solution write-up. cate_id: problem */
  SOLUTION = 5,
  /** a planet discussion. cate_id: discuz board, sub: tag */
  DISCUSSION = 6,
  /** public feedback thread */
  FEEDBACK = 7,
  /** a learner's story */
  STORY = 8,
  /** a question to the teachers (答疑). cate_id: course, sub: lesson */
  QUESTION = 9,
  /** discussion of a course. cate_id: course */
  COURSE_DISCUSSION = 81,
  /** discussion of one lesson. cate_id: course, sub: lesson */
  LESSON_DISCUSSION = 82,
  /** discussion of a problem (OJ discuz tab). cate_id: problem */
  PROBLEM_DISCUSSION = 101,
}

export const CONTENT_TYPES: readonly ContentType[] = [
  ContentType.COMMENT,
  ContentType.NOTE,
  ContentType.ARTICLE,
  ContentType.PROBLEM_DESCRIPTION,
  ContentType.SOLUTION,
  ContentType.DISCUSSION,
  ContentType.FEEDBACK,
  ContentType.STORY,
  ContentType.QUESTION,
  ContentType.COURSE_DISCUSSION,
  ContentType.LESSON_DISCUSSION,
  ContentType.PROBLEM_DISCUSSION,
];

export const CONTENT_TYPE_LABEL: Record<ContentType, string> = {
  [ContentType.COMMENT]: '广场',
  [ContentType.NOTE]: '笔记',
  [ContentType.ARTICLE]: '文章',
  [ContentType.PROBLEM_DESCRIPTION]: '题目描述',
  [ContentType.SOLUTION]: '题解',
  [ContentType.DISCUSSION]: '讨论',
  [ContentType.FEEDBACK]: '反馈',
  [ContentType.STORY]: '故事',
  [ContentType.QUESTION]: '答疑',
  [ContentType.COURSE_DISCUSSION]: '课程讨论',
  [ContentType.LESSON_DISCUSSION]: '课时讨论',
  [ContentType.PROBLEM_DISCUSSION]: '题目讨论',
};

/** What cate_id names, for the topic permit (courses need course access, problems the problem permit). */
export const CATE_ATTACHMENT: Partial<Record<ContentType, 'course' | 'problem'>> = {
  [ContentType.QUESTION]: 'course',
  [ContentType.COURSE_DISCUSSION]: 'course',
  [ContentType.LESSON_DISCUSSION]: 'course',
  [ContentType.PROBLEM_DESCRIPTION]: 'problem',
  [ContentType.SOLUTION]: 'problem',
  [ContentType.PROBLEM_DISCUSSION]: 'problem',
};

/** Learners may post these; articles and problem descriptions come from the team (admin). */
export const LEARNER_CONTENT_TYPES: readonly ContentType[] = CONTENT_TYPES.filter(
  (t) => t !== ContentType.ARTICLE && t !== ContentType.PROBLEM_DESCRIPTION,
);

/** Replies in these are Q&A answers (notice cate QA, shown on /study/qa). */
export const QA_CONTENT_TYPES: readonly ContentType[] = [ContentType.QUESTION, ContentType.COURSE_DISCUSSION, ContentType.LESSON_DISCUSSION, ContentType.PROBLEM_DISCUSSION];

/** Only their authors (and admins) see them. */
export const PRIVATE_CONTENT_TYPES: readonly ContentType[] = [ContentType.NOTE];

export interface CommunityUser {
  uid: string;
  nick_name: string;
  head_img_url: string;
}

export interface PostImage {
  url: string;
  thumb_url: string;
}

export interface TopicRow {
  topic_id: string;
  /** encoded id of (cate_type, cate_id, sub_cate_id) */
  cate: string;
  cate_type: ContentType;
  cate_id: string;
  sub_cate_id: string;
  title: string;
  /** the start of the content as plain text */
  summary: string;
  author: CommunityUser;
  images: PostImage[];
  like_count: number;
  favorite_count: number;
  comment_count: number;
  top: boolean;
  valuable: boolean;
  liked: boolean;
  favorited: boolean;
  created_at: string;
  updated_at: string;
}

export interface TopicDetail extends TopicRow {
  /** markdown */
  content: string;
  /** users @mentioned in the content */
  mentions: CommunityUser[];
  can_edit: boolean;
  can_delete: boolean;
}

export type TopicSort = 'new' | 'hot' | 'reply';

export interface TopicListQuery extends PageQuery {
  /** encoded id; or the three parts below */
  cate?: string;
  cate_type?: ContentType;
  cate_id?: string;
  sub_cate_id?: string;
  /** only this author's topics */
  uid?: string;
  /** 1: only valuable (精华) */
  valuable?: 0 | 1;
  keyword?: string;
  sort?: TopicSort;
}

/** POST /v1/topic/post and /v1/topic/update */
export interface TopicPostRequest {
  /** encoded id of what the topic hangs on (or cate_type + cate_id + sub_cate_id) */
  cate?: string;
  cate_type?: ContentType;
  cate_id?: string;
  sub_cate_id?: string;
  title: string;
  content: string;
  /** comma-joined urls returned by the image upload, at most 9 */
  images?: string;
  /** comma-joined uids chosen in the @mention picker */
  mentionedUids?: string;
}

export interface TopicUpdateRequest {
  topic_id: string;
  title: string;
  content: string;
  images?: string;
  mentionedUids?: string;
}

export interface CommentRow {
  comment_id: string;
  topic_id: string;
  /** 0 for a comment on the topic; the thread's comment for a reply */
  parent_id: string;
  level: 1 | 2;
  author: CommunityUser;
  /** whom a reply answers */
  to_user: CommunityUser | null;
  to_reply_id: string;
  content: string;
  images: PostImage[];
  like_count: number;
  reply_count: number;
  liked: boolean;
  public: boolean;
  handled: boolean;
  can_delete: boolean;
  created_at: string;
  /** the first replies of a comment (level 1 only) */
  replies?: CommentRow[];
}

export interface CommentListQuery extends PageQuery {
  topic_id: string;
  /** replies of this comment instead of the topic's comments */
  parent_id?: string;
}

/**
 * POST /v1/comment/post: SPEC §3 comment payload (uid, topic_id, parent_id, level, content) plus
 * the editor payload (mentionedUids, content, toUid, toReplyId, target, images).
 */
export interface CommentPostRequest {
  uid: string;
  topic_id: string;
  /** 0 (or omitted) comments on the topic; otherwise the comment whose thread this joins */
  parent_id?: string;
  /** 1 comment, 2 reply */
  level?: 1 | 2;
  content: string;
  mentionedUids?: string;
  toUid?: string;
  toReplyId?: string;
  /** 'topic' or 'comment': what the editor was answering */
  target?: 'topic' | 'comment';
  images?: string;
}

export interface SquareRow extends CommentRow {
  topic_title: string;
}

export interface MentionOption {
  uid: string;
  nick_name: string;
  head_img_url: string;
}

export interface LikeState {
  liked: boolean;
  like_count: number;
}
export interface FavoriteState {
  favorited: boolean;
  favorite_count: number;
}

/** Planet boards (admin: discuz list) and their tags. */
export interface DiscuzRow {
  id: string;
  name: string;
  description: string;
  order_value: number;
  enabled: boolean;
  /** encoded id topics of this board carry */
  cate: string;
  topic_count: number;
  tags: DiscuzTagRow[];
}
export interface DiscuzTagRow {
  id: string;
  discuz_id: string;
  name: string;
  order_value: number;
  cate: string;
}

export const COMMUNITY_LIMITS = {
  discuzName: 20,
  discuzDescription: 200,
  tagName: 12,
  summary: 120,
  repliesPreview: 3,
  mentionsPerPost: 20,
  robotComment: 500,
  keyword: 50,
} as const;

export const COMMUNITY_MESSAGES = {
  cateInvalid: '内容分类不正确',
  cateForbidden: '该分类不允许发布',
  discuzMissing: '版块不存在或已关闭',
  topicMissing: '帖子不存在或已删除',
  commentMissing: '评论不存在或已删除',
  noTopicPermit: '没有权限查看该内容',
  imagesInvalid: '图片链接无效，请重新上传',
  mentionsInvalid: '提到的用户不正确',
  parentInvalid: '回复的评论不存在',
  notOwner: '只能操作自己发布的内容',
  tooFrequent: '发布过于频繁，请稍后再试',
  uidMismatch: 'uid 与当前登录用户不一致',
} as const;
