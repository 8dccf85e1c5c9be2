import { Module } from '@nestjs/common';
import { AuthModule } from '../auth/auth.module';
import { WxloginModule } from '../wxlogin/wxlogin.module';
import { MigrationAdminController, MigrationController } from './migration.controller';
import { MigrationService } from './migration.service';

/** SPEC §2 /migrate and §3 migration: merging an old account into the signed-in one. */
@Module({
  imports: [AuthModule, WxloginModule],
  controllers: [MigrationController, MigrationAdminController],
  providers: [MigrationService],
})
export class MigrationModule {}
