import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table } from 'antd';
import { useState } from 'react';
import { EQUITY_KIND_LABEL, EQUITY_KINDS, TARGETED_KINDS, type EquityKind, type ProductEquityRow } from '../../../../types/commerce';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteEquity, adminProduct, adminSaveEquity } from '../../../services/api/commerce-admin';
import { useLoad } from '../commerce-shared/use-load';

export default function AdminProductEquityPage() {
  return (
    <AdminShell name='adminProductEquity'>
      <Equities />
    </AdminShell>
  );
}

type Draft = { equity_id?: string; kind: EquityKind; target_id: string; duration_days: number };

/** /admin/product/:pid/equity: what buying the product grants (kind, target, days; 0 = permanent). */
function Equities() {
  const pid = String(useRouter().params.pid ?? '');
  const s = useLoad(() => adminProduct(pid, { silent: true }), [pid]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = async () => {
    if (!draft) return;
    const ok = await s.act(() => adminSaveEquity({ product_id: pid, ...draft, target_id: TARGETED_KINDS.includes(draft.kind) ? draft.target_id : '' }), '已保存');
    if (ok) setDraft(null);
  };
  return (
    <Card
      title={s.data ? `「${s.data.name}」的权益` : '商品权益'}
      extra={
        <Space>
          <Button onClick={() => go('/admin/product')}>返回商品</Button>
          <Button type='primary' onClick={() => setDraft({ kind: 'vip', target_id: '', duration_days: 30 })}>
            添加权益
          </Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<ProductEquityRow>
        rowKey='equity_id'
        loading={s.loading}
        dataSource={s.data?.equities ?? []}
        pagination={false}
        locale={{ emptyText: '这个商品还没有权益，购买后不会开通任何内容' }}
        columns={[
          { title: 'ID', dataIndex: 'equity_id', width: 70 },
          { title: '类型', dataIndex: 'kind', render: (v: EquityKind) => EQUITY_KIND_LABEL[v] },
          { title: '目标 ID', dataIndex: 'target_id', render: (v: string) => v || '-' },
          { title: '有效期', dataIndex: 'duration_days', render: (v: number) => (v ? `${v} 天` : '永久') },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <a onClick={() => setDraft({ equity_id: r.equity_id, kind: r.kind, target_id: r.target_id, duration_days: r.duration_days })}>编辑</a>
                <Popconfirm title='已购用户的权益不受影响，确定删除？' onConfirm={() => void s.act(() => adminDeleteEquity(pid, r.equity_id), '已删除')}>
                  <a style={{ color: '#d83931' }}>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!draft} title={draft?.equity_id ? '编辑权益' : '添加权益'} onOk={() => void save()} onCancel={() => setDraft(null)} okText='保存' cancelText='取消'>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='类型' required>
              <Select value={draft.kind} onChange={(v) => setDraft({ ...draft, kind: v })} options={EQUITY_KINDS.map((k) => ({ value: k, label: EQUITY_KIND_LABEL[k] }))} />
            </Form.Item>
            {TARGETED_KINDS.includes(draft.kind) && (
              <Form.Item label='目标 ID（课程、题单或训练营）' required>
                <Input maxLength={32} value={draft.target_id} onChange={(e) => setDraft({ ...draft, target_id: e.target.value })} />
              </Form.Item>
            )}
            <Form.Item label='有效天数（0 为永久）' required>
              <InputNumber min={0} max={3650} value={draft.duration_days} onChange={(v) => setDraft({ ...draft, duration_days: v ?? 0 })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
