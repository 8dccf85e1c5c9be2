import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { NoticeRow, SystemNoticeRow, UnreadCounts } from '../../../../types/notice';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { AdminSystemListDto, NoticeListDto, NoticeReadDto, NoticeUidDto, SystemListDto, SystemSendDto } from './notice.dto';
import { NoticeService } from './notice.service';

/** The uid parameter of SPEC §7 names whose notices; only one's own may be read. */
function own(caller: Caller, uid: string): string {
  if (uid !== caller.uid) throw AppException.forbidden('只能查看自己的通知');
  return uid;
}

@ApiTags('notice')
@Access('token')
@Controller('v1/notice')
export class NoticeController {
  constructor(private readonly notices: NoticeService) {}

  @ApiOperation({ summary: '用户通知列表（回复、提到、点赞、答疑…）' })
  @Get('user/list')
  userList(@CurrentCaller() caller: Caller, @Query() q: NoticeListDto): Promise<Page<NoticeRow>> {
    return this.notices.userList(own(caller, q.uid), q.cate_type, q);
  }

  @ApiOperation({ summary: '系统通知列表' })
  @Get('system/list')
  systemList(@CurrentCaller() caller: Caller, @Query() q: SystemListDto): Promise<Page<SystemNoticeRow>> {
    return this.notices.systemList(own(caller, q.uid), q);
  }

  @ApiOperation({ summary: '未读通知数' })
  @Get('unread')
  unread(@CurrentCaller() caller: Caller, @Query() q: NoticeUidDto): Promise<UnreadCounts> {
    return this.notices.unread(own(caller, q.uid));
  }

  @ApiOperation({ summary: '标记已读' })
  @Post('read')
  @HttpCode(200)
  read(@CurrentCaller() caller: Caller, @Body() dto: NoticeReadDto): Promise<{ updated: number }> {
    return this.notices.markRead(own(caller, dto.uid), dto.kind, dto.cate_type, dto.ids?.split(','));
  }
}

@ApiTags('admin/notice')
@Access('admin')
@Controller('admin/notice')
export class NoticeAdminController {
  constructor(private readonly notices: NoticeService) {}

  @ApiOperation({ summary: '发送系统通知（广播，或指定 uid 单发）' })
  @Post('system/send')
  @HttpCode(200)
  send(@CurrentCaller() caller: Caller, @Body() dto: SystemSendDto): Promise<{ id: string }> {
    return this.notices.sendSystem(caller.uid, dto);
  }

  @ApiOperation({ summary: '已发送的系统通知' })
  @Get('system/list')
  list(@CurrentCaller() caller: Caller, @Query() q: AdminSystemListDto): Promise<Page<SystemNoticeRow>> {
    return this.notices.systemList(caller.uid, q);
  }
}
