import { Controller, Get, Inject } from '@nestjs/common';
import { ApiOperation, ApiTags } from '@nestjs/swagger';
import { DataSource } from 'typeorm';
import type { StartupConfig } from '../../../../types/api';
import { Access, Raw } from '../../common/access.decorator';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { STARTUP_CONFIG } from './startup-config';

@ApiTags('system')
@Access('public')
@Controller()
export class SystemController {
  constructor(
    @Inject(STARTUP_CONFIG) private readonly startup: StartupConfig,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly ds: DataSource,
  ) {}

  @ApiOperation({ summary: '启动配置（静态 JSON，不加密）' })
  @Raw()
  @Get('config.json')
  config(): StartupConfig {
    return this.startup;
  }

  @ApiOperation({ summary: '健康检查' })
  @Get('health')
  async health(): Promise<{ db: string; kv: string }> {
    await this.ds.query('SELECT 1');
    return { db: this.ds.options.type, kv: (await this.kv.ping()) ? 'ok' : 'down' };
  }
}
