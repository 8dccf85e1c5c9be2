import { Module } from '@nestjs/common';
import { TypeOrmModule } from '@nestjs/typeorm';
import { EquityGrantEntity } from './entities/equity-grant.entity';
import { UserEquityEntity } from './entities/user-equity.entity';
import { PermitService } from './permit.service';

/**
 * Equities and permits, with no dependency on other feature modules so that any module (users,
 * community, OJ, courses) can import it without a cycle. See permit.service.ts for the API.
 */
@Module({
  imports: [TypeOrmModule.forFeature([UserEquityEntity, EquityGrantEntity])],
  providers: [PermitService],
  exports: [PermitService],
})
export class PermitModule {}
