import { Button } from 'antd';
import type { LedgerEntryView } from '../../../../types/partner';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminLedger, adminPartnerExport } from '../../../services/api/partner-admin';
import { LEDGER_KIND_OPTIONS } from '../partner-shared/options';

/** /admin/partner/ledger: the append-only commission ledger (read only), with CSV export. */
const LEDGER: ResourceDef<LedgerEntryView> = {
  title: '佣金流水',
  rowKey: 'id',
  list: (q) => adminLedger(q, { silent: true }),
  exportName: 'partner-ledger',
  fields: [
    { key: 'id', title: '流水号', sortable: true },
    { key: 'uid', title: 'uid', filter: true },
    { key: 'kind', title: '类型', type: 'enum', options: LEDGER_KIND_OPTIONS, filter: true },
    { key: 'amount_fen', title: '金额', type: 'money', sortable: true },
    { key: 'state', title: '状态', type: 'enum', options: [{ value: 'pending', label: '冻结中', color: 'blue' }, { value: 'available', label: '可提现', color: 'green' }] },
    { key: 'available_at', title: '可提现时间', type: 'datetime', sortable: true },
    { key: 'order_no', title: '订单号', filter: true },
    { key: 'pmid', title: '推广', filter: true },
    { key: 'note', title: '备注' },
    { key: 'created_at', title: '时间', type: 'datetime', filter: true, sortable: true },
  ],
};

export default function AdminPartnerLedgerPage() {
  return (
    <AdminShell name='adminPartnerLedger'>
      <ResourcePage
        def={LEDGER}
        toolbar={() => (
          <Button onClick={() => void adminPartnerExport('ledger').then(({ url }) => window.open(url, '_blank'), () => undefined)}>下载全部流水（财务 CSV）</Button>
        )}
      />
    </AdminShell>
  );
}
