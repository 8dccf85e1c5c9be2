import { Button } from 'antd';
import type { PayoutView } from '../../../../types/partner';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminCreatePayout, adminPartnerExport, adminPayouts, adminSettlePayout } from '../../../services/api/partner-admin';
import { askText } from '../partner-shared/ask-text';
import { PAYOUT_STATE_OPTIONS } from '../partner-shared/options';

/** /admin/partner/payout: payouts from available balances (pending → paid | failed), CSV export. */
const PAYOUTS: ResourceDef<PayoutView> = {
  title: '提现',
  audit: 'partner_payout',
  rowKey: 'id',
  list: (q) => adminPayouts(q, { silent: true }),
  createLabel: '新建提现',
  exportName: 'partner-payouts',
  // every field is create-only: a payout is never edited, only settled
  save: (v) => adminCreatePayout({ uid: String(v.uid), amount_fen: Number(v.amount_fen), note: (v.note as string | undefined) ?? '' }),
  rowActions: (r) => [
    { label: '标记已打款', hidden: r.state !== 'pending', confirm: `确认已向 ${r.uid} 打款？`, run: () => adminSettlePayout({ id: r.id, state: 'paid' }).then(() => '已标记打款') },
    {
      label: '标记失败',
      danger: true,
      hidden: r.state !== 'pending',
      run: async () => {
        const note = await askText('失败原因（金额将退回可提现余额）', { required: true });
        if (note === null) return;
        await adminSettlePayout({ id: r.id, state: 'failed', note });
        return '已退回余额';
      },
    },
  ],
  fields: [
    { key: 'id', title: '提现号', sortable: true },
    { key: 'uid', title: 'uid', filter: true, editable: 'create', rule: { label: 'uid', required: true, pattern: /^\d{1,19}$/, patternMessage: 'uid 必须是数字' } },
    { key: 'amount_fen', title: '金额', type: 'money', sortable: true, editable: 'create', help: '不超过可提现余额，不低于最低提现额', rule: { label: '金额', required: true, min: 1 } },
    { key: 'state', title: '状态', type: 'enum', options: PAYOUT_STATE_OPTIONS, filter: true },
    { key: 'note', title: '备注', editable: 'create' },
    { key: 'created_at', title: '创建时间', type: 'datetime', filter: true, sortable: true },
    { key: 'settled_at', title: '处理时间', type: 'datetime', sortable: true },
  ],
};

export default function AdminPartnerPayoutPage() {
  return (
    <AdminShell name='adminPartnerPayout'>
      <ResourcePage
        def={PAYOUTS}
        toolbar={() => <Button onClick={() => void adminPartnerExport('payouts').then(({ url }) => window.open(url, '_blank'), () => undefined)}>下载全部提现（财务 CSV）</Button>}
      />
    </AdminShell>
  );
}
