import { randomBytes } from 'node:crypto';
import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import type { Page } from '../../../../types/api';
import type { LedgerEntryView, MigrationView, PayoutView, ProgramSettings, PromotionBonusView, PromotionMpCode, PromotionView } from '../../../../types/partner';
import { Access, CurrentCaller, Raw } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import type { Caller } from '../../common/request-context';
import { ExportTicketDto } from '../commerce/dto/gift.dto';
import { MigrationDto, PartnerExportDto, PartnerSaveDto, PayoutCreateDto, PayoutSettleDto, ProgramSaveDto, PromotionSaveDto, UidQueryDto } from './dto/partner-admin.dto';
import {
  AdminLedgerQueryDto,
  AdminPartnerQueryDto,
  AdminPromotionQueryDto,
  LEDGER_LIST,
  MIGRATION_LIST,
  MigrationListDto,
  PARTNER_LIST,
  PAYOUT_LIST,
  PayoutQueryDto,
  PROMOTION_LIST,
} from './dto/partner-list.dto';

import { PmidQueryDto } from './dto/partner.dto';
import { LedgerService } from './ledger.service';
import { AdminPartnerRow, PartnerAdminService } from './partner-admin.service';
import { PartnerCsvService } from './partner-csv.service';
import { ProgramService } from './program.service';
import { PromotionService } from './promotion.service';
import { PromotionCodeService } from './promotion-code.service';

/** Console: partners, program settings, promotions, ledger, payouts, migrations. */
@ApiTags('admin/partner')
@Access('admin')
@Controller('admin/partner')
export class PartnerAdminController {
  constructor(
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly admin: PartnerAdminService,
    private readonly program: ProgramService,
    private readonly promotions: PromotionService,
    private readonly ledger: LedgerService,
    private readonly csv: PartnerCsvService,
    private readonly codes: PromotionCodeService,
  ) {}

  @ApiOperation({ summary: '合伙人列表（状态筛选、uid 搜索），含余额' })
  @Get('list')
  list(@AdminList(PARTNER_LIST) q: AdminPartnerQueryDto): Promise<Page<AdminPartnerRow>> {
    return this.admin.list(q);
  }

  @ApiOperation({ summary: '合伙人详情' })
  @Get('detail')
  detail(@Query() q: UidQueryDto): Promise<AdminPartnerRow> {
    return this.admin.detail(q.uid);
  }

  @ApiOperation({ summary: '新增或修改合伙人：审核通过、角色、语言权限、推广权限、暂停' })
  @Post('save')
  @HttpCode(200)
  save(@CurrentCaller() c: Caller, @Body() dto: PartnerSaveDto): Promise<AdminPartnerRow> {
    return this.admin.save(c.uid, dto);
  }

  @ApiOperation({ summary: '推广计划设置（归因方式、窗口、冻结期、最低提现额）' })
  @Get('program')
  programView(): Promise<ProgramSettings> {
    return this.program.view();
  }

  @ApiOperation({ summary: '保存推广计划设置' })
  @Post('program')
  @HttpCode(200)
  programSave(@CurrentCaller() c: Caller, @Body() dto: ProgramSaveDto): Promise<ProgramSettings> {
    return this.program.save(c.uid, dto);
  }

  @ApiOperation({ summary: '推广列表（含点击、成交、佣金）' })
  @Get('promotion/list')
  promotionList(@AdminList(PROMOTION_LIST) q: AdminPromotionQueryDto) {
    return this.promotions.adminList(q);
  }

  @ApiOperation({ summary: '新增或修改推广（佣金比例、推广码、启用）' })
  @Post('promotion/save')
  @HttpCode(200)
  promotionSave(@CurrentCaller() c: Caller, @Body() dto: PromotionSaveDto): Promise<PromotionView> {
    return this.promotions.save(c.uid, dto);
  }

  @ApiOperation({ summary: '推广统计' })
  @Get('promotion/stats')
  promotionStats(@Query() q: PmidQueryDto): Promise<PromotionBonusView> {
    return this.promotions.adminStats(q.pmid);
  }

  @ApiOperation({ summary: '推广的小程序码（缓存的 PNG 的签名链接）' })
  @Get('promotion/mpcode')
  promotionMpCode(@Query() q: PmidQueryDto): Promise<PromotionMpCode> {
    return this.codes.any(q.pmid);
  }

  @ApiOperation({ summary: '佣金流水' })
  @Get('ledger/list')
  ledgerList(@AdminList(LEDGER_LIST) q: AdminLedgerQueryDto): Promise<Page<LedgerEntryView>> {
    return this.ledger.adminEntries(q);
  }

  @ApiOperation({ summary: '提现列表' })
  @Get('payout/list')
  payoutList(@AdminList(PAYOUT_LIST) q: PayoutQueryDto): Promise<Page<PayoutView>> {
    return this.ledger.adminPayouts(q);
  }

  @ApiOperation({ summary: '创建提现（不超过可提现余额，不低于最低提现额）' })
  @Post('payout/create')
  @HttpCode(200)
  payoutCreate(@CurrentCaller() c: Caller, @Body() dto: PayoutCreateDto): Promise<PayoutView> {
    return this.ledger.createPayout(c.uid, dto.uid, dto.amount_fen, dto.note ?? '');
  }

  @ApiOperation({ summary: '提现结果：已打款或失败（失败退回余额）' })
  @Post('payout/settle')
  @HttpCode(200)
  payoutSettle(@CurrentCaller() c: Caller, @Body() dto: PayoutSettleDto): Promise<PayoutView> {
    return this.ledger.settlePayout(c.uid, dto.id, dto.state, dto.note ?? '');
  }

  /** A one-minute ticket, so the browser can download the CSV with a plain link (no headers). */
  @ApiOperation({ summary: '导出链接（流水或提现 CSV，一分钟内有效）' })
  @Post('export-ticket')
  @HttpCode(200)
  async exportTicket(@Body() dto: PartnerExportDto): Promise<{ url: string }> {
    const what = dto.what;
    const ticket = randomBytes(18).toString('base64url');
    await this.kv.set(`partner-export:${ticket}`, JSON.stringify({ what, uid: dto.uid ?? '' }), 60_000);
    return { url: `/api/admin/partner/export.csv?ticket=${ticket}` };
  }

  @ApiOperation({ summary: '下载流水或提现 CSV' })
  @Access('public')
  @Raw()
  @Get('export.csv')
  async exportCsv(@Query() q: ExportTicketDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const raw = await this.kv.get(`partner-export:${q.ticket}`);
    if (!raw) throw AppException.forbidden('导出链接已失效，请重新导出');
    await this.kv.del(`partner-export:${q.ticket}`);
    const { what, uid } = JSON.parse(raw) as { what: 'ledger' | 'payouts'; uid: string };
    const { filename, body } = what === 'payouts' ? await this.csv.payouts(uid || undefined) : await this.csv.ledger(uid || undefined);
    void reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return body;
  }

  @ApiOperation({ summary: '迁移记录' })
  @Get('migration/list')
  migrations(@AdminList(MIGRATION_LIST) q: MigrationListDto): Promise<Page<MigrationView>> {
    return this.admin.migrations(q);
  }

  @ApiOperation({ summary: '迁移：把合伙人的推广与余额转到另一个账号（留审计记录）' })
  @Post('migration/create')
  @HttpCode(200)
  migrate(@CurrentCaller() c: Caller, @Body() dto: MigrationDto): Promise<MigrationView> {
    return this.admin.migrate(c.uid, dto.from_uid, dto.to_uid, dto.reason);
  }
}
