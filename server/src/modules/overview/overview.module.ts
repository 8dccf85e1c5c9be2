import { Module } from '@nestjs/common';
import { OverviewAdminController } from './overview.admin.controller';
import { OverviewService } from './overview.service';
import { RollupService } from './rollup.service';

/** Admin overview (SPEC §7 "overview stats"): daily rollups and what the overview page reads. */
@Module({
  controllers: [OverviewAdminController],
  providers: [RollupService, OverviewService],
  exports: [RollupService],
})
export class OverviewModule {}
