import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import type { ChannelKind, ChannelView } from '../../../../types/commerce';
import { SALE_CHANNEL_CODE_RE } from '../../../../types/commerce';
import { AppException } from '../../common/app-exception';
import { SaleChannelEntity } from './entities/sale-channel.entity';

/** Another kind of channel (e.g. a partner's promotion code) that `/:channel` landings accept. */
export interface ChannelSource {
  kind: ChannelKind;
  find(code: string): Promise<{ name: string } | null>;
}

/**
 * Which `/:channel` paths exist: enabled sale channels, then the sources other modules register
 * (SPEC §2: the landing only for channels that exist; any other one-segment path is the 404 page).
 */
@Injectable()
export class ChannelDirectory {
  private readonly sources: ChannelSource[] = [];

  constructor(private readonly ds: DataSource) {}

  register(source: ChannelSource): void {
    this.sources.push(source);
  }

  async resolve(code: string): Promise<ChannelView> {
    if (SALE_CHANNEL_CODE_RE.test(code)) {
      const sale = await this.ds.getRepository(SaleChannelEntity).findOneBy({ code, enabled: true });
      if (sale) return { code, kind: 'sale', name: sale.name };
      for (const s of this.sources) {
        const hit = await s.find(code);
        if (hit) return { code, kind: s.kind, name: hit.name };
      }
    }
    throw AppException.notFound('页面不存在');
  }
}
