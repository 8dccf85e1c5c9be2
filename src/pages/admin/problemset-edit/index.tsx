import { Alert, Button, Card, Form, Image, Input, InputNumber, Select, Space, Spin, Switch } from 'antd';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import { SET_ACCESS_LABEL, type SetAccess } from '../../../../types/problemset';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { uploadImage } from '../../../services/api/upload';
import { ApiError } from '../../../services/request';
import AddProblems from './components/add-problems';
import ProblemGroups from './components/problem-groups';
import { useSetEditor, type SetEditor } from './use-set-editor';

export default function AdminProblemSetEditPage() {
  return (
    <AdminShell name='adminProblemsetEdit'>
      <Editor />
    </AdminShell>
  );
}

function Cover({ e }: { e: SetEditor }) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState('');
  const choose = async () => {
    setError('');
    try {
      const res = await Taro.chooseImage({ count: 1, sizeType: ['compressed'], sourceType: ['album'] });
      setBusy(true);
      const up = await uploadImage(res.tempFilePaths[0], { silent: true });
      e.setMeta((m) => ({ ...m, cover: up.url }));
    } catch (err) {
      if (err instanceof ApiError) setError(err.message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Space align='start' wrap>
      <Input aria-label='封面地址' placeholder='封面图片地址' value={e.meta.cover} style={{ width: 320 }} onChange={(ev) => e.setMeta((m) => ({ ...m, cover: ev.target.value }))} />
      <Button loading={busy} onClick={() => void choose()}>
        上传封面
      </Button>
      {e.meta.cover && <Image src={e.meta.cover} width={96} />}
      {error && <Alert type='error' message={error} />}
    </Space>
  );
}

/** /admin/problemset/:id (or new): metadata, product binding, sections and problems in order, saved in one go. */
function Editor() {
  const e = useSetEditor();
  if (e.loading) return <Spin />;
  const m = e.meta;
  const set = (patch: Partial<typeof m>) => e.setMeta((x) => ({ ...x, ...patch }));
  return (
    <Space direction='vertical' style={{ width: '100%' }}>
      <Card
        title={e.id ? `编辑题单 #${e.id}` : '新建题单'}
        extra={
          <Space>
            {e.id && <Button onClick={() => go(`/admin/problemset/${e.id}/stats`)}>统计</Button>}
            <Button onClick={() => go('/admin/problemset')}>返回列表</Button>
            <Button type='primary' loading={e.saving} onClick={() => void e.save()}>
              保存
            </Button>
          </Space>
        }
      >
        {e.errors.length > 0 && <Alert type='error' style={{ marginBottom: 12 }} message='未保存' description={<ul style={{ margin: 0 }}>{e.errors.map((x, i) => <li key={i}>{x}</li>)}</ul>} />}
        <Form layout='horizontal' labelCol={{ span: 3 }}>
          <Form.Item label='标题' required>
            <Input value={m.title} maxLength={40} showCount onChange={(ev) => set({ title: ev.target.value })} />
          </Form.Item>
          <Form.Item label='简介'>
            <Input.TextArea value={m.intro} maxLength={500} rows={2} onChange={(ev) => set({ intro: ev.target.value })} />
          </Form.Item>
          <Form.Item label='封面'>
            <Cover e={e} />
          </Form.Item>
          <Form.Item label='标签'>
            <Select mode='tags' value={m.tags} tokenSeparators={[',', '，', ' ']} open={false} placeholder='输入后回车' onChange={(v: string[]) => set({ tags: v })} />
          </Form.Item>
          <Form.Item label='开放方式'>
            <Select style={{ width: 160 }} value={m.access} onChange={(v: SetAccess) => set({ access: v })} options={(Object.keys(SET_ACCESS_LABEL) as SetAccess[]).map((a) => ({ value: a, label: SET_ACCESS_LABEL[a] }))} />
          </Form.Item>
          <Form.Item label='绑定商品' help={m.access === 'paid' ? '付费题单必须绑定题单类商品；买到该商品即可练习本题单' : '可选'}>
            <Select
              allowClear
              style={{ width: 320 }}
              value={m.product_id || undefined}
              placeholder='选择题单类商品'
              onChange={(v?: string) => set({ product_id: v ?? '' })}
              options={e.products.map((p) => ({ value: p.product_id, label: `${p.name}（#${p.product_id}${p.on_sale ? '' : '，未上架'}）` }))}
            />
          </Form.Item>
          <Form.Item label='上架'>
            <Switch checked={m.published} onChange={(v) => set({ published: v })} />
          </Form.Item>
          <Form.Item label='排序'>
            <InputNumber value={m.order_value} min={-100000} max={100000} precision={0} onChange={(v) => set({ order_value: Number(v ?? 0) })} />
          </Form.Item>
        </Form>
      </Card>
      <Card title='添加题目'>
        <AddProblems e={e} />
      </Card>
      <Card title={`题目与分区（共 ${e.groups.reduce((n, g) => n + g.problems.length, 0)} 题，拖动排序）`}>
        <ProblemGroups e={e} />
      </Card>
    </Space>
  );
}
