import { Drawer, InputNumber, message, Modal, Table, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { GIFT_BATCH_MAX, type GiftCodeView, type GiftView } from '../../../../types/commerce';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
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

const searchProducts = async (kw: string) =>
  (await adminProducts({ silent: true }))
    .filter((p) => !kw || p.name.includes(kw) || p.product_id === kw)
    .map((p) => ({ value: p.product_id, label: `${p.name}（#${p.product_id}）` }));

/** /admin/gift: gifts (a product given away), batches of exchange codes, CSV export of the codes. */
function Gifts() {
  const [gen, setGen] = useState<{ gift: GiftView; count: number; done: () => void } | null>(null);
  const [codesOf, setCodesOf] = useState<GiftView | null>(null);
  const def = useMemo<ResourceDef<GiftView>>(
    () => ({
      title: '礼包',
      audit: 'gift',
      rowKey: 'id',
      list: (q) => adminGifts(q, { silent: true }),
      save: (v, row) => adminSaveGift({ id: row?.id, name: v.name as string, product_id: v.product_id as string, valid_until: v.valid_until as string }),
      rowActions: (r) => [
        { label: '生成兑换码', run: () => new Promise<void>((done) => setGen({ gift: r, count: 10, done })) },
        { label: '查看兑换码', run: () => setCodesOf(r) },
        { label: '导出兑换码', run: async () => void window.open((await adminExportTicket(r.id)).url, '_blank') },
      ],
      fields: [
        { key: 'id', title: 'ID', sortable: true, width: 60 },
        { key: 'name', title: '名称', filter: true, editable: true, rule: { label: '礼包名称', required: true, maxLength: 40 } },
        { key: 'product_id', title: '兑换商品', type: 'relation', filter: true, editable: true, help: '获得该商品的全部权益', relation: { search: searchProducts, label: (r) => r.product_name }, rule: { label: '兑换商品', required: true } },
        { key: 'codes', title: '兑换码', text: (r) => `${r.redeemed_count} / ${r.code_count} 已兑换` },
        { key: 'valid_until', title: '有效期至', type: 'datetime', filter: true, sortable: true, editable: true, initial: new Date(Date.now() + 90 * 86_400_000).toISOString(), render: (v) => (Date.parse(String(v)) < Date.now() ? <Tag>已过期</Tag> : formatDate(String(v))), rule: { label: '有效期', required: true } },
      ],
    }),
    [],
  );
  const generate = async () => {
    if (!gen) return;
    await adminGenerateCodes(gen.gift.id, gen.count);
    void message.success(`已生成 ${gen.count} 个兑换码`);
    gen.done();
    setGen(null);
  };
  return (
    <>
      <ResourcePage def={def} />
      <Modal open={!!gen} title={`为「${gen?.gift.name ?? ''}」生成兑换码`} okText='生成' cancelText='取消' onOk={() => generate()} onCancel={() => (gen?.done(), setGen(null))}>
        {gen && <InputNumber prefix='数量' min={1} max={GIFT_BATCH_MAX} value={gen.count} onChange={(v) => setGen({ ...gen, count: v ?? 1 })} />}
      </Modal>
      <Drawer open={!!codesOf} size={640} title={`「${codesOf?.name ?? ''}」的兑换码`} onClose={() => setCodesOf(null)}>
        {codesOf && <Codes gift={codesOf} />}
      </Drawer>
    </>
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
