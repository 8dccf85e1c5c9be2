import { Alert, Button, Card, Input, InputNumber, Popconfirm, Space, Switch, Table, Tag, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { Category, LanguageRow } from '../../../../types/oj';
import AdminShell from '../../../layouts/admin';
import { adminCategories, adminDeleteCategory, adminLanguages, adminSaveCategory, adminUpdateLanguage } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';

export default function AdminOjSettingPage() {
  return (
    <AdminShell name='adminOjSetting'>
      <Space direction='vertical' size={16} style={{ width: '100%' }}>
        <Languages />
        <Categories />
      </Space>
    </AdminShell>
  );
}

const fail = (e: unknown) => void message.error(e instanceof ApiError ? e.message : '操作失败');

/** The judge's languages with the admin's switch: a disabled language is refused on submit. */
function Languages() {
  const [rows, setRows] = useState<LanguageRow[]>([]);
  const [error, setError] = useState('');
  const load = useCallback(() => void adminLanguages({ silent: true }).then(setRows, (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败')), []);
  useEffect(load, [load]);
  return (
    <Card title='语言'>
      {error && <Alert type='error' showIcon title={error} />}
      <Table<LanguageRow>
        rowKey='lang'
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '语言', dataIndex: 'name' },
          { title: '版本', dataIndex: 'version' },
          { title: '本机', dataIndex: 'available', render: (v: boolean) => (v ? <Tag color='green'>已安装</Tag> : <Tag color='red'>未安装</Tag>) },
          { title: '核心代码模式', dataIndex: 'tpl', render: (v: boolean) => (v ? '支持' : '—') },
          { title: '排序', dataIndex: 'order_value', render: (v: number, r) => <InputNumber size='small' min={0} max={9999} defaultValue={v} onBlur={(e) => void adminUpdateLanguage({ lang: r.lang, order_value: Number(e.target.value) }, { silent: true }).then(load, fail)} /> },
          { title: '启用', dataIndex: 'enabled', render: (v: boolean, r) => <Switch checked={v} onChange={(on) => void adminUpdateLanguage({ lang: r.lang, enabled: on ? 1 : 0 }, { silent: true }).then(load, fail)} /> },
        ]}
      />
    </Card>
  );
}

function Categories() {
  const [rows, setRows] = useState<Category[]>([]);
  const [name, setName] = useState('');
  const load = useCallback(() => void adminCategories({ silent: true }).then(setRows, fail), []);
  useEffect(load, [load]);
  const add = () => {
    if (!name.trim()) return void message.warning('分类名不能为空');
    void adminSaveCategory(null, { name: name.trim(), order_value: rows.length + 1 }, { silent: true }).then(() => {
      setName('');
      load();
    }, fail);
  };
  return (
    <Card
      title='分类'
      extra={
        <Space>
          <Input value={name} maxLength={20} placeholder='新分类名' onChange={(e) => setName(e.target.value)} onPressEnter={add} />
          <Button type='primary' onClick={add}>添加</Button>
        </Space>
      }
    >
      <Table<Category>
        rowKey='id'
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '名称', dataIndex: 'name', render: (v: string, r) => <Input size='small' defaultValue={v} maxLength={20} onBlur={(e) => e.target.value.trim() && e.target.value !== v && void adminSaveCategory(r.id, { name: e.target.value.trim(), order_value: r.order_value }, { silent: true }).then(load, fail)} /> },
          { title: '排序', dataIndex: 'order_value', width: 100 },
          { title: '题目数', dataIndex: 'problem_count', width: 100 },
          {
            title: '操作',
            key: 'ops',
            width: 100,
            render: (_, r) => (
              <Popconfirm title={`删除分类「${r.name}」？`} okText='删除' cancelText='取消' onConfirm={() => void adminDeleteCategory(r.id, { silent: true }).then(load, fail)}>
                <a>删除</a>
              </Popconfirm>
            ),
          },
        ]}
      />
    </Card>
  );
}
