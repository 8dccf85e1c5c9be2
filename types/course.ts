/**
 * Courses, lessons, videos, learn logs, practice tasks and live lessons (SPEC §1-§4, §7 playinfo).
 * The wire contract of the learning side; no runtime dependencies.
 */
import type { AdminListQuery } from './admin';
import type { PageQuery } from './api';
import type { PermitResult } from './commerce';
import type { LiveState } from './live';

// split by concern; importers of './course' keep working
export * from './live';
export * from './course-admin';

// ---------------------------------------------------------------- limits and messages

export const COURSE_LIMITS = {
  title: 60,
  subtitle: 120,
  /** course intro / article lesson markdown */
  content: 30000,
  groupName: 30,
  videoTitle: 80,
  /** learn-log buckets: a lesson is watched in slices of this many seconds */
  bucketSeconds: 5,
  /** a lesson counts as finished once this share of its buckets was really watched */
  finishRatio: 0.9,
  /** the player reports its position this often while playing */
  heartbeatMs: 10000,
  /** a gap longer than this between two heartbeats is not counted as study time */
  heartbeatGapMaxSeconds: 60,
  /** the fastest playback rate the player offers; faster progress is a seek, not watching */
  maxPlaybackRate: 2,
  /** longest video the learn log tracks (buckets are kept as a bitset) */
  videoSecondsMax: 6 * 3600,
  /** SPEC §4: the notice-follow modal polls the profile this often */
  followPollMs: 2000,
  submission: 5000,
  review: 500,
  link: 300,
  liveTitle: 60,
  liveDescription: 2000,
} as const;

/** Lifetime of signed play URLs (seconds): long enough for one sitting, short enough not to be shared. */
export const PLAY_URL_TTL_SECONDS = 4 * 3600;

export const COURSE_MESSAGES = {
  courseMissing: '课程不存在或未上架',
  lessonMissing: '课时不存在',
  groupMissing: '章节不存在',
  videoMissing: '视频不存在',
  needPurchase: '购买课程后即可学习',
  videoForbidden: '购买课程后即可观看',
  titleInvalid: `标题不能为空且不超过${COURSE_LIMITS.title}个字符`,
  contentTooLong: `内容不能超过${COURSE_LIMITS.content}个字符`,
  videoRequired: '视频课时请选择视频',
  videoKeyInvalid: '请先上传视频文件',
  videoObjectMissing: '视频文件不存在，请重新上传',
  videoTypeInvalid: '只支持 mp4、webm 视频或 m3u8 播放列表',
  productInvalid: '商品不存在或不是该课程的商品',
  taskMissing: '任务不存在',
  submissionMissing: '提交不存在',
  submissionInvalid: `提交内容不能为空且不超过${COURSE_LIMITS.submission}个字符`,
  linkInvalid: '链接必须以 http:// 或 https:// 开头',
  liveMissing: '直播课不存在',
  subjectMissing: '专题不存在',
  channelMissing: '直播频道不存在',
  topicMissing: '选题不存在',
  timeInvalid: '结束时间必须晚于开始时间',
  groupNotEmpty: '该分组下还有内容，请先移走或删除',
  categoryMissing: '课程分类不存在',
} as const;

/** Shown where a time was never measured (SPEC §8). */
export const UNKNOWN_ELAPSED = '未统计';

/** Local storage keys of this area. */
export const COURSE_STORAGE_KEYS = {
  /** SPEC §4: the notice-follow modal was shown once in this browser */
  followModalShown: 'followModalShown',
} as const;


// ---------------------------------------------------------------- catalogue

export type LessonKind = 'video' | 'article';
export const LESSON_KIND_LABEL: Record<LessonKind, string> = { video: '视频', article: '图文' };

export interface CourseCategoryRow {
  id: string;
  name: string;
  order_value: number;
  course_count: number;
}

