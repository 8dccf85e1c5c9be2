import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { PARTNER_DEFAULTS, ProgramSettings } from '../../../../types/partner';
import { AuditService } from '../audit/audit.service';
import { ProgramEntity } from './entities/ledger.entity';

/** The program settings row (attribution policy and window, hold, minimum payout). */
@Injectable()
export class ProgramService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  async get(em: EntityManager = this.ds.manager): Promise<ProgramEntity> {
    const row = await em.getRepository(ProgramEntity).findOne({ where: {}, order: { id: 'ASC' } });
    // the defaults until an admin saves settings: a read never writes
    return row ?? em.getRepository(ProgramEntity).create({ policy: 'last', windowDays: PARTNER_DEFAULTS.windowDays, holdDays: PARTNER_DEFAULTS.holdDays, minPayoutFen: PARTNER_DEFAULTS.minPayoutFen });
  }

  async view(): Promise<ProgramSettings> {
    const p = await this.get();
    return { policy: p.policy, window_days: p.windowDays, hold_days: p.holdDays, min_payout_fen: p.minPayoutFen };
  }

  async save(actorUid: string, s: ProgramSettings): Promise<ProgramSettings> {
    const before = await this.view();
    const p = await this.get();
    Object.assign(p, { policy: s.policy, windowDays: s.window_days, holdDays: s.hold_days, minPayoutFen: s.min_payout_fen });
    await this.ds.getRepository(ProgramEntity).save(p);
    const after = await this.view();
    await this.audit.record(actorUid, 'partner_program', p.id, 'update', before, after);
    return after;
  }
}
