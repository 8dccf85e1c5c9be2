import { Controller, Get } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import type { DiscuzRow } from '../../../../types/community';
import { Access } from '../../common/access.decorator';
import { DiscuzService } from './discuz.service';

@ApiTags('topic')
@Access('token')
@Controller('v1/discuz')
export class DiscuzController {
  constructor(private readonly discuz: DiscuzService) {}

  @ApiOperation({ summary: '星球版块（开放的版块与标签）' })
  @Get('list')
  list(): Promise<DiscuzRow[]> {
    return this.discuz.openBoards();
  }
}
