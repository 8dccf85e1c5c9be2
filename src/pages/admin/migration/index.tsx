import { MIGRATE_COUNT_LABEL, type AccountMigrationView, type MigrateCounts } from '../../../../types/migrate';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminMigrations } from '../../../services/api/migrate';

const countsText = (c: MigrateCounts) =>
  (Object.keys(MIGRATE_COUNT_LABEL) as (keyof MigrateCounts)[])
    .filter((k) => c[k])
    .map((k) => `${MIGRATE_COUNT_LABEL[k]} ${c[k]}`)
    .join('，') || '无数据';

/** /admin/migration: accounts users merged on /migrate (read-only; each is the record of one merge). */
const MIGRATIONS: ResourceDef<AccountMigrationView> = {
  title: '账号迁移',
  rowKey: 'id',
  creatable: false,
  list: (q) => adminMigrations(q, { silent: true }),
  emptyText: '还没有用户迁移过账号',
  fields: [
    { key: 'id', title: 'ID', sortable: true, width: 70 },
    { key: 'from_uid', title: '旧账号 UID', filter: true },
    { key: 'to_uid', title: '迁入 UID', filter: true },
    { key: 'method', title: '验证方式', type: 'enum', filter: true, options: [{ value: 'sms', label: '短信验证码', color: 'blue' }, { value: 'wechat', label: '微信扫码', color: 'green' }] },
    { key: 'counts', title: '迁移内容', text: (r) => countsText(r.counts), render: (_, r) => countsText(r.counts) },
    { key: 'created_at', title: '迁移时间', type: 'datetime', filter: true, sortable: true },
  ],
};

export default function AdminMigrationPage() {
  return (
    <AdminShell name='adminMigration'>
      <ResourcePage def={MIGRATIONS} />
    </AdminShell>
  );
}