/** A course on the list (/course) and in my courses. */
export interface CourseCard {
  course_id: string;
  title: string;
  subtitle: string;
  /** signed cover url; '' = none */
  cover_url: string;
  category_id: string;
  teacher: string;
  lesson_count: number;
  /** seconds of video over all lessons */
  total_seconds: number;
  free: boolean;
  price_fen: number;
  original_price_fen: number;
  product_id: string;
  /** the caller may study it (signed-in callers only; false for visitors) */
  enrolled: boolean;
  /** 'normal' course or 'training' camp (a camp's page is its training route) */
  kind: CourseKind;
  /** 人在学: holders of the course (or camp seat) and everyone who has studied one of its lessons, counted at read */
  learner_count: number;
}

/** A course's kind: an ordinary course or a training camp (训练营). */
export type CourseKind = 'normal' | 'training';
export const COURSE_KINDS: readonly CourseKind[] = ['normal', 'training'];
/** The catalogue's kind filter: one kind, or every kind ('all'). Omitted: 'normal', as before camps were listed. */
export type CourseListKind = CourseKind | 'all';
export const COURSE_LIST_KINDS: readonly CourseListKind[] = ['normal', 'training', 'all'];

export interface CourseListQuery extends PageQuery {
  category_id?: string;
  /** normal (default) | training | all */
  kind?: CourseListKind;
}

export interface CourseListResponse {
  categories: CourseCategoryRow[];
  list: CourseCard[];
  total: number;
  page_no: number;
  page_size: number;
}

export interface LessonBrief {
  lesson_id: string;
  group_id: string;
  title: string;
  kind: LessonKind;
  /** video seconds; 0 for articles */
  duration: number;
  free_preview: boolean;
  order_value: number;
  /** the caller finished it (false for visitors) */
  finished: boolean;
}

export interface CourseGroupView {
  group_id: string;
  name: string;
  order_value: number;
  lessons: LessonBrief[];
}

export interface CourseProgress {
  finished: number;
  total: number;
  /** 0-100 */
  percent: number;
  /** seconds of real study counted from heartbeats; null = never measured (未统计) */
  elapsed_seconds: number | null;
  last_lesson_id: string;
  last_lesson_title: string;
  last_learned_at: string | null;
}

export interface CourseDetail extends CourseCard {
  /** markdown */
  intro: string;
  groups: CourseGroupView[];
  access: PermitResult;
  /** null for visitors */
  progress: CourseProgress | null;
  has_tasks: boolean;
}

// ---------------------------------------------------------------- lessons and the learn log

export interface LearnState {
  /** where to resume, seconds */
  position: number;
  /** share of the lesson really watched, 0-1 */
  watched_ratio: number;
  finished: boolean;
  /** seconds of study counted; null = never measured */
  elapsed_seconds: number | null;
}

export interface LessonDetail extends LessonBrief {
  course_id: string;
  course_title: string;
  /** article markdown (or notes of a video lesson) */
  content: string;
  video_id: string;
  prev_lesson_id: string;
  next_lesson_id: string;
  learn: LearnState;
}

/** POST /v1/learn/heartbeat: where the player is now. */
export interface HeartbeatRequest {
  lesson_id: string;
  /** current playback position, seconds */
  position: number;
  /** 1 when the player is playing (progress since the last beat may count as watched) */
  playing?: 0 | 1;
}

export interface LessonFinishRequest {
  lesson_id: string;
}

// ---------------------------------------------------------------- video

/** GET /v1/video/playinfo?video_id= */
export interface PlayInfo {
  video_id: string;
  title: string;
  /** seconds */
  duration: number;
  content_type: string;
  /** signed, expiring URL of the file (HTTP range requests work) */
  play_url: string;
  /** signed URL of the HLS playlist, '' when the video has none */
  hls_url: string;
  /** epoch ms when the URLs stop working */
  expires_at: number;
}

export interface VideoRow {
  video_id: string;
  group_id: string;
  title: string;
  key: string;
  hls_key: string;
  size: number;
  content_type: string;
  duration: number;
  /** anyone may play it (homepage / VIP intro videos) */
  public: boolean;
  used_by: number;
  created_at: string;
}

export interface VideoGroupRow {
  id: string;
  name: string;
  order_value: number;
  video_count: number;
}

