import { Body, Controller, Get, HttpCode, Post, Req } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { AccountMigrationView, MigratePreview } from '../../../../types/migrate';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import type { AppRequest, Caller } from '../../common/request-context';
import { ACCOUNT_MIGRATION_LIST, AccountMigrationListDto, MigrateSmsDto, MigrateTicketDto, MigrateWechatDto } from './migration.dto';
import { MigrationService } from './migration.service';

@ApiTags('migrate')
@Access('token')
@Controller('v1/migrate')
export class MigrationController {
  constructor(private readonly migrations: MigrationService) {}

  @ApiOperation({ summary: '用短信验证码证明旧账号（手机号账号），返回迁移预览与一次性凭证' })
  @Post('verify/sms')
  @HttpCode(200)
  verifySms(@CurrentCaller() caller: Caller, @Body() dto: MigrateSmsDto, @Req() req: AppRequest): Promise<MigratePreview> {
    return this.migrations.verifySms(caller.uid, dto.telephone, dto.code, req.ip);
  }

  @ApiOperation({ summary: '用微信扫码证明旧账号（微信账号），返回迁移预览与一次性凭证' })
  @Post('verify/wechat')
  @HttpCode(200)
  verifyWechat(@CurrentCaller() caller: Caller, @Body() dto: MigrateWechatDto, @Req() req: AppRequest): Promise<MigratePreview> {
    return this.migrations.verifyWechat(caller.uid, dto.code, req.ip);
  }

  @ApiOperation({ summary: '合并旧账号到当前账号（一个事务；凭证只能用一次）' })
  @Post('merge')
  @HttpCode(200)
  merge(@CurrentCaller() caller: Caller, @Body() dto: MigrateTicketDto): Promise<AccountMigrationView> {
    return this.migrations.merge(caller.uid, dto.ticket);
  }

  @ApiOperation({ summary: '迁入当前账号的记录' })
  @Get('mine')
  mine(@CurrentCaller() caller: Caller): Promise<AccountMigrationView[]> {
    return this.migrations.mine(caller.uid);
  }
}

@ApiTags('admin/migration')
@Access('admin')
@Controller('admin/migration')
export class MigrationAdminController {
  constructor(private readonly migrations: MigrationService) {}

  @ApiOperation({ summary: '账号迁移记录' })
  @Get('list')
  list(@AdminList(ACCOUNT_MIGRATION_LIST) q: AccountMigrationListDto): Promise<Page<AccountMigrationView>> {
    return this.migrations.adminList(q);
  }
}
