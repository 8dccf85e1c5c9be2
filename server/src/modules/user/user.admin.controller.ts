import { Controller, Get, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { AdminUserRow } from '../../../../types/user';
import { Access } from '../../common/access.decorator';
import { AdminUserQueryDto } from './user.dto';
import { UserService } from './user.service';

@ApiTags('admin/user')
@Access('admin')
@Controller('admin/user')
export class UserAdminController {
  constructor(private readonly users: UserService) {}

  @ApiOperation({ summary: '用户列表（搜索、分页）' })
  @Get('list')
  list(@Query() q: AdminUserQueryDto): Promise<Page<AdminUserRow>> {
    return this.users.adminList(q.keyword, q);
  }

  @ApiOperation({ summary: '用户数' })
  @Get('count')
  async count(@Query() q: AdminUserQueryDto): Promise<{ total: number }> {
    return { total: await this.users.adminCount(q.keyword) };
  }
}
