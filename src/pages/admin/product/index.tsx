import { Alert, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Switch, Table, Tag } from 'antd';
import { useState } from 'react';
import { EQUITY_KIND_LABEL, formatFen, PRODUCT_CATEGORY_LABEL, type ProductCategory, type ProductView } from '../../../../types/commerce';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteProduct, adminProducts, adminSaveProduct } from '../../../services/api/commerce-admin';
import { fenToYuan, useLoad, yuanToFen } from '../commerce-shared/use-load';

export default function AdminProductPage() {
  return (
    <AdminShell name='adminProduct'>
      <Products />
    </AdminShell>
  );
}

type Draft = { product_id?: string; name: string; category: ProductCategory; description: string; benefits: string; price: number; original: number; on_sale: boolean; sort: number };
const CATEGORIES = Object.keys(PRODUCT_CATEGORY_LABEL) as ProductCategory[];

/** /admin/product: products (VIP tiers, OJ, courses, problem sets, camps); equities on their own page. */
function Products() {
  const s = useLoad(() => adminProducts({ silent: true }), []);
  const [draft, setDraft] = useState<Draft | null>(null);
  const save = async () => {
    if (!draft) return;
    const ok = await s.act(
      () =>
        adminSaveProduct({
          product_id: draft.product_id,
          name: draft.name,
          category: draft.category,
          description: draft.description,
          benefits: draft.benefits,
          price_fen: yuanToFen(draft.price),
          original_price_fen: yuanToFen(draft.original),
          on_sale: draft.on_sale,
          sort: draft.sort,
        }),
      '已保存',
    );
    if (ok) setDraft(null);
  };
  const edit = (p: ProductView) =>
    setDraft({ product_id: p.product_id, name: p.name, category: p.category, description: p.description, benefits: p.benefits.join('\n'), price: fenToYuan(p.price_fen), original: fenToYuan(p.original_price_fen), on_sale: p.on_sale, sort: p.sort });
  return (
    <Card
      title='商品'
      extra={
        <Button type='primary' onClick={() => setDraft({ name: '', category: 'vip', description: '', benefits: '', price: 0, original: 0, on_sale: false, sort: 0 })}>
          新建商品
        </Button>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<ProductView>
        rowKey='product_id'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        locale={{ emptyText: '暂无商品' }}
        columns={[
          { title: 'ID', dataIndex: 'product_id', width: 70 },
          { title: '名称', dataIndex: 'name' },
          { title: '类别', dataIndex: 'category', render: (v: ProductCategory) => PRODUCT_CATEGORY_LABEL[v] },
          { title: '价格', dataIndex: 'price_fen', render: (v: number) => formatFen(v) },
          { title: '权益', key: 'eq', render: (_, r) => r.equities.map((e) => <Tag key={e.equity_id}>{`${EQUITY_KIND_LABEL[e.kind]}${e.target_id ? `#${e.target_id}` : ''} ${e.duration_days || '永久'}${e.duration_days ? '天' : ''}`}</Tag>) },
          { title: '状态', dataIndex: 'on_sale', render: (v: boolean) => (v ? <Tag color='green'>在售</Tag> : <Tag>下架</Tag>) },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <a onClick={() => edit(r)}>编辑</a>
                <a onClick={() => go(`/admin/product/${r.product_id}/equity`)}>权益</a>
                <Popconfirm title='有订单的商品会改为下架，确定删除？' onConfirm={() => void s.act(() => adminDeleteProduct(r.product_id), '已处理')}>
                  <a style={{ color: '#d83931' }}>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!draft} title={draft?.product_id ? '编辑商品' : '新建商品'} onOk={() => void save()} onCancel={() => setDraft(null)} okText='保存' cancelText='取消'>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='名称' required>
              <Input maxLength={60} value={draft.name} onChange={(e) => setDraft({ ...draft, name: e.target.value })} />
            </Form.Item>
            <Form.Item label='类别' required>
              <Select value={draft.category} onChange={(v) => setDraft({ ...draft, category: v })} options={CATEGORIES.map((c) => ({ value: c, label: PRODUCT_CATEGORY_LABEL[c] }))} />
            </Form.Item>
            <Space>
              <Form.Item label='价格（元）' required>
                <InputNumber min={0.01} precision={2} value={draft.price} onChange={(v) => setDraft({ ...draft, price: v ?? 0 })} />
              </Form.Item>
              <Form.Item label='划线价（元）'>
                <InputNumber min={0} precision={2} value={draft.original} onChange={(v) => setDraft({ ...draft, original: v ?? 0 })} />
              </Form.Item>
              <Form.Item label='排序'>
                <InputNumber value={draft.sort} onChange={(v) => setDraft({ ...draft, sort: v ?? 0 })} />
              </Form.Item>
            </Space>
            <Form.Item label='介绍'>
              <Input maxLength={500} value={draft.description} onChange={(e) => setDraft({ ...draft, description: e.target.value })} />
            </Form.Item>
            <Form.Item label='权益说明（每行一条）'>
              <Input.TextArea rows={4} maxLength={2000} value={draft.benefits} onChange={(e) => setDraft({ ...draft, benefits: e.target.value })} />
            </Form.Item>
            <Form.Item label='上架'>
              <Switch checked={draft.on_sale} onChange={(v) => setDraft({ ...draft, on_sale: v })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
