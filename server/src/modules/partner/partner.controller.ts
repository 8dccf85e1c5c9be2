import { Body, Controller, Get, HttpCode, Post, Query, UseGuards } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { Page } from '../../../../types/api';
import type { BalanceView, LedgerEntryView, PartnerMe, PayoutView, PromotionBonusView, PromotionMpCode, PromotionView } from '../../../../types/partner';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { PageDto } from '../../common/page.dto';
import { AttributionService } from './attribution.service';
import { CodeQueryDto, LedgerQueryDto, PmidQueryDto, TouchDto } from './dto/partner.dto';
import { LedgerService } from './ledger.service';
import { CurrentPartner } from './partner.decorator';
import { PartnerGuard, PartnerRoleNeeded } from './partner.guard';
import type { ActivePartner } from './partner-access.service';
import { toPartnerMe } from './partner-access.service';
import { PromotionService } from './promotion.service';
import { PromotionCodeService } from './promotion-code.service';

/** Promoters: their status, promotions, bonus pages, ledger and payouts. */
@ApiTags('partner')
@Access('phone')
@UseGuards(PartnerGuard)
@Controller('partner')
export class PartnerController {
  constructor(
    private readonly promotions: PromotionService,
    private readonly ledger: LedgerService,
    private readonly codes: PromotionCodeService,
  ) {}

  @ApiOperation({ summary: '我的合伙人资格（状态、角色、语言权限、推广权限）' })
  @Get('me')
  me(@CurrentPartner() p: ActivePartner): PartnerMe {
    return toPartnerMe(p);
  }

  @ApiOperation({ summary: '我的推广列表' })
  @PartnerRoleNeeded('promoter')
  @Get('promotion/list')
  list(@CurrentCaller() c: Caller): Promise<PromotionView[]> {
    return this.promotions.mine(c.uid);
  }

  @ApiOperation({ summary: '推广收益：点击、注册、成交、待结算/可提现/已提现、按日统计' })
  @PartnerRoleNeeded('promoter')
  @Get('promotion/bonus')
  bonus(@CurrentCaller() c: Caller, @Query() q: PmidQueryDto): Promise<PromotionBonusView> {
    return this.promotions.bonus(c.uid, q.pmid);
  }

  @ApiOperation({ summary: '推广的小程序码（微信 getwxacodeunlimit，scene 为推广码；缓存的 PNG 的签名链接）' })
  @PartnerRoleNeeded('promoter')
  @Get('promotion/mpcode')
  mpCode(@CurrentCaller() c: Caller, @Query() q: PmidQueryDto): Promise<PromotionMpCode> {
    // admins manage every promotion; a partner reads only their own
    return c.admin ? this.codes.any(q.pmid) : this.codes.mine(c.uid, q.pmid);
  }

  @ApiOperation({ summary: '收益明细（可按推广筛选）' })
  @Get('promotion/ledger')
  async entries(@CurrentCaller() c: Caller, @Query() q: LedgerQueryDto): Promise<Page<LedgerEntryView>> {
    if (q.pmid) await this.promotions.own(c.uid, q.pmid);
    return this.ledger.entries({ uid: c.uid, pmid: q.pmid }, q);
  }

  @ApiOperation({ summary: '我的余额' })
  @Get('promotion/balance')
  balance(@CurrentCaller() c: Caller): Promise<BalanceView> {
    return this.ledger.balance(c.uid);
  }

  @ApiOperation({ summary: '我的提现记录' })
  @Get('promotion/payouts')
  payouts(@CurrentCaller() c: Caller, @Query() q: PageDto): Promise<Page<PayoutView>> {
    return this.ledger.payouts(c.uid, undefined, q);
  }
}

/** The landing's side of promotions: anyone may ask whether a code exists and record a visit. */
@ApiTags('partner')
@Access('public')
@Controller('partner/promotion')
export class PromotionTouchController {
  constructor(private readonly attribution: AttributionService) {}

  @ApiOperation({ summary: '推广码是否存在（`/:channel` 落地页用）' })
  @Get('channel')
  async channel(@Query() q: CodeQueryDto): Promise<{ exists: boolean }> {
    return { exists: !!(await this.attribution.byCode(q.code)) };
  }

  @ApiOperation({ summary: '记录一次推广访问（访客或已登录用户）' })
  @Post('touch')
  @HttpCode(200)
  async touch(@CurrentCaller() c: Caller | undefined, @Body() dto: TouchDto): Promise<{ exists: boolean }> {
    return { exists: await this.attribution.touch(dto.code, dto.visitor_id, c?.uid, dto.channel ?? 'h5') };
  }
}
