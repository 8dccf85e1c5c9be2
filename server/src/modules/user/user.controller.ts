import { Body, Controller, Get, HttpCode, OnModuleInit, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { UserProfile } from '../../../../types/user';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { HotRoutes } from '../../common/hot-routes';
import type { Caller } from '../../common/request-context';
import { HeadImageDto, NicknameDto, UidQueryDto } from './user.dto';
import { UserService } from './user.service';

@ApiTags('user')
@Access('token')
@Controller()
export class UserController implements OnModuleInit {
  constructor(
    private readonly users: UserService,
    private readonly hot: HotRoutes,
  ) {}

  onModuleInit(): void {
    this.hot.add(UserController, 'me', (caller) => this.users.peekMe(caller!));
  }

  @ApiOperation({ summary: '当前用户' })
  @Get('user')
  me(@CurrentCaller() caller: Caller): Promise<UserProfile> {
    return this.users.me(caller);
  }

  @ApiOperation({ summary: '用户信息（本人含 bindFwh）' })
  @Get('v1/user/info')
  info(@CurrentCaller() caller: Caller, @Query() q: UidQueryDto): Promise<UserProfile> {
    return this.users.info(caller, q.uid);
  }

  @ApiOperation({ summary: '修改昵称（1-10 个字符）' })
  @Post('v1/user/nickname')
  @HttpCode(200)
  updateNickname(@CurrentCaller() caller: Caller, @Body() dto: NicknameDto): Promise<UserProfile> {
    return this.users.updateNickname(caller, dto.nick_name);
  }

  @ApiOperation({ summary: '修改头像（须为本人上传的图片）' })
  @Post('v1/user/headimg')
  @HttpCode(200)
  updateHeadImage(@CurrentCaller() caller: Caller, @Body() dto: HeadImageDto): Promise<UserProfile> {
    return this.users.updateHeadImage(caller, dto.head_img_url);
  }

  @ApiOperation({ summary: '按 uid 检查管理员身份' })
  @Get('v1/user/admin/check')
  async adminCheck(@CurrentCaller() caller: Caller, @Query() q: UidQueryDto): Promise<{ admin: boolean }> {
    return { admin: await this.users.roleCheck(caller, q.uid, 'admin') };
  }

  @ApiOperation({ summary: '按 uid 检查合伙人身份' })
  @Get('v1/user/partner/check')
  async partnerCheck(@CurrentCaller() caller: Caller, @Query() q: UidQueryDto): Promise<{ partner: boolean }> {
    return { partner: await this.users.roleCheck(caller, q.uid, 'partner') };
  }
}
