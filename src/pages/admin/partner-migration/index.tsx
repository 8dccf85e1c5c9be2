import type { MigrationView } from '../../../../types/partner';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminMigrate, adminMigrations } from '../../../services/api/partner-admin';

const UID = { required: true, pattern: /^\d{1,19}$/, patternMessage: 'uid 必须是数字' };

/** /admin/partner/migration: move a partner's promotions and balance to another account (audited). */
const MIGRATIONS: ResourceDef<MigrationView> = {
  title: '迁移',
  audit: 'partner_migration',
  rowKey: 'id',
  list: (q) => adminMigrations(q, { silent: true }),
  createLabel: '新建迁移',
  save: (v) => adminMigrate({ from_uid: String(v.from_uid), to_uid: String(v.to_uid), reason: String(v.reason ?? '') }),
  validate: (v): Record<string, string> => (v.from_uid && v.from_uid === v.to_uid ? { to_uid: '不能迁移到同一账号' } : {}),
  fields: [
    { key: 'id', title: 'ID', sortable: true },
    { key: 'from_uid', title: '原账号 uid', filter: true, editable: 'create', rule: { label: '原账号 uid', ...UID } },
    { key: 'to_uid', title: '新账号 uid', filter: true, editable: 'create', rule: { label: '新账号 uid', ...UID } },
    { key: 'promotions', title: '迁移推广数', type: 'number', sortable: true },
    { key: 'balance_fen', title: '迁移余额', type: 'money', sortable: true },
    { key: 'reason', title: '原因', editable: 'create', rule: { label: '迁移原因', required: true, maxLength: 200 } },
    { key: 'admin_uid', title: '操作人' },
    { key: 'created_at', title: '时间', type: 'datetime', filter: true, sortable: true },
  ],
};

export default function AdminPartnerMigrationPage() {
  return (
    <AdminShell name='adminPartnerMigration'>
      <ResourcePage def={MIGRATIONS} />
    </AdminShell>
  );
}
