import { Button, Form, InputNumber, Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { ATTRIBUTION_POLICY_LABEL, type ProgramSettings } from '../../../../types/partner';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminProgram, adminPromotions, adminSaveProgram, adminSavePromotion, type AdminPromotionRow } from '../../../services/api/partner-admin';
import { ENABLED_OPTIONS } from '../commerce-shared/options';

/** /admin/partner/promotion: promotions (rates, links, stats) and the program's attribution settings. */
const PROMOTIONS: ResourceDef<AdminPromotionRow> = {
  title: '推广',
  audit: 'partner_promotion',
  rowKey: 'pmid',
  list: (q) => adminPromotions(q, { silent: true }),
  save: (v, row) =>
    adminSavePromotion({ pmid: row?.pmid, uid: String(v.uid), product_id: String(v.product_id), rate_bp: Number(v.rate_bp), enabled: v.enabled as boolean, code: (v.code as string | undefined) || undefined }),
  rowActions: (r) => [{ label: '推广页', run: () => void window.open(r.link, '_blank') }],
  fields: [
    { key: 'pmid', title: 'pmid', sortable: true },
    { key: 'uid', title: '合伙人 uid', filter: true, editable: true, rule: { label: '合伙人 uid', required: true, pattern: /^\d{1,19}$/, patternMessage: 'uid 必须是数字' } },
    { key: 'product_id', title: '商品 ID', filter: true, editable: true, rule: { label: '商品 ID', required: true, pattern: /^\d{1,19}$/, patternMessage: '商品 ID 必须是数字' } },
    { key: 'product_name', title: '商品' },
    { key: 'code', title: '推广码', editable: true, help: '留空自动生成；4-32 位字母、数字、_ 或 -' },
    { key: 'rate_bp', title: '佣金（万分比）', type: 'number', sortable: true, editable: true, initial: 1000, help: '1000 = 10%', rule: { label: '佣金比例', required: true, integer: true, min: 0, max: 5000 }, text: (r) => `${(r.rate_bp / 100).toFixed(2)}%` },
    { key: 'link', title: '链接' },
    { key: 'clicks', title: '点击', type: 'number' },
    { key: 'paid_orders', title: '成交', type: 'number' },
    { key: 'commission_fen', title: '净佣金', type: 'money' },
    { key: 'enabled', title: '状态', type: 'switch', options: ENABLED_OPTIONS, filter: true, editable: true, initial: true },
    { key: 'created_at', title: '创建时间', type: 'datetime', sortable: true },
  ],
};

function ProgramForm() {
  const [form] = Form.useForm<ProgramSettings>();
  const [saving, setSaving] = useState(false);
  useEffect(() => void adminProgram({ silent: true }).then((p) => form.setFieldsValue(p), () => undefined), [form]);
  const save = (v: ProgramSettings) => {
    setSaving(true);
    adminSaveProgram(v)
      .then((p) => form.setFieldsValue(p))
      .catch(() => undefined)
      .finally(() => setSaving(false));
  };
  return (
    <Form form={form} layout='inline' onFinish={save} style={{ marginTop: 16 }}>
      <Form.Item name='policy' label='归因方式'>
        <Select style={{ width: 120 }} options={Object.entries(ATTRIBUTION_POLICY_LABEL).map(([value, label]) => ({ value, label }))} />
      </Form.Item>
      <Form.Item name='window_days' label='归因窗口（天）'>
        <InputNumber min={1} max={365} />
      </Form.Item>
      <Form.Item name='hold_days' label='冻结期（天）'>
        <InputNumber min={7} max={365} />
      </Form.Item>
      <Form.Item name='min_payout_fen' label='最低提现（分）'>
        <InputNumber min={1} />
      </Form.Item>
      <Space>
        <Button htmlType='submit' type='primary' loading={saving}>
          保存计划设置
        </Button>
      </Space>
    </Form>
  );
}

export default function AdminPartnerPromotionPage() {
  return (
    <AdminShell name='adminPartnerPromotion'>
      <ResourcePage def={PROMOTIONS}>{() => <ProgramForm />}</ResourcePage>
    </AdminShell>
  );
}
