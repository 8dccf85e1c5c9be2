import { Alert, Button, Card, Col, Form, Input, InputNumber, Row, Select, Space, Spin, Switch, Tabs, message } from 'antd';
import { useState } from 'react';
import { TAG_LIMITS, tagsError } from '../../../../types/oj';
import Statement from '../../../components/oj-statement';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { useProblemEdit, type EditValues } from './use-problem-edit';

export default function AdminOjProblemEditPage() {
  return (
    <AdminShell name='adminOjProblemEdit'>
      <ProblemEdit />
    </AdminShell>
  );
}

/** A markdown field with its rendered preview (math through KaTeX) beside it. */
function MarkdownField({ name, label }: { name: keyof EditValues; label: string }) {
  const form = Form.useFormInstance<EditValues>();
  const text = (Form.useWatch(name, form) as string | undefined) ?? '';
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name={name} label={label}>
          <Input.TextArea rows={16} maxLength={30000} showCount placeholder='Markdown，公式用 $...$ 或 $$...$$' />
        </Form.Item>
      </Col>
      <Col span={12}>
        <div className='ant-form-item-label'>预览</div>
        <div style={{ border: '1px solid #e5e6eb', borderRadius: 8, padding: 12, minHeight: 340, maxHeight: 420, overflow: 'auto' }}>
          {text.trim() ? <Statement text={text} /> : <span style={{ color: '#8f959e' }}>留空表示本题不支持该模式</span>}
        </div>
      </Col>
    </Row>
  );
}

function ProblemEdit() {
  const s = useProblemEdit();
  const [form] = Form.useForm<EditValues>();
  const [tab, setTab] = useState('acm');
  if (s.error) return <Alert type='error' showIcon title={s.error} />;
  if (!s.initial) return <Spin />;
  const onFinish = async (v: EditValues) => {
    const errors = await s.save(v);
    if (!errors.length) {
      void message.success('已保存');
      return;
    }
    const known = new Set(['no', 'title', 'category_id', 'level', 'time_limit', 'acm_content', 'tpl_content', 'tpl_signature', 'samples', 'checker_id', 'tags']);
    form.setFields(errors.filter((e) => known.has(e.field)).map((e) => ({ name: e.field as keyof EditValues, errors: [e.message] })));
    const memory = errors.find((e) => e.field === 'memory_limit');
    if (memory) form.setFields([{ name: 'memory_mb', errors: [memory.message] }]);
    if (errors.some((e) => e.field === 'tpl_signature' || e.field === 'tpl_content')) setTab('tpl');
    void message.error(errors[0]?.message ?? '保存失败');
  };
  return (
    <Card
      title={s.creating ? '新建题目' : `编辑题目 ${s.initial.no}`}
      extra={
        !s.creating && (
          <Space>
            <Button onClick={() => go(`/admin/oj/problem/${s.pid}/data`)}>评测数据{s.detail?.has_data ? `（${s.detail.package?.case_count ?? 0} 个测试点）` : '（未上传）'}</Button>
            <Button onClick={() => go(`/oj/problem/${s.pid}`)}>前台查看</Button>
          </Space>
        )
      }
    >
      <Form<EditValues> form={form} layout='vertical' initialValues={s.initial} onFinish={(v) => void onFinish(v)}>
        <Row gutter={16}>
          <Col span={4}>
            <Form.Item name='no' label='题号' rules={[{ required: true, message: '请填写题号' }]}>
              <InputNumber min={1} max={99999} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={10}>
            <Form.Item name='title' label='标题' rules={[{ required: true, whitespace: true, message: '标题不能为空且不超过60个字符' }]}>
              <Input maxLength={60} showCount />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name='category_id' label='分类'>
              <Select options={[{ value: '', label: '无' }, ...s.cats.map((c) => ({ value: c.id, label: c.name }))]} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name='level' label='难度'>
              <Select options={[{ value: 1, label: '简单' }, { value: 2, label: '中等' }, { value: 3, label: '困难' }]} />
            </Form.Item>
          </Col>
        </Row>
        <Row gutter={16}>
          <Col span={5}>
            <Form.Item name='time_limit' label='时间限制（毫秒）'>
              <InputNumber min={100} max={10000} step={100} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={5}>
            <Form.Item name='memory_mb' label='内存限制（MB）'>
              <InputNumber min={16} max={1024} style={{ width: '100%' }} />
            </Form.Item>
          </Col>
          <Col span={6}>
            <Form.Item name='checker_id' label='评测器'>
              <Select options={[{ value: '', label: `数据包自带（${s.detail?.package_checker ?? 'default'}）` }, ...s.checkers.map((c) => ({ value: c.id, label: `${c.name}（${c.spec}）` }))]} />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name='visible' label='公开' valuePropName='checked'>
              <Switch />
            </Form.Item>
          </Col>
          <Col span={4}>
            <Form.Item name='free' label='免费' valuePropName='checked'>
              <Switch />
            </Form.Item>
          </Col>
        </Row>
        <Form.Item
          name='tags'
          label='知识点标签'
          extra={`最多${TAG_LIMITS.count}个，每个1到${TAG_LIMITS.chars}个字符；输入后回车或逗号分隔`}
          rules={[{ validator: (_r, v: string[] | undefined) => (tagsError(v ?? []) ? Promise.reject(new Error(tagsError(v ?? []))) : Promise.resolve()) }]}
        >
          <Select mode='tags' tokenSeparators={[',', '，']} open={false} placeholder='例如：数组、哈希表' />
        </Form.Item>
        <Tabs
          activeKey={tab}
          onChange={setTab}
          items={[
            { key: 'acm', label: 'ACM 模式描述', forceRender: true, children: <MarkdownField name='acm_content' label='题目描述（ACM：标准输入输出）' /> },
            {
              key: 'tpl',
              label: '核心代码模式描述',
              forceRender: true,
              children: (
                <>
                  <MarkdownField name='tpl_content' label='题目描述（核心代码模式）' />
                  <Form.Item name='tpl_signature' label='函数签名（JSON）' extra='例如 {"function":"twoSum","params":[{"name":"nums","type":"int[]"},{"name":"target","type":"int"}],"returns":"int[]"}；类型可用 int、long、double、bool、string、T[]、T[][]、ListNode、TreeNode'>
                    <Input.TextArea rows={3} />
                  </Form.Item>
                </>
              ),
            },
          ]}
        />
        <Form.List name='samples'>
          {(fields, { add, remove }) => (
            <Card size='small' title='样例' extra={<Button size='small' onClick={() => add({ input: '', output: '' })} disabled={fields.length >= 10}>添加样例</Button>} style={{ marginBottom: 16 }}>
              {fields.map((f, i) => (
                <Row key={f.key} gutter={12} align='middle'>
                  <Col span={11}>
                    <Form.Item name={[f.name, 'input']} label={`输入 ${i + 1}`}>
                      <Input.TextArea rows={3} maxLength={2000} />
                    </Form.Item>
                  </Col>
                  <Col span={11}>
                    <Form.Item name={[f.name, 'output']} label={`输出 ${i + 1}`}>
                      <Input.TextArea rows={3} maxLength={2000} />
                    </Form.Item>
                  </Col>
                  <Col span={2}>
                    <Button danger size='small' onClick={() => remove(f.name)}>删除</Button>
                  </Col>
                </Row>
              ))}
            </Card>
          )}
        </Form.List>
        <Space>
          <Button type='primary' htmlType='submit' loading={s.saving}>
            保存
          </Button>
          <Button onClick={() => go('/admin/oj/problem')}>返回列表</Button>
        </Space>
      </Form>
    </Card>
  );
}
