import { Module } from '@nestjs/common';
import { PermitModule } from '../commerce/permit.module';
import { StorageModule } from '../storage/storage.module';
import { CourseAdminController } from './course.admin.controller';
import { CourseAdminService } from './course-admin.service';
import { CourseCatalogService } from './course-catalog.service';
import { CourseController } from './course.controller';
import { CourseUsersService } from './course-users.service';
import { LearnLogService } from './learn-log.service';
import { LessonService } from './lesson.service';
import { PracticeService } from './practice.service';
import { VideoAccessService } from './video-access.service';
import { VideoAdminController } from './video.admin.controller';
import { VideoLibraryService } from './video-library.service';

/**
 * Courses, lessons, the video library, learn logs and practice tasks. Registers the course policy
 * of PermitService (free courses, VIP inclusion); course purchase itself is commerce's checkout.
 */
@Module({
  imports: [PermitModule, StorageModule],
  controllers: [CourseController, CourseAdminController, VideoAdminController],
  providers: [CourseCatalogService, CourseAdminService, CourseUsersService, LearnLogService, LessonService, PracticeService, VideoAccessService, VideoLibraryService],
  exports: [CourseCatalogService, VideoAccessService],
})
export class CourseModule {}
