import { Alert, Button, Card, DatePicker, Form, Input, InputNumber, Modal, Select, Space, Switch, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { formatFen, type CouponKind, type CouponView } from '../../../../types/commerce';
import AdminShell from '../../../layouts/admin';
import { adminCoupons, adminSaveCoupon } from '../../../services/api/commerce-admin';
import { formatDate } from '../../../utils/format';
import { fenToYuan, useLoad, yuanToFen } from '../commerce-shared/use-load';

export default function AdminCouponPage() {
  return (
    <AdminShell name='adminCoupon'>
      <Coupons />
    </AdminShell>
  );
}

type Draft = { id?: string; name: string; kind: CouponKind; amount: number; percent: number; min: number; product_ids: string; range: [Dayjs, Dayjs]; per_user_limit: number; total: number; enabled: boolean };

export function couponValueText(c: Pick<CouponView, 'kind' | 'value'>): string {
  return c.kind === 'amount' ? `减${formatFen(c.value)}` : `${c.value / 10}折`;
}

/** /admin/coupon: amount or discount coupons with a minimum, validity, product scope and per-user limit. */
function Coupons() {
  const [page, setPage] = useState({ no: 1, size: 20 });
  const s = useLoad(() => adminCoupons(page.no, page.size, { silent: true }), [page]);
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = async () => {
    if (!draft) return;
    const ok = await s.act(
      () =>
        adminSaveCoupon({
          id: draft.id,
          name: draft.name,
          kind: draft.kind,
          value: draft.kind === 'amount' ? yuanToFen(draft.amount) : draft.percent,
          min_fen: yuanToFen(draft.min),
          product_ids: draft.product_ids,
          valid_from: draft.range[0].toISOString(),
          valid_until: draft.range[1].toISOString(),
          per_user_limit: draft.per_user_limit,
          total: draft.total,
          enabled: draft.enabled,
        }),
      '已保存',
    );
    if (ok) setDraft(null);
  };
  const edit = (c: CouponView) =>
    setDraft({
      id: c.id,
      name: c.name,
      kind: c.kind,
      amount: c.kind === 'amount' ? fenToYuan(c.value) : 0,
      percent: c.kind === 'discount' ? c.value : 80,
      min: fenToYuan(c.min_fen),
      product_ids: c.product_ids.join(','),
      range: [dayjs(c.valid_from), dayjs(c.valid_until)],
      per_user_limit: c.per_user_limit,
      total: c.total,
      enabled: c.enabled,
    });
  return (
    <Card
      title='优惠券'
      extra={
        <Button type='primary' onClick={() => setDraft({ name: '', kind: 'amount', amount: 10, percent: 80, min: 0, product_ids: '', range: [dayjs(), dayjs().add(30, 'day')], per_user_limit: 1, total: 0, enabled: true })}>
          新建优惠券
        </Button>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<CouponView>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: '暂无优惠券' }}
        pagination={{ current: page.no, pageSize: page.size, total: s.data?.total ?? 0, onChange: (no, size) => setPage({ no, size }) }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: '名称', dataIndex: 'name' },
          { title: '优惠', key: 'v', render: (_, r) => couponValueText(r) },
          { title: '门槛', dataIndex: 'min_fen', render: (v: number) => (v ? `满${formatFen(v)}` : '无门槛') },
          { title: '适用商品', dataIndex: 'product_ids', render: (v: string[]) => (v.length ? v.join(', ') : '全部') },
          { title: '有效期', key: 'range', render: (_, r) => `${formatDate(r.valid_from, 'YYYY-MM-DD')} ~ ${formatDate(r.valid_until, 'YYYY-MM-DD')}` },
          { title: '已领/总量', key: 'n', render: (_, r) => `${r.claimed} / ${r.total || '不限'}` },
          { title: '每人限领', dataIndex: 'per_user_limit' },
          { title: '状态', dataIndex: 'enabled', render: (v: boolean) => (v ? <Tag color='green'>启用</Tag> : <Tag>停用</Tag>) },
          { title: '操作', key: 'ops', render: (_, r) => <a onClick={() => edit(r)}>编辑</a> },
        ]}
      />
      <Modal open={!!draft} width={560} title={draft?.id ? '编辑优惠券' : '新建优惠券'} okText='保存' cancelText='取消' onOk={() => void save()} onCancel={() => setDraft(null)}>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='名称' required>
              <Input maxLength={40} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </Form.Item>
            <Space>
              <Form.Item label='类型'>
                <Select style={{ width: 120 }} value={draft.kind} onChange={(v) => setDraft({ ...draft, kind: v })} options={[{ value: 'amount', label: '满减券' }, { value: 'discount', label: '折扣券' }]} />
              </Form.Item>
              {draft.kind === 'amount' ? (
                <Form.Item label='减免（元）'>
                  <InputNumber min={0.01} precision={2} value={draft.amount} onChange={(v) => setDraft({ ...draft, amount: v ?? 0 })} />
                </Form.Item>
              ) : (
                <Form.Item label='支付比例（80 即 8 折）'>
                  <InputNumber min={1} max={99} value={draft.percent} onChange={(v) => setDraft({ ...draft, percent: v ?? 80 })} />
                </Form.Item>
              )}
              <Form.Item label='门槛（元）'>
                <InputNumber min={0} precision={2} value={draft.min} onChange={(v) => setDraft({ ...draft, min: v ?? 0 })} />
              </Form.Item>
            </Space>
            <Form.Item label='有效期' required>
              <DatePicker.RangePicker showTime value={draft.range} onChange={(v) => v && v[0] && v[1] && setDraft({ ...draft, range: [v[0], v[1]] })} />
            </Form.Item>
            <Form.Item label='适用商品 ID（逗号分隔，留空为全部）'>
              <Input value={draft.product_ids} onChange={(e) => setDraft({ ...draft, product_ids: e.target.value })} />
            </Form.Item>
            <Space>
              <Form.Item label='每人限领'>
                <InputNumber min={1} max={100} value={draft.per_user_limit} onChange={(v) => setDraft({ ...draft, per_user_limit: v ?? 1 })} />
              </Form.Item>
              <Form.Item label='发放总量（0 不限）'>
                <InputNumber min={0} value={draft.total} onChange={(v) => setDraft({ ...draft, total: v ?? 0 })} />
              </Form.Item>
              <Form.Item label='启用'>
                <Switch checked={draft.enabled} onChange={(v) => setDraft({ ...draft, enabled: v })} />
              </Form.Item>
            </Space>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
