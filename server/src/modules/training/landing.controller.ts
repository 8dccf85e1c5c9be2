import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { LandingView } from '../../../../types/landing';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { LandingService } from './landing.service';

@ApiTags('landing')
@Controller('v1')
export class LandingController {
  constructor(private readonly landing: LandingService) {}

  @ApiOperation({ summary: '首页：精选题单、训练营、最近的考试；登录后加上继续学习与今日进度' })
  @Access('public')
  @Get('landing')
  view(@CurrentCaller() caller: Caller | undefined): Promise<LandingView> {
    return this.landing.view(caller);
  }
}
