import type { Page } from '../../../types/api';
import type {
  CourseDetail,
  CourseListQuery,
  CourseListResponse,
  HeartbeatRequest,
  LearnState,
  LessonDetail,
  LiveLessonDetail,
  LiveLessonView,
  LiveListQuery,
  LiveSubjectView,
  LiveTopicView,
  MyCourseRow,
  PlayInfo,
  PracticeSubmitRequest,
  PracticeKind,
  PracticeTaskView,
} from '../../../types/course';
import { get, post, type RequestOptions } from '../request';

export const listCourses = (query: CourseListQuery = {}, options?: RequestOptions) => get<CourseListResponse>('/v1/course/list', { ...query }, options);

export const fetchCourse = (course_id: string, options?: RequestOptions) => get<CourseDetail>('/v1/course/detail', { course_id }, options);

export const fetchLesson = (lesson_id: string, options?: RequestOptions) => get<LessonDetail>('/v1/lesson/detail', { lesson_id }, options);

export const fetchPlayInfo = (video_id: string, options?: RequestOptions) => get<PlayInfo>('/v1/video/playinfo', { video_id }, options);

export const sendHeartbeat = (body: HeartbeatRequest, options?: RequestOptions) => post<LearnState>('/v1/learn/heartbeat', { ...body }, options);

export const finishArticle = (lesson_id: string, options?: RequestOptions) => post<LearnState>('/v1/learn/finish', { lesson_id }, options);

export const fetchMyCourses = (options?: RequestOptions) => get<MyCourseRow[]>('/v1/study/course', {}, options);

/** a course's practice tasks, of one kind (项目实战 / 求职实战) or all */
export const listPracticeTasks = (course_id: string, kind?: PracticeKind, options?: RequestOptions) => get<PracticeTaskView[]>('/v1/practice/task/list', { course_id, kind }, options);

export const submitPractice = (body: PracticeSubmitRequest, options?: RequestOptions) => post<PracticeTaskView>('/v1/practice/task/submit', { ...body }, options);

export const listLiveSubjects = (options?: RequestOptions) => get<LiveSubjectView[]>('/v1/live/subject/list', {}, options);

export const listLiveLessons = (query: LiveListQuery = {}, options?: RequestOptions) => get<Page<LiveLessonView>>('/v1/live/lesson/list', { ...query }, options);

export const fetchLiveLesson = (id: string, options?: RequestOptions) => get<LiveLessonDetail>('/v1/live/lesson/detail', { id }, options);

export const listLiveTopics = (subject_id?: string, options?: RequestOptions) => get<LiveTopicView[]>('/v1/live/topic/list', { subject_id }, options);

export const voteLiveTopic = (id: string, options?: RequestOptions) => post<LiveTopicView>('/v1/live/topic/vote', { id }, options);
