import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { AdminUserRow } from '../../../../types/user';
import { Access } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import { AdminUserQueryDto, USER_LIST } from './user.dto';
import { UserService } from './user.service';

@ApiTags('admin/user')
@Access('admin')
@Controller('admin/user')
export class UserAdminController {
  constructor(private readonly users: UserService) {}

  @ApiOperation({ summary: '用户列表（搜索、排序、分页）' })
  @Get('list')
  list(@AdminList(USER_LIST) q: AdminUserQueryDto): Promise<Page<AdminUserRow>> {
    return this.users.adminList(q);
  }

  @ApiOperation({ summary: '用户数' })
  @Get('count')
  async count(@AdminList(USER_LIST) q: AdminUserQueryDto): Promise<{ total: number }> {
    return { total: await this.users.adminCount(q) };
  }
}
