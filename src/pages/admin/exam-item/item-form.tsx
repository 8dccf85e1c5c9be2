import { Button, Form, InputNumber, Select, Switch } from 'antd';
import { useState } from 'react';
import { QUESTION_TYPE_LABEL, type QuestionType } from '../../../../types/exam';
import { adminBank } from '../../../services/api/exam-admin';

interface Option {
  value: string;
  label: string;
  score: number;
}

/** Picks one bank question (or several for a pool that draws `pick` of them) with a score. */
export default function ItemForm({ onSave }: { onSave: (body: Record<string, string | number | boolean>) => Promise<boolean> }) {
  const [form] = Form.useForm();
  const [options, setOptions] = useState<Option[]>([]);
  const search = (title: string) =>
    void adminBank({ title, page_size: 30 }).then((p) => setOptions(p.list.map((q) => ({ value: q.problem_id, label: `#${q.problem_id} [${QUESTION_TYPE_LABEL[q.type as QuestionType]}] ${q.title}`, score: q.default_score }))));
  const submit = async (v: { ids: string[]; pick?: number; score: number; shuffle?: boolean }) => {
    const body: Record<string, string | number> = v.ids.length > 1 ? { pool_ids: v.ids.join(','), pick: v.pick ?? 1 } : { problem_id: v.ids[0] };
    if (await onSave({ ...body, score: v.score, shuffle: Boolean(v.shuffle) })) form.resetFields();
  };
  const ids = (Form.useWatch('ids', form) as string[] | undefined) ?? [];
  return (
    <Form form={form} layout='inline' onFinish={(v) => void submit(v as never)} initialValues={{ score: 10, pick: 1, shuffle: false }} style={{ rowGap: 8 }}>
      <Form.Item name='ids' rules={[{ required: true, message: '请选择题目' }]} style={{ minWidth: 360 }}>
        <Select
          mode='multiple'
          showSearch
          filterOption={false}
          placeholder='搜索题库（选多道即为题池）'
          onSearch={search}
          onFocus={() => search('')}
          options={options}
          onChange={(v: string[]) => {
            const first = options.find((o) => o.value === v[0]);
            if (first) form.setFieldValue('score', first.score);
          }}
        />
      </Form.Item>
      {ids.length > 1 && (
        <Form.Item name='pick' label='每人抽取'>
          <InputNumber min={1} max={ids.length} />
        </Form.Item>
      )}
      <Form.Item name='score' label='分值' rules={[{ required: true, message: '请填写分值' }]}>
        <InputNumber min={0} max={1000} />
      </Form.Item>
      <Form.Item name='shuffle' label='选项乱序' valuePropName='checked'>
        <Switch />
      </Form.Item>
      <Button type='primary' htmlType='submit'>
        添加题目
      </Button>
    </Form>
  );
}
