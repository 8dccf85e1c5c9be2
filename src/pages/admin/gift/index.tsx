import { Alert, Button, Card, DatePicker, Drawer, Form, Input, InputNumber, Modal, Select, Space, Table, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import { GIFT_BATCH_MAX, type GiftCodeView, type GiftView } from '../../../../types/commerce';
import AdminShell from '../../../layouts/admin';
import { adminExportTicket, adminGenerateCodes, adminGiftCodes, adminGifts, adminProducts, adminSaveGift } from '../../../services/api/commerce-admin';
import { formatDate } from '../../../utils/format';
import { useLoad } from '../commerce-shared/use-load';

export default function AdminGiftPage() {
  return (
    <AdminShell name='adminGift'>
      <Gifts />
    </AdminShell>
  );
}

type Draft = { id?: string; name: string; product_id: string; valid_until: Dayjs };

/** /admin/gift: gifts (a product given away), batches of exchange codes, CSV export. */
function Gifts() {
  const [page, setPage] = useState({ no: 1, size: 20 });
  const s = useLoad(() => adminGifts(page.no, page.size, { silent: true }), [page]);
  const products = useLoad(() => adminProducts({ silent: true }), []);
  const [draft, setDraft] = useState<Draft | null>(null);
  const [gen, setGen] = useState<{ gift: GiftView; count: number } | null>(null);
  const [codesOf, setCodesOf] = useState<GiftView | null>(null);

  const save = async () => {
    if (!draft) return;
    const ok = await s.act(() => adminSaveGift({ id: draft.id, name: draft.name, product_id: draft.product_id, valid_until: draft.valid_until.toISOString() }), '已保存');
    if (ok) setDraft(null);
  };
  const generate = async () => {
    if (!gen) return;
    const ok = await s.act(() => adminGenerateCodes(gen.gift.id, gen.count), `已生成 ${gen.count} 个兑换码`);
    if (ok) setGen(null);
  };
  const exportCsv = (g: GiftView) => void s.act(async () => window.open((await adminExportTicket(g.id)).url, '_blank'));

  return (
    <Card
      title='礼包与兑换码'
      extra={
        <Button type='primary' onClick={() => setDraft({ name: '', product_id: products.data?.[0]?.product_id ?? '', valid_until: dayjs().add(90, 'day') })}>
          新建礼包
        </Button>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<GiftView>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: '暂无礼包' }}
        pagination={{ current: page.no, pageSize: page.size, total: s.data?.total ?? 0, onChange: (no, size) => setPage({ no, size }) }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: '名称', dataIndex: 'name' },
          { title: '兑换商品', dataIndex: 'product_name' },
          { title: '兑换码', key: 'n', render: (_, r) => `${r.redeemed_count} / ${r.code_count} 已兑换` },
          { title: '有效期至', dataIndex: 'valid_until', render: (v: string) => (Date.parse(v) < Date.now() ? <Tag>已过期</Tag> : formatDate(v)) },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <a onClick={() => setDraft({ id: r.id, name: r.name, product_id: r.product_id, valid_until: dayjs(r.valid_until) })}>编辑</a>
                <a onClick={() => setGen({ gift: r, count: 10 })}>生成兑换码</a>
                <a onClick={() => setCodesOf(r)}>查看兑换码</a>
                <a onClick={() => exportCsv(r)}>导出 CSV</a>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!draft} title={draft?.id ? '编辑礼包' : '新建礼包'} okText='保存' cancelText='取消' onOk={() => void save()} onCancel={() => setDraft(null)}>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='名称' required>
              <Input maxLength={40} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </Form.Item>
            <Form.Item label='兑换商品（获得该商品的全部权益）' required>
              <Select value={draft.product_id} onChange={(v) => setDraft({ ...draft, product_id: v })} options={(products.data ?? []).map((p) => ({ value: p.product_id, label: `${p.name}（#${p.product_id}）` }))} />
            </Form.Item>
            <Form.Item label='兑换码有效期至' required>
              <DatePicker showTime value={draft.valid_until} onChange={(v) => v && setDraft({ ...draft, valid_until: v })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
      <Modal open={!!gen} title={`为「${gen?.gift.name ?? ''}」生成兑换码`} okText='生成' cancelText='取消' onOk={() => void generate()} onCancel={() => setGen(null)}>
        {gen && <InputNumber addonBefore='数量' min={1} max={GIFT_BATCH_MAX} value={gen.count} onChange={(v) => setGen({ ...gen, count: v ?? 1 })} />}
      </Modal>
      <Drawer open={!!codesOf} width={640} title={`「${codesOf?.name ?? ''}」的兑换码`} onClose={() => setCodesOf(null)}>
        {codesOf && <Codes gift={codesOf} />}
      </Drawer>
    </Card>
  );
}

function Codes({ gift }: { gift: GiftView }) {
  const [page, setPage] = useState({ no: 1, size: 20 });
  const s = useLoad(() => adminGiftCodes(gift.id, page.no, page.size, { silent: true }), [gift.id, page]);
  return (
    <Table<GiftCodeView>
      rowKey='code'
      size='small'
      loading={s.loading}
      dataSource={s.data?.list ?? []}
      locale={{ emptyText: '还没有兑换码' }}
      pagination={{ current: page.no, pageSize: page.size, total: s.data?.total ?? 0, onChange: (no, size) => setPage({ no, size }) }}
      columns={[
        { title: '兑换码', dataIndex: 'code', render: (v: string) => <code>{v}</code> },
        { title: '批次', dataIndex: 'batch_no' },
        { title: '兑换用户', dataIndex: 'redeemed_by', render: (v: string) => v || <Tag color='green'>未使用</Tag> },
        { title: '兑换时间', dataIndex: 'redeemed_at', render: (v: string | null) => (v ? formatDate(v) : '-') },
      ]}
    />
  );
}
