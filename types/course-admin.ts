/** The course console's wire contract (SPEC §2 admin courses, lessons, groups, course users, learnlog, scholarships). */
import type { CourseCard, CourseProgress, LessonBrief, LessonKind } from './course';

// ---------------------------------------------------------------- admin

export interface CourseSaveRequest {
  course_id?: string;
  category_id?: string;
  title: string;
  subtitle?: string;
  intro?: string;
  /** storage key or url of the cover image (an image upload) */
  cover?: string;
  teacher?: string;
  free: boolean | number;
  /** VIP members study it without buying */
  vip_included: boolean | number;
  published: boolean | number;
  /** the commerce product that sells this course ('' = none) */
  product_id?: string;
  order_value?: number;
}

export interface AdminCourseRow extends CourseCard {
  published: boolean;
  vip_included: boolean;
  order_value: number;
  learner_count: number;
  intro: string;
  cover: string;
}

export interface GroupSaveRequest {
  course_id: string;
  group_id?: string;
  name: string;
  order_value?: number;
}

export interface LessonSaveRequest {
  course_id: string;
  lesson_id?: string;
  group_id: string;
  title: string;
  kind: LessonKind;
  video_id?: string;
  content?: string;
  free_preview: boolean | number;
  published: boolean | number;
  order_value?: number;
}

export interface AdminLessonRow extends LessonBrief {
  course_id: string;
  video_id: string;
  video_title: string;
  content: string;
  published: boolean;
}

export interface CourseUserRow {
  uid: string;
  nick_name: string;
  telephone: string | null;
  /** how the user got access: course equity, vip, or only learn records */
  via: string;
  expires_at: string | null;
  progress: CourseProgress;
}

export interface LearnLogRow {
  lesson_id: string;
  lesson_title: string;
  kind: LessonKind;
  duration: number;
  position: number;
  watched_ratio: number;
  finished: boolean;
  elapsed_seconds: number | null;
  finished_at: string | null;
  updated_at: string;
}

export type ScholarshipState = 'pending' | 'granted' | 'rejected';
export const SCHOLARSHIP_STATE_LABEL: Record<ScholarshipState, string> = { pending: '待发放', granted: '已发放', rejected: '未通过' };

export interface ScholarshipView {
  id: string;
  course_id: string;
  uid: string;
  nick_name: string;
  amount_fen: number;
  state: ScholarshipState;
  note: string;
  created_at: string;
}

export interface ScholarshipSaveRequest {
  id?: string;
  course_id: string;
  uid: string;
  amount_fen: number;
  state: ScholarshipState;
  note?: string;
}
