import { Alert, Button, Card, Form, Input, Modal, Popconfirm, Select, Space, Table, message } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import type { CheckerRequest, CheckerRow } from '../../../../types/oj';
import AdminShell from '../../../layouts/admin';
import { adminCheckers, adminDeleteChecker, adminSaveChecker } from '../../../services/api/oj';
import { ApiError } from '../../../services/request';

const SPECS = ['default', 'exact', 'float:1e-6', 'float:1e-4', 'tokens-ci', 'custom'];

export default function AdminOjCheckerPage() {
  return (
    <AdminShell name='adminOjChecker'>
      <Checkers />
    </AdminShell>
  );
}

function Checkers() {
  const [rows, setRows] = useState<CheckerRow[]>([]);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState('');
  const [editing, setEditing] = useState<CheckerRow | 'new' | null>(null);
  const [form] = Form.useForm<CheckerRequest>();
  const load = useCallback(() => {
    setLoading(true);
    adminCheckers({ silent: true })
      .then(setRows, (e: unknown) => setError(e instanceof ApiError ? e.message : '加载失败'))
      .finally(() => setLoading(false));
  }, []);
  useEffect(load, [load]);
  const open = (row: CheckerRow | 'new') => {
    setEditing(row);
    form.setFieldsValue(row === 'new' ? { name: '', spec: 'default', description: '' } : { name: row.name, spec: row.spec, description: row.description });
  };
  const save = async () => {
    const v = await form.validateFields();
    try {
      await adminSaveChecker(editing === 'new' || !editing ? null : editing.id, v, { silent: true });
      setEditing(null);
      load();
    } catch (e) {
      if (e instanceof ApiError) {
        form.setFields(e.errors.map((x) => ({ name: x.field as keyof CheckerRequest, errors: [x.message] })));
        if (!e.errors.length) void message.error(e.message);
      }
    }
  };
  const remove = async (id: string) => {
    try {
      await adminDeleteChecker(id, { silent: true });
      load();
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : '删除失败');
    }
  };
  return (
    <Card title='评测器' extra={<Button type='primary' onClick={() => open('new')}>新建评测器</Button>}>
      {error && <Alert type='error' showIcon title={error} style={{ marginBottom: 16 }} />}
      <Table<CheckerRow>
        rowKey='id'
        loading={loading}
        dataSource={rows}
        pagination={false}
        columns={[
          { title: '名称', dataIndex: 'name' },
          { title: '规则', dataIndex: 'spec' },
          { title: '说明', dataIndex: 'description' },
          { title: '使用中的题目', dataIndex: 'problem_count', width: 120 },
          {
            title: '操作',
            key: 'ops',
            width: 140,
            render: (_, r) => (
              <Space>
                <a onClick={() => open(r)}>编辑</a>
                <Popconfirm title={`删除评测器「${r.name}」？`} okText='删除' cancelText='取消' onConfirm={() => void remove(r.id)}>
                  <a>删除</a>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={editing !== null} title={editing === 'new' ? '新建评测器' : '编辑评测器'} okText='保存' cancelText='取消' onOk={() => void save()} onCancel={() => setEditing(null)}>
        <Form form={form} layout='vertical'>
          <Form.Item name='name' label='名称' rules={[{ required: true, whitespace: true, message: '名称不能为空' }]}>
            <Input maxLength={30} />
          </Form.Item>
          <Form.Item name='spec' label='规则' extra='float:eps 为浮点误差；custom 使用数据包中的 checker.cpp'>
            <Select options={SPECS.map((v) => ({ value: v, label: v }))} />
          </Form.Item>
          <Form.Item name='description' label='说明'>
            <Input maxLength={200} />
          </Form.Item>
        </Form>
      </Modal>
    </Card>
  );
}