/** /api/admin/video/list on the admin list contract: sort `id`, `created_at`, `duration`, `size`. */
export interface VideoListQuery extends AdminListQuery {
  group_id?: string;
  keyword?: string;
}

/** /api/admin/course/user/list on the admin list contract: sort `uid`. */
export interface CourseUserQuery extends AdminListQuery {
  course_id: string;
  /** uid, a nick name fragment or the phone number */
  keyword?: string;
}

/** POST /admin/video/save: registers an uploaded object (uploaded with GET /v1/oss/sts credentials). */
export interface VideoSaveRequest {
  video_id?: string;
  group_id?: string;
  title: string;
  /** storage key of the uploaded file (mp4/webm), under the admin's own prefix */
  key?: string;
  /** storage key of an HLS playlist; its segments sit next to it */
  hls_key?: string;
  /** seconds, read by the browser from the file before upload */
  duration: number;
  public?: boolean | number;
}

/** Accepted video content types. */
export const VIDEO_CONTENT_TYPES = ['video/mp4', 'video/webm'] as const;
export const HLS_CONTENT_TYPES = ['application/vnd.apple.mpegurl', 'application/x-mpegurl', 'audio/mpegurl'] as const;

// ---------------------------------------------------------------- study

export interface MyCourseRow extends CourseCard {
  progress: CourseProgress;
  /** ISO; null = permanent */
  expires_at: string | null;
}

// ---------------------------------------------------------------- practice tasks (项目实战任务)

export type SubmissionState = 'submitted' | 'passed' | 'rejected';
export const SUBMISSION_STATE_LABEL: Record<SubmissionState, string> = { submitted: '待批改', passed: '已通过', rejected: '需修改' };

export interface PracticeSubmissionView {
  id: string;
  task_id: string;
  uid: string;
  nick_name: string;
  content: string;
  link: string;
  state: SubmissionState;
  review: string;
  reviewed_at: string | null;
  updated_at: string;
}

/**
 * Kinds of practice tasks, each with its own /service route: 项目实战任务 (projects) and
 * 求职实战任务 (résumé and interview tasks of the job-hunting coaching).
 */
export type PracticeKind = 'project' | 'career';
export const PRACTICE_KINDS: readonly PracticeKind[] = ['project', 'career'];
export const PRACTICE_KIND_LABEL: Record<PracticeKind, string> = { project: '项目实战任务', career: '求职实战任务' };

export interface PracticeTaskView {
  task_id: string;
  course_id: string;
  kind: PracticeKind;
  title: string;
  /** markdown */
  content: string;
  order_value: number;
  /** ISO; null = no deadline */
  deadline: string | null;
  mine: PracticeSubmissionView | null;
}

export interface PracticeSubmitRequest {
  task_id: string;
  content: string;
  link?: string;
}

export interface PracticeReviewRequest {
  id: string;
  state: 'passed' | 'rejected';
  review?: string;
}

// ---------------------------------------------------------------- pure helpers (both sides)

/** 3725 -> '1:02:05', 65 -> '01:05' */
export function formatDuration(seconds: number): string {
  const s = Math.max(0, Math.floor(seconds));
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const sec = s % 60;
  const mm = String(m).padStart(2, '0');
  const ss = String(sec).padStart(2, '0');
  return h ? `${h}:${mm}:${ss}` : `${mm}:${ss}`;
}

/** Study time for people: null -> 未统计, else 'X小时Y分钟' / 'Y分钟' / '不足1分钟'. */
export function formatElapsed(seconds: number | null | undefined): string {
  if (seconds === null || seconds === undefined) return UNKNOWN_ELAPSED;
  const min = Math.floor(seconds / 60);
  if (min < 1) return '不足1分钟';
  const h = Math.floor(min / 60);
  return h ? `${h}小时${min % 60}分钟` : `${min}分钟`;
}

/** The live state at `now` from the schedule: live between start and end, then replay if recorded. */
export function liveStateAt(startMs: number, endMs: number, hasReplay: boolean, nowMs: number): LiveState {
  if (nowMs < startMs) return 'upcoming';
  if (nowMs < endMs) return 'live';
  return hasReplay ? 'replay' : 'ended';
}
