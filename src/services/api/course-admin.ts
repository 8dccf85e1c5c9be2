import type { AdminListParams } from '../../../types/admin';
import type { Page } from '../../../types/api';
import type {
  AdminCourseRow,
  AdminLessonRow,
  CourseCategoryRow,
  CourseGroupView,
  CourseSaveRequest,
  CourseUserRow,
  GroupSaveRequest,
  LearnLogRow,
  LessonSaveRequest,
  LiveChannelView,
  LiveEventKind,
  LiveEventView,
  LiveLessonView,
  LiveSubjectView,
  LiveTopicView,
  PracticeReviewRequest,
  PracticeSubmissionView,
  PracticeKind,
  PracticeTaskView,
  ScholarshipSaveRequest,
  ScholarshipView,
  VideoGroupRow,
  VideoListQuery,
  VideoRow,
  VideoSaveRequest,
} from '../../../types/course';
import { get, post, type Query, type RequestOptions } from '../request';

const o = (options?: RequestOptions) => ({ silent: true, ...options });
const q = (body: object) => ({ ...body }) as Query;

export const adminCategories = (x?: RequestOptions) => get<CourseCategoryRow[]>('/admin/course/category/list', {}, o(x));
export const adminSaveCategory = (b: { id?: string; name: string; order_value?: number }) => post<CourseCategoryRow[]>('/admin/course/category/save', q(b), o());
export const adminDeleteCategory = (id: string) => post<CourseCategoryRow[]>('/admin/course/category/delete', { id }, o());

export const adminCourses = (x?: RequestOptions) => get<AdminCourseRow[]>('/admin/course/list', {}, o(x));
export const adminCourse = (course_id: string, x?: RequestOptions) => get<AdminCourseRow>('/admin/course/detail', { course_id }, o(x));
export const adminSaveCourse = (b: CourseSaveRequest) => post<AdminCourseRow>('/admin/course/save', q(b), o());
export const adminDeleteCourse = (course_id: string) => post<null>('/admin/course/delete', { course_id }, o());

export const adminGroups = (course_id: string, x?: RequestOptions) => get<CourseGroupView[]>('/admin/course/group/list', { course_id }, o(x));
export const adminSaveGroup = (b: GroupSaveRequest) => post<CourseGroupView[]>('/admin/course/group/save', q(b), o());
export const adminDeleteGroup = (course_id: string, group_id: string) => post<CourseGroupView[]>('/admin/course/group/delete', { course_id, group_id }, o());

export const adminLessons = (course_id: string, x?: RequestOptions) => get<AdminLessonRow[]>('/admin/course/lesson/list', { course_id }, o(x));
export const adminLesson = (course_id: string, lesson_id: string, x?: RequestOptions) => get<AdminLessonRow>('/admin/course/lesson/detail', { course_id, lesson_id }, o(x));
export const adminSaveLesson = (b: LessonSaveRequest) => post<AdminLessonRow>('/admin/course/lesson/save', q(b), o());
export const adminDeleteLesson = (course_id: string, lesson_id: string) => post<null>('/admin/course/lesson/delete', { course_id, lesson_id }, o());

/** the admin list contract: sort `uid`, filter `keyword` */
export const adminCourseUsers = (course_id: string, query: AdminListParams) =>
  get<Page<CourseUserRow>>('/admin/course/user/list', q({ ...query, course_id }), o());
export const adminGrantCourse = (course_id: string, uid: string, days: number) => post<null>('/admin/course/user/grant', { course_id, uid, days }, o());
export const adminRevokeCourse = (course_id: string, uid: string) => post<{ revoked: number }>('/admin/course/user/revoke', { course_id, uid }, o());
export const adminLearnlog = (course_id: string, uid: string) =>
  get<{ user: { uid: string; nick_name: string }; course_title: string; rows: LearnLogRow[] }>('/admin/learnlog', { course_id, uid }, o());
export const adminScholarships = (course_id: string) => get<ScholarshipView[]>('/admin/course/scholarship/list', { course_id }, o());
export const adminSaveScholarship = (b: ScholarshipSaveRequest) => post<ScholarshipView[]>('/admin/course/scholarship/save', q(b), o());

