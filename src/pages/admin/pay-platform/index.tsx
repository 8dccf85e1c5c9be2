import { Alert, Card, Input, Switch, Table, Tag } from 'antd';
import type { PayPlatformView } from '../../../../types/commerce';
import AdminShell from '../../../layouts/admin';
import { adminPayPlatforms, adminSavePayPlatform } from '../../../services/api/commerce-admin';
import { useLoad } from '../commerce-shared/use-load';

export default function AdminPayPlatformPage() {
  return (
    <AdminShell name='adminPayPlatform'>
      <Platforms />
    </AdminShell>
  );
}

/** /admin/pay/platform: the accounts that take the money. Keys stay in the server environment. */
function Platforms() {
  const s = useLoad(() => adminPayPlatforms({ silent: true }), []);
  const save = (p: PayPlatformView) => void s.act(() => adminSavePayPlatform({ code: p.code, name: p.name, enabled: p.enabled }), '已保存');
  return (
    <Card title='支付平台'>
      <Alert type='info' showIcon style={{ marginBottom: 16 }} title='商户号、密钥和证书通过服务器环境变量配置（WECHAT_PAY_*、CARD_GATEWAY_*），此处只显示是否已配置并可停用平台。' />
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<PayPlatformView>
        rowKey='code'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        columns={[
          { title: '编码', dataIndex: 'code' },
          { title: '名称', key: 'name', render: (_, r) => <Input style={{ width: 160 }} defaultValue={r.name} maxLength={32} onBlur={(e) => e.target.value.trim() && e.target.value !== r.name && save({ ...r, name: e.target.value.trim() })} /> },
          { title: '商户', dataIndex: 'account', render: (v: string) => v || '-' },
          { title: '配置', dataIndex: 'configured', render: (v: boolean) => (v ? <Tag color='green'>已配置</Tag> : <Tag color='orange'>未配置</Tag>) },
          { title: '启用', key: 'enabled', render: (_, r) => <Switch checked={r.enabled} onChange={(v) => save({ ...r, enabled: v })} /> },
        ]}
      />
    </Card>
  );
}
