import { Module, OnModuleInit } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { PermitModule } from '../commerce/permit.module';
import { PermitService } from '../commerce/permit.service';
import { OjModule } from '../oj/oj.module';
import { CompanyAdminService } from './company-admin.service';
import { CompanyService } from './company.service';
import { ProblemSetAdminController } from './problemset.admin.controller';
import { ProblemSetController } from './problemset.controller';
import { PROBLEMSET_ENTITIES } from './problemset.entities';
import { ProblemSetService } from './problemset.service';
import { ProgressService } from './progress.service';
import { SetAdminService } from './set-admin.service';
import { SetReaderService } from './set-reader.service';

/** 题单 and 公司题库 (issue 15). Progress follows the OJ's onJudged; paid sets open their problems through the permit service. */
@Module({
  imports: [TypeOrmModule.forFeature(PROBLEMSET_ENTITIES), PermitModule, OjModule],
  controllers: [ProblemSetController, ProblemSetAdminController],
  providers: [SetReaderService, ProgressService, ProblemSetService, CompanyService, SetAdminService, CompanyAdminService],
})
export class ProblemSetModule implements OnModuleInit {
  constructor(
    private readonly permits: PermitService,
    private readonly reader: SetReaderService,
  ) {}

  onModuleInit(): void {
    this.permits.registerProblemPolicy({ problemSetsOf: (problemId) => this.reader.paidSetsOf(problemId) });
  }
}
