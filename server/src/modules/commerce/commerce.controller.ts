import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { IsOptional, IsString, MaxLength } from 'class-validator';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { ChannelView, PermitResult, ProductView, RedeemResult, UserCouponView, UserEquityView, VipInfo } from '../../../../types/commerce';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { CatalogService } from './catalog.service';
import { ChannelDirectory } from './channel-directory.service';
import { CouponService } from './coupon.service';
import { CouponIdDto, CouponProductQueryDto } from './dto/coupon.dto';
import { RedeemDto } from './dto/gift.dto';
import { ProductIdDto, ProductListQueryDto } from './dto/product.dto';
import { GiftService } from './gift.service';
import { PermitService } from './permit.service';
import { VipService } from './vip.service';

class ChannelQueryDto {
  /** the path segment of a `/:channel` landing */
  @ApiProperty()
  @IsString()
  @MaxLength(64, { message: '渠道编码过长' })
  code: string;
}

class TargetQueryDto {
  /** problem or course id */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(32, { message: 'id 过长' })
  id?: string;
}

@ApiTags('commerce')
@Access('token')
@Controller('v1')
export class CommerceController {
  constructor(
    private readonly catalog: CatalogService,
    private readonly vip: VipService,
    private readonly permits: PermitService,
    private readonly coupons: CouponService,
    private readonly gifts: GiftService,
    private readonly channels: ChannelDirectory,
  ) {}

  @ApiOperation({ summary: '落地页渠道是否存在（销售渠道或推广码），不存在为 4004' })
  @Access('public')
  @Get('channel/resolve')
  channel(@Query() q: ChannelQueryDto): Promise<ChannelView> {
    return this.channels.resolve(q.code);
  }

  @ApiOperation({ summary: '在售商品列表（按类别）' })
  @Access('public')
  @Get('product/list')
  products(@Query() q: ProductListQueryDto): Promise<ProductView[]> {
    return this.catalog.list({ category: q.category, onSaleOnly: true });
  }

  @ApiOperation({ summary: '商品详情（含权益）' })
  @Access('public')
  @Get('product/detail')
  product(@Query() q: ProductIdDto): Promise<ProductView> {
    return this.catalog.view(q.product_id);
  }

  @ApiOperation({ summary: '超级会员页：会员档位、OJ 商品、我的会员与权益' })
  @Get('vip/info')
  vipInfo(@CurrentCaller() caller: Caller): Promise<VipInfo> {
    return this.vip.info(caller.uid);
  }

  @ApiOperation({ summary: '我持有的权益（未过期）' })
  @Get('equity/mine')
  equities(@CurrentCaller() caller: Caller): Promise<UserEquityView[]> {
    return this.permits.holdings(caller.uid);
  }

  @ApiOperation({ summary: 'OJ 权限（OJ 商品或会员），带到期时间' })
  @Get('permit/oj')
  ojPermit(@CurrentCaller() caller: Caller): Promise<PermitResult> {
    return this.permits.ojPermit(caller.uid);
  }

  @ApiOperation({ summary: '题目权限（按 problemId）' })
  @Get('permit/problem')
  problemPermit(@CurrentCaller() caller: Caller, @Query() q: TargetQueryDto): Promise<PermitResult> {
    return this.permits.problemPermit(caller.uid, q.id ?? '');
  }

  @ApiOperation({ summary: '课程权限（按 courseId）' })
  @Get('permit/course')
  coursePermit(@CurrentCaller() caller: Caller, @Query() q: TargetQueryDto): Promise<PermitResult> {
    return this.permits.courseAccess(caller.uid, q.id ?? '');
  }

  @ApiOperation({ summary: '可领取的优惠券' })
  @Get('coupon/claimable')
  claimable(@CurrentCaller() caller: Caller, @Query() q: CouponProductQueryDto) {
    return this.coupons.claimable(caller.uid, q.product_id);
  }

  @ApiOperation({ summary: '领取优惠券（每人限领）' })
  @Post('coupon/claim')
  @HttpCode(200)
  claim(@CurrentCaller() caller: Caller, @Body() dto: CouponIdDto): Promise<UserCouponView> {
    return this.coupons.claim(caller.uid, dto.coupon_id);
  }

  @ApiOperation({ summary: '我的优惠券' })
  @Get('coupon/mine')
  myCoupons(@CurrentCaller() caller: Caller): Promise<UserCouponView[]> {
    return this.coupons.mine(caller.uid);
  }

  @ApiOperation({ summary: '兑换码兑换权益（每个码只能用一次）' })
  @Post('gift/redeem')
  @HttpCode(200)
  redeem(@CurrentCaller() caller: Caller, @Body() dto: RedeemDto): Promise<RedeemResult> {
    return this.gifts.redeem(caller.uid, dto.code);
  }
}
