import { Module } from '@nestjs/common';
import { PermitModule } from '../commerce/permit.module';
import { LiveAdminService } from './live-admin.service';
import { LiveAdminController, LiveController } from './live.controller';
import { LiveService } from './live.service';

/** Live lessons, subjects, channels, events and topic selection (entities listed with the course area). */
@Module({
  imports: [PermitModule],
  controllers: [LiveController, LiveAdminController],
  providers: [LiveService, LiveAdminService],
})
export class LiveModule {}