export const adminTasks = (course_id: string) => get<PracticeTaskView[]>('/admin/practice/task/list', { course_id }, o());
export const adminSaveTask = (b: { course_id: string; task_id?: string; kind?: PracticeKind; title: string; content?: string; order_value?: number; deadline?: string }) =>
  post<PracticeTaskView>('/admin/practice/task/save', q(b), o());
export const adminDeleteTask = (id: string) => post<null>('/admin/practice/task/delete', { id }, o());
/** the admin list contract: page_no, page_size ≤ 100, sort (updated_at, reviewed_at, id), filters task_id, uid, state */
export const adminSubmissions = (course_id: string, query: AdminListParams) =>
  get<Page<PracticeSubmissionView>>('/admin/practice/submission/list', q({ ...query, course_id }), o());
export const adminReview = (b: PracticeReviewRequest) => post<PracticeSubmissionView>('/admin/practice/submission/review', q(b), o());

export const adminVideos = (query: VideoListQuery) => get<Page<VideoRow>>('/admin/video/list', q(query), o());
export const adminSaveVideo = (b: VideoSaveRequest) => post<VideoRow>('/admin/video/save', q(b), o());
export const adminDeleteVideo = (id: string) => post<null>('/admin/video/delete', { id }, o());
export const adminVideoGroups = () => get<VideoGroupRow[]>('/admin/video/group/list', {}, o());
export const adminSaveVideoGroup = (b: { id?: string; name: string; order_value?: number }) => post<VideoGroupRow[]>('/admin/video/group/save', q(b), o());
export const adminDeleteVideoGroup = (id: string) => post<VideoGroupRow[]>('/admin/video/group/delete', { id }, o());

export const adminLiveSubjects = () => get<LiveSubjectView[]>('/admin/live/subject/list', {}, o());
export const adminSaveLiveSubject = (b: { id?: string; title: string; description?: string; course_id?: string; order_value?: number }) => post<LiveSubjectView[]>('/admin/live/subject/save', q(b), o());
export const adminDeleteLiveSubject = (id: string) => post<LiveSubjectView[]>('/admin/live/subject/delete', { id }, o());
export const adminLiveLessons = (page_no: number) => get<Page<LiveLessonView>>('/admin/live/lesson/list', { page_no, page_size: 20 }, o());
export const adminSaveLiveLesson = (b: { id?: string; subject_id: string; title: string; description?: string; teacher?: string; start_at: string; end_at: string; channel_id?: string; replay_video_id?: string }) =>
  post<LiveLessonView>('/admin/live/lesson/save', q(b), o());
export const adminDeleteLiveLesson = (id: string) => post<null>('/admin/live/lesson/delete', { id }, o());
export const adminLiveChannels = () => get<LiveChannelView[]>('/admin/live/channel/list', {}, o());
export const adminSaveLiveChannel = (b: { id?: string; name: string; push_url?: string; play_url?: string; enabled: boolean }) => post<LiveChannelView[]>('/admin/live/channel/save', q(b), o());
export const adminDeleteLiveChannel = (id: string) => post<LiveChannelView[]>('/admin/live/channel/delete', { id }, o());
export const adminLiveEvents = (lesson_id: string) => get<LiveEventView[]>('/admin/live/event/list', { lesson_id }, o());
export const adminAddLiveEvent = (lesson_id: string, kind: LiveEventKind, content: string) => post<LiveEventView[]>('/admin/live/event/add', { lesson_id, kind, content }, o());
export const adminLiveTopics = () => get<LiveTopicView[]>('/admin/live/topic/list', {}, o());
export const adminSaveLiveTopic = (b: { id?: string; subject_id: string; title: string; description?: string; chosen: boolean }) => post<LiveTopicView[]>('/admin/live/topic/save', q(b), o());
export const adminDeleteLiveTopic = (id: string) => post<LiveTopicView[]>('/admin/live/topic/delete', { id }, o());
