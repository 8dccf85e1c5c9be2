import { CourseCategoryEntity } from './entities/course-category.entity';
import { CourseGroupEntity } from './entities/course-group.entity';
import { CourseEntity } from './entities/course.entity';
import { LearnDayEntity } from './entities/learn-day.entity';
import { LearnLogEntity } from './entities/learn-log.entity';
import { LessonEntity } from './entities/lesson.entity';
import { PracticeSubmissionEntity } from './entities/practice-submission.entity';
import { PracticeTaskEntity } from './entities/practice-task.entity';
import { ScholarshipEntity } from './entities/scholarship.entity';
import { VideoGroupEntity } from './entities/video-group.entity';
import { VideoEntity } from './entities/video.entity';
import { LiveChannelEntity } from '../live/entities/live-channel.entity';
import { LiveEventEntity } from '../live/entities/live-event.entity';
import { LiveLessonEntity } from '../live/entities/live-lesson.entity';
import { LiveSubjectEntity } from '../live/entities/live-subject.entity';
import { LiveTopicEntity, LiveTopicVoteEntity } from '../live/entities/live-topic.entity';

/** Every entity of the learning side (courses, videos, learn logs, practice, live), listed once in database/entities.ts. */
export const COURSE_ENTITIES = [
  CourseCategoryEntity,
  CourseEntity,
  CourseGroupEntity,
  LessonEntity,
  VideoGroupEntity,
  VideoEntity,
  LearnLogEntity,
  LearnDayEntity,
  PracticeTaskEntity,
  PracticeSubmissionEntity,
  ScholarshipEntity,
  LiveSubjectEntity,
  LiveLessonEntity,
  LiveChannelEntity,
  LiveEventEntity,
  LiveTopicEntity,
  LiveTopicVoteEntity,
];
