import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { UserModule } from '../user/user.module';
import { NoticeCursorEntity } from './entities/notice-cursor.entity';
import { NoticeEntity } from './entities/notice.entity';
import { SystemNoticeEntity } from './entities/system-notice.entity';
import { NoticeAdminController, NoticeController } from './notice.controller';
import { NoticeService } from './notice.service';

/** Notices; import it and inject NoticeService to notify users (see notice.service.ts). */
@Module({
  imports: [TypeOrmModule.forFeature([NoticeEntity, SystemNoticeEntity, NoticeCursorEntity]), UserModule],
  controllers: [NoticeController, NoticeAdminController],
  providers: [NoticeService],
  exports: [NoticeService],
})
export class NoticeModule {}
