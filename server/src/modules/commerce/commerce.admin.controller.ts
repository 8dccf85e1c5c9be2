import { Body, Controller, Get, HttpCode, Inject, Post, Query, Res } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { Page } from '../../../../types/api';
import type { CouponView, GiftCodeView, GiftView, PayChannelView, PayPlatformView, ProductView, SaleChannelView } from '../../../../types/commerce';
import { Access, CurrentCaller, Raw } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { CatalogService } from './catalog.service';
import { CouponService } from './coupon.service';
import { COUPON_LIST, CouponListDto, CouponSaveDto } from './dto/coupon.dto';
import { ExportTicketDto, GIFT_CODE_LIST, GIFT_LIST, GiftCodesQueryDto, GiftGenerateDto, GiftIdDto, GiftListDto, GiftSaveDto } from './dto/gift.dto';
import { PayChannelSaveDto, PayPlatformSaveDto, SaleChannelSaveDto } from './dto/pay-admin.dto';
import { EquityDeleteDto, EquitySaveDto, ProductIdDto, ProductListQueryDto, ProductSaveDto } from './dto/product.dto';
import { GiftService } from './gift.service';
import { PaySettingsService } from './pay-settings.service';

/** Console: products and equities, pay channels and platforms, sale channels, coupons, gifts. */
@ApiTags('admin/commerce')
@Access('admin')
@Controller('admin')
export class CommerceAdminController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly settings: PaySettingsService,
    private readonly coupons: CouponService,
    private readonly gifts: GiftService,
    @Inject(KV_STORE) private readonly kv: KvStore,
  ) {}

  @ApiOperation({ summary: '商品列表（含下架）' })
  @Get('product/list')
  products(@Query() q: ProductListQueryDto): Promise<ProductView[]> {
    return this.catalog.list({ category: q.category, onSaleOnly: false });
  }

  @ApiOperation({ summary: '商品详情' })
  @Get('product/detail')
  product(@Query() q: ProductIdDto): Promise<ProductView> {
    return this.catalog.view(q.product_id);
  }

  @ApiOperation({ summary: '新建或修改商品' })
  @Post('product/save')
  @HttpCode(200)
  saveProduct(@Body() dto: ProductSaveDto): Promise<ProductView> {
    return this.catalog.save(dto);
  }

  @ApiOperation({ summary: '删除商品（有订单的商品改为下架）' })
  @Post('product/delete')
  @HttpCode(200)
  deleteProduct(@Body() dto: ProductIdDto): Promise<null> {
    return this.catalog.remove(dto.product_id);
  }

  @ApiOperation({ summary: '新增或修改商品权益' })
  @Post('product/equity/save')
  @HttpCode(200)
  saveEquity(@Body() dto: EquitySaveDto): Promise<ProductView> {
    return this.catalog.saveEquity(dto);
  }

  @ApiOperation({ summary: '删除商品权益' })
  @Post('product/equity/delete')
  @HttpCode(200)
  deleteEquity(@Body() dto: EquityDeleteDto): Promise<ProductView> {
    return this.catalog.deleteEquity(dto.product_id, dto.equity_id);
  }

  @ApiOperation({ summary: '支付渠道' })
  @Get('pay/channel/list')
  channels(): Promise<PayChannelView[]> {
    return this.settings.channels();
  }

  @ApiOperation({ summary: '修改支付渠道（名称、终端、开关、排序）' })
  @Post('pay/channel/save')
  @HttpCode(200)
  saveChannel(@Body() dto: PayChannelSaveDto, @CurrentCaller() caller: Caller): Promise<PayChannelView[]> {
    return this.settings.saveChannel(dto, caller.uid);
  }

  @ApiOperation({ summary: '支付平台（密钥在服务器环境变量中）' })
  @Get('pay/platform/list')
  platforms(): Promise<PayPlatformView[]> {
    return this.settings.platforms();
  }

  @ApiOperation({ summary: '修改支付平台（名称、开关）' })
  @Post('pay/platform/save')
  @HttpCode(200)
  savePlatform(@Body() dto: PayPlatformSaveDto, @CurrentCaller() caller: Caller): Promise<PayPlatformView[]> {
    return this.settings.savePlatform(dto, caller.uid);
  }

  @ApiOperation({ summary: '销售渠道（含订单数与成交额）' })
  @Get('sale-channel/list')
  saleChannels(): Promise<SaleChannelView[]> {
    return this.settings.saleChannels();
  }

  @ApiOperation({ summary: '新建或修改销售渠道' })
  @Post('sale-channel/save')
  @HttpCode(200)
  saveSaleChannel(@Body() dto: SaleChannelSaveDto, @CurrentCaller() caller: Caller): Promise<SaleChannelView[]> {
    return this.settings.saveSaleChannel(dto, caller.uid);
  }

  @ApiOperation({ summary: '优惠券列表' })
  @Get('coupon/list')
  couponList(@AdminList(COUPON_LIST) q: CouponListDto): Promise<Page<CouponView>> {
    return this.coupons.adminList(q);
  }

  @ApiOperation({ summary: '新建或修改优惠券' })
  @Post('coupon/save')
  @HttpCode(200)
  saveCoupon(@Body() dto: CouponSaveDto, @CurrentCaller() caller: Caller): Promise<CouponView> {
    return this.coupons.save(dto, caller.uid);
  }

  @ApiOperation({ summary: '礼包列表' })
  @Get('gift/list')
  giftList(@AdminList(GIFT_LIST) q: GiftListDto): Promise<Page<GiftView>> {
    return this.gifts.list(q);
  }

  @ApiOperation({ summary: '新建或修改礼包' })
  @Post('gift/save')
  @HttpCode(200)
  saveGift(@Body() dto: GiftSaveDto, @CurrentCaller() caller: Caller): Promise<GiftView> {
    return this.gifts.save(dto, caller.uid);
  }

  @ApiOperation({ summary: '批量生成兑换码' })
  @Post('gift/code/generate')
  @HttpCode(200)
  generate(@Body() dto: GiftGenerateDto, @CurrentCaller() caller: Caller): Promise<{ batch_no: string; codes: string[] }> {
    return this.gifts.generate(dto.gift_id, dto.count, caller.uid);
  }

  @ApiOperation({ summary: '兑换码列表' })
  @Get('gift/code/list')
  codes(@AdminList(GIFT_CODE_LIST) q: GiftCodesQueryDto): Promise<Page<GiftCodeView>> {
    return this.gifts.codes(q);
  }

  /** A one-minute ticket, so the browser can download the CSV with a plain link (no headers). */
  @ApiOperation({ summary: '兑换码导出链接（CSV，一分钟内有效）' })
  @Post('gift/code/export-ticket')
  @HttpCode(200)
  async exportTicket(@Body() dto: GiftIdDto): Promise<{ url: string }> {
    await this.gifts.csv(dto.gift_id);
    const ticket = randomBytes(18).toString('base64url');
    await this.kv.set(`gift-export:${ticket}`, dto.gift_id, 60_000);
    return { url: `/api/admin/gift/code/export.csv?ticket=${ticket}` };
  }

  @ApiOperation({ summary: '下载兑换码 CSV' })
  @Access('public')
  @Raw()
  @Get('gift/code/export.csv')
  async exportCsv(@Query() q: ExportTicketDto, @Res({ passthrough: true }) reply: FastifyReply): Promise<string> {
    const giftId = await this.kv.get(`gift-export:${q.ticket}`);
    if (!giftId) throw AppException.forbidden('导出链接已失效，请重新导出');
    await this.kv.del(`gift-export:${q.ticket}`);
    const { filename, body } = await this.gifts.csv(giftId);
    void reply.type('text/csv; charset=utf-8').header('content-disposition', `attachment; filename="${filename}"`);
    return body;
  }
}
