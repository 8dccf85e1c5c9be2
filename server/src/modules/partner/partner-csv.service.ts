import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { LEDGER_KIND_LABEL, PAYOUT_STATE_LABEL } from '../../../../types/partner';
import { LedgerEntryEntity, PayoutEntity } from './entities/ledger.entity';
import { PartnerClock } from './partner-clock';

const MAX_ROWS = 50_000;

/** Quotes a CSV cell; cells starting like a formula are prefixed so spreadsheets show them as text. */
function cell(v: string | number): string {
  let s = String(v);
  if (/^[=+\-@]/.test(s) && typeof v === 'string') s = `'${s}`;
  return /[",\r\n]/.test(s) ? `"${s.replace(/"/g, '""')}"` : s;
}

const yuan = (fen: number) => (fen / 100).toFixed(2);
const csvOf = (rows: (string | number)[][]) => `\uFEFF${rows.map((r) => r.map(cell).join(',')).join('\r\n')}\r\n`;

/** Ledger and payout exports for finance (UTF-8 with BOM, so Excel reads Chinese). */
@Injectable()
export class PartnerCsvService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly clock: PartnerClock,
  ) {}

  async ledger(uid?: string): Promise<{ filename: string; body: string }> {
    const rows = await this.ds.getRepository(LedgerEntryEntity).find({ where: uid ? { uid } : {}, order: { id: 'ASC' }, take: MAX_ROWS });
    const now = this.clock.now();
    const lines: (string | number)[][] = [['流水号', 'uid', '类型', '金额（元）', '状态', '可提现时间', '订单号', '推广', '备注', '时间']];
    for (const e of rows) {
      lines.push([e.id, e.uid, LEDGER_KIND_LABEL[e.kind], yuan(e.amountFen), e.availableAt > now ? '冻结中' : '可提现', e.availableAt.toISOString(), e.orderNo, e.promotionId ?? '', e.note, e.createdAt.toISOString()]);
    }
    return { filename: `partner-ledger${uid ? `-${uid}` : ''}.csv`, body: csvOf(lines) };
  }

  async payouts(uid?: string): Promise<{ filename: string; body: string }> {
    const rows = await this.ds.getRepository(PayoutEntity).find({ where: uid ? { uid } : {}, order: { id: 'ASC' }, take: MAX_ROWS });
    const lines: (string | number)[][] = [['提现号', 'uid', '金额（元）', '状态', '备注', '创建时间', '处理时间']];
    for (const p of rows) lines.push([p.id, p.uid, yuan(p.amountFen), PAYOUT_STATE_LABEL[p.state], p.note, p.createdAt.toISOString(), p.settledAt?.toISOString() ?? '']);
    return { filename: `partner-payouts${uid ? `-${uid}` : ''}.csv`, body: csvOf(lines) };
  }
}
