import { Alert } from 'antd';
import { PAY_CHANNEL_RULES } from '../../../../types/commerce-admin';
import type { PayPlatformView } from '../../../../types/commerce';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminPayPlatforms, adminSavePayPlatform } from '../../../services/api/commerce-admin';
import { ENABLED_OPTIONS } from '../commerce-shared/options';

const save = (p: Pick<PayPlatformView, 'code' | 'name' | 'enabled'>) => adminSavePayPlatform({ code: p.code, name: p.name, enabled: p.enabled });

/** /admin/pay/platform: the accounts that take the money. Keys stay in the server environment. */
const PAY_PLATFORMS: ResourceDef<PayPlatformView> = {
  title: '支付平台',
  audit: 'pay_platform',
  rowKey: 'code',
  all: () => adminPayPlatforms({ silent: true }),
  creatable: false,
  save: (v, row) => save({ code: row!.code, name: v.name as string, enabled: v.enabled as boolean }),
  rowActions: (r) => [{ label: r.enabled ? '停用' : '启用', confirm: `确定${r.enabled ? '停用' : '启用'}「${r.name}」？`, run: async () => (await save({ ...r, enabled: !r.enabled }), '已保存') }],
  fields: [
    { key: 'code', title: '编码' },
    { key: 'name', title: '名称', editable: true, rule: PAY_CHANNEL_RULES.name },
    { key: 'account', title: '商户', text: (r) => r.account || '-' },
    { key: 'configured', title: '配置', type: 'switch', options: [{ value: true, label: '已配置', color: 'green' }, { value: false, label: '未配置', color: 'orange' }] },
    { key: 'enabled', title: '启用', type: 'switch', options: ENABLED_OPTIONS, editable: true },
  ],
};

export default function AdminPayPlatformPage() {
  return (
    <AdminShell name='adminPayPlatform'>
      <Alert type='info' showIcon style={{ marginBottom: 16 }} title='商户号、密钥和证书通过服务器环境变量配置（WECHAT_PAY_*、CARD_GATEWAY_*），此处只显示是否已配置并可停用平台。' />
      <ResourcePage def={PAY_PLATFORMS} />
    </AdminShell>
  );
}
