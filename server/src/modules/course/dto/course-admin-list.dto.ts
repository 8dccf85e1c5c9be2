import { ApiPropertyOptional } from '@nestjs/swagger';
import { Brackets } from 'typeorm';
import type { CourseUserQuery, VideoListQuery } from '../../../../../types/course';
import { defineAdminList } from '../../../common/admin-list/admin-list';
import { AdminListDto, TextFilter } from '../../../common/admin-list/admin-list.dto';
import { ID_RE, IdField, OptionalIdField } from './fields';

const likeOf = (k: string) => `%${k.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

/** /api/admin/video/list on the admin list contract: the video library, newest first. */
export class VideoListDto extends AdminListDto implements VideoListQuery {
  @OptionalIdField('group_id')
  group_id?: string;

  /** words of the title */
  @ApiPropertyOptional()
  @TextFilter('关键词')
  keyword?: string;
}

export const VIDEO_LIST = defineAdminList({
  dto: VideoListDto,
  sort: { id: 'v.id', created_at: 'v.createdAt', duration: 'v.duration', size: 'v.size' },
  defaultSort: ['id', 'desc'],
  filters: {
    group_id: { op: 'eq', column: 'v.groupId' },
    keyword: (qb, v: unknown, p) => {
      const k = String(v).trim();
      if (k) qb.andWhere(`v.title LIKE :${p}`, { [p]: likeOf(k) });
    },
  },
});

/** /api/admin/course/user/list on the admin list contract: the course's learners (users `u`), by uid. */
export class CourseUsersDto extends AdminListDto implements CourseUserQuery {
  @IdField('course_id')
  course_id: string;

  /** uid, a nick name fragment or the phone number */
  @ApiPropertyOptional()
  @TextFilter('关键词')
  keyword?: string;
}

export const COURSE_USER_LIST = defineAdminList({
  dto: CourseUsersDto,
  sort: { uid: 'u.uid' },
  defaultSort: ['uid', 'asc'],
  // course_id picks the learners in CourseUsersService.users (holders and learn logs)
  filters: {
    keyword: (qb, v: unknown, p) => {
      const k = String(v).trim();
      if (!k) return;
      qb.andWhere(
        new Brackets((b) => {
          b.where(`u.nickName LIKE :${p}`, { [p]: likeOf(k) }).orWhere(`u.telephone = :${p}_exact`, { [`${p}_exact`]: k });
          if (ID_RE.test(k)) b.orWhere(`u.uid = :${p}_exact`);
        }),
      );
    },
  },
});
