import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { SessionInfo } from '../../../../types/user';
import { Access } from '../../common/access.decorator';
import { AuthService } from './auth.service';
import { DevLoginDto, TokenDto } from './auth.dto';

@ApiTags('auth')
@Controller('v1')
export class AuthController {
  constructor(private readonly auth: AuthService) {}

  @ApiOperation({ summary: '开发登录（生产环境不可用）' })
  @Access('public')
  @Post('login/dev')
  @HttpCode(200)
  devLogin(@Body() dto: DevLoginDto): Promise<SessionInfo> {
    return this.auth.devLogin(dto);
  }

  @ApiOperation({ summary: '刷新 token 有效期' })
  @Access('public')
  @Post('token/expire')
  @HttpCode(200)
  refresh(@Body() dto: TokenDto): Promise<SessionInfo> {
    return this.auth.refresh(dto);
  }

  @ApiOperation({ summary: '删除 token' })
  @Access('public')
  @Post('token/delete')
  @HttpCode(200)
  deleteToken(@Body() dto: TokenDto): Promise<null> {
    return this.auth.revoke(dto);
  }

  @ApiOperation({ summary: '退出登录' })
  @Access('public')
  @Post('logout')
  @HttpCode(200)
  logout(@Body() dto: TokenDto): Promise<null> {
    return this.auth.revoke(dto);
  }
}
