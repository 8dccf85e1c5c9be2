import { DynamicModule, Global, Inject, Module, OnApplicationShutdown } from '@nestjs/common';
import { APP_FILTER } from '@nestjs/core';
import { TypeOrmModule } from '@nestjs/typeorm';
import { APP_CONFIG, AppConfig } from './config/app-config';
import { AppExceptionFilter } from './common/exception.filter';
import { KV_STORE, KvStore, MemoryKvStore } from './common/kv/kv-store';
import { HotRoutes } from './common/hot-routes';
import { HotReadCache } from './common/hot-read-cache';
import { SessionCache } from './common/session-cache';
import { RedisKvStore } from './common/kv/redis-kv-store';
import { SpaFallback } from './common/spa-fallback';
import { dataSourceOptions } from './database/data-source';
import { AuditModule } from './modules/audit/audit.module';
import { AuthModule } from './modules/auth/auth.module';
import { CommerceModule } from './modules/commerce/commerce.module';
import { FeedbackModule } from './modules/feedback/feedback.module';
import { NoticeModule } from './modules/notice/notice.module';
import { OjModule } from './modules/oj/oj.module';
import { CommunityModule } from './modules/community/community.module';
import { CourseModule } from './modules/course/course.module';
import { ProblemSetModule } from './modules/problemset/problemset.module';
import { LiveModule } from './modules/live/live.module';
import { ExamModule } from './modules/exam/exam.module';
import { OverviewModule } from './modules/overview/overview.module';
import { ContractModule } from './modules/contract/contract.module';
import { MigrationModule } from './modules/migration/migration.module';
import { TrainingModule } from './modules/training/training.module';
import { PartnerModule } from './modules/partner/partner.module';
import { SystemController } from './modules/system/system.controller';
import { buildStartupConfig, STARTUP_CONFIG } from './modules/system/startup-config';
import { StorageModule } from './modules/storage/storage.module';
import { UserModule } from './modules/user/user.module';
import { WxloginModule } from './modules/wxlogin/wxlogin.module';

/** Config, key-value store and the response pipeline, available to every feature module. */
@Global()
@Module({})
class CoreModule implements OnApplicationShutdown {
  constructor(@Inject(KV_STORE) private readonly kv: KvStore) {}

  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: CoreModule,
      providers: [
        { provide: APP_CONFIG, useValue: config },
        { provide: STARTUP_CONFIG, useValue: buildStartupConfig(config) },
        { provide: KV_STORE, useFactory: () => (config.redisUrl ? new RedisKvStore(config.redisUrl) : new MemoryKvStore()) },
        { provide: SpaFallback, useValue: new SpaFallback(config.h5Dir) },
        SessionCache,
        HotReadCache,
        HotRoutes,
        { provide: APP_FILTER, useClass: AppExceptionFilter },
      ],
      exports: [APP_CONFIG, STARTUP_CONFIG, KV_STORE, SpaFallback, SessionCache, HotReadCache, HotRoutes],
    };
  }

  async onApplicationShutdown(): Promise<void> {
    await this.kv.close();
  }
}

@Module({})
export class AppModule {
  static forRoot(config: AppConfig): DynamicModule {
    return {
      module: AppModule,
      imports: [
        CoreModule.forRoot(config),
        TypeOrmModule.forRoot({ ...dataSourceOptions(config.db), retryAttempts: config.env === 'production' ? 10 : 1, retryDelay: 1000 }),
        UserModule,
        AuditModule,
        AuthModule,
        StorageModule,
        WxloginModule,
        FeedbackModule,
        CommerceModule,
        NoticeModule,
        OjModule,
        CommunityModule,
        CourseModule,
        ProblemSetModule,
        LiveModule,
        ExamModule,
        OverviewModule,
        ContractModule,
        MigrationModule,
        TrainingModule,
        PartnerModule,
      ],
      controllers: [SystemController],
    };
  }
}
