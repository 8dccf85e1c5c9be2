import { Checkbox } from 'antd';
import { PAY_CHANNEL_RULES } from '../../../../types/commerce-admin';
import type { PayChannelView, PayClient } from '../../../../types/commerce';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminPayChannels, adminSavePayChannel } from '../../../services/api/commerce-admin';
import { ENABLED_OPTIONS } from '../commerce-shared/options';

const CLIENT_LABEL: Record<PayClient, string> = { weapp: '小程序', mobile: '手机网页', desktop: '电脑网页' };
const CLIENT_OPTIONS = (Object.keys(CLIENT_LABEL) as PayClient[]).map((c) => ({ value: c, label: CLIENT_LABEL[c] }));

const save = (c: Pick<PayChannelView, 'code' | 'name' | 'clients' | 'enabled' | 'sort'>) =>
  adminSavePayChannel({ code: c.code, name: c.name, clients: c.clients.join(','), enabled: c.enabled, sort: c.sort });

/** /admin/pay/channel: which ways to pay are offered on which client; a channel needs its platform configured. */
const PAY_CHANNELS: ResourceDef<PayChannelView> = {
  title: '支付渠道',
  audit: 'pay_channel',
  rowKey: 'code',
  all: () => adminPayChannels({ silent: true }),
  creatable: false,
  save: (v, row) => save({ ...(v as Pick<PayChannelView, 'name' | 'clients' | 'enabled' | 'sort'>), code: row!.code }),
  rowActions: (r) => [{ label: r.enabled ? '停用' : '启用', confirm: `确定${r.enabled ? '停用' : '启用'}「${r.name}」？`, run: async () => (await save({ ...r, enabled: !r.enabled }), '已保存') }],
  fields: [
    { key: 'code', title: '编码', filter: true },
    { key: 'name', title: '名称', filter: true, editable: true, rule: PAY_CHANNEL_RULES.name },
    { key: 'platform', title: '平台', type: 'enum', filter: true, options: [{ value: 'wechatpay', label: '微信支付' }, { value: 'card', label: '银行卡' }, { value: 'sandbox', label: '沙箱' }] },
    {
      key: 'clients',
      title: '终端',
      type: 'tags',
      editable: true,
      text: (r) => r.clients.map((c) => CLIENT_LABEL[c]).join(','),
      input: () => <Checkbox.Group options={CLIENT_OPTIONS} />,
      rule: { label: '适用终端', required: true },
    },
    { key: 'available', title: '可用', type: 'switch', filter: true, options: [{ value: true, label: '已配置', color: 'green' }, { value: false, label: '平台未配置', color: 'orange' }] },
    { key: 'enabled', title: '启用', type: 'switch', filter: true, editable: true, options: ENABLED_OPTIONS },
    { key: 'sort', title: '排序', type: 'number', sortable: true, editable: true, rule: PAY_CHANNEL_RULES.sort },
  ],
};

export default function AdminPayChannelPage() {
  return (
    <AdminShell name='adminPayChannel'>
      <ResourcePage def={PAY_CHANNELS} />
    </AdminShell>
  );
}
