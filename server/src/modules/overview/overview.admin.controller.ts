import { Body, Controller, Get, HttpCode, Post } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { IsString, Matches } from 'class-validator';
import type { OverviewStats, RollupRequest, RollupResult } from '../../../../types/overview';
import { DAY_RE, OVERVIEW_MESSAGES } from '../../../../types/overview';
import { Access } from '../../common/access.decorator';
import { OverviewService } from './overview.service';
import { RollupService } from './rollup.service';

class RollupDto implements RollupRequest {
  /** first day, YYYY-MM-DD (China time) */
  @ApiProperty({ example: '2026-11-01' })
  @IsString({ message: OVERVIEW_MESSAGES.badDay })
  @Matches(DAY_RE, { message: OVERVIEW_MESSAGES.badDay })
  from: string;

  /** last day, YYYY-MM-DD, not after today */
  @ApiProperty({ example: '2026-11-24' })
  @IsString({ message: OVERVIEW_MESSAGES.badDay })
  @Matches(DAY_RE, { message: OVERVIEW_MESSAGES.badDay })
  to: string;
}

@ApiTags('admin-overview')
@Access('admin')
@Controller('admin/overview')
export class OverviewAdminController {
  constructor(
    private readonly overview: OverviewService,
    private readonly rollups: RollupService,
  ) {}

  @ApiOperation({ summary: '概览：卡片（今日 / 近7天 / 上一周期）、30 天趋势、语言占比、热门榜单，读自每日汇总表' })
  @Get('stats')
  stats(): Promise<OverviewStats> {
    return this.overview.stats();
  }

  @ApiOperation({ summary: '重新汇总一段日期（幂等，可回填，最长一年）' })
  @Post('rollup')
  @HttpCode(200)
  rollup(@Body() dto: RollupDto): Promise<RollupResult> {
    return this.rollups.rollup(dto.from, dto.to);
  }
}
