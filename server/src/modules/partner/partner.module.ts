import { Module } from '@nestjs/common';
import { CommerceModule } from '../commerce/commerce.module';
import { OjModule } from '../oj/oj.module';
import { StorageModule } from '../storage/storage.module';
import { WxloginModule } from '../wxlogin/wxlogin.module';
import { AttributionService } from './attribution.service';
import { LedgerService } from './ledger.service';
import { PartnerAccessService } from './partner-access.service';
import { PartnerAdminService } from './partner-admin.service';
import { PartnerClock } from './partner-clock';
import { PartnerCsvService } from './partner-csv.service';
import { PartnerController, PromotionTouchController } from './partner.controller';
import { PartnerAdminController } from './partner.admin.controller';
import { PartnerGuard } from './partner.guard';
import { PartnerTaskAdminController } from './partner-task.admin.controller';
import { PartnerTaskController } from './partner-task.controller';
import { ProgramService } from './program.service';
import { PromotionService } from './promotion.service';
import { PromotionCodeService } from './promotion-code.service';
import { TaskAdminService } from './task-admin.service';
import { TaskService } from './task.service';
import { TemplateService } from './template.service';

/** The partner program (issue 17): promoters, attribution, the commission ledger, tasks, cotasks, OJ templates. */
@Module({
  imports: [CommerceModule, OjModule, StorageModule, WxloginModule],
  controllers: [PromotionTouchController, PartnerController, PartnerTaskController, PartnerAdminController, PartnerTaskAdminController],
  providers: [
    PartnerClock,
    PartnerAccessService,
    PartnerGuard,
    ProgramService,
    AttributionService,
    LedgerService,
    PromotionService,
    PromotionCodeService,
    TaskService,
    TaskAdminService,
    TemplateService,
    PartnerAdminService,
    PartnerCsvService,
  ],
})
export class PartnerModule {}
