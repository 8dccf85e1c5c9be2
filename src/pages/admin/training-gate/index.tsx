import { Alert, Button, Card, Form, Input, InputNumber, Select, Space, Table, Tag } from 'antd';
import type { GateWeights } from '../../../../types/training';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import ConditionBuilder, { choicesOf } from './condition-builder';
import { useGateEditor } from './use-gate-editor';
import './index.scss';

export default function AdminTrainingGatePage() {
  return (
    <AdminShell name='adminTrainingGate'>
      <GateEditor />
    </AdminShell>
  );
}

const PARTS: [keyof GateWeights, string][] = [
  ['video', '视频'],
  ['problem', '题目'],
  ['exam', '考试'],
  ['task', '实战'],
];

/** Edit a gate: content, unlock conditions (builder), weighted parts, pass score; preview who it opens for. */
function GateEditor() {
  const { isNew, s, draft, set, errors, saving, save, preview, runPreview } = useGateEditor();
  if (s.error) return <Alert type='error' message={s.error} />;
  if (!s.data || !draft) return <Card loading />;
  const o = s.data.options;
  const err = (f: string) => (errors[f] ? { validateStatus: 'error' as const, help: errors[f] } : {});
  const back = `/admin/training/gates?cid=${draft.course_id}`;
  return (
    <Card
      title={isNew ? '新建关卡' : `关卡 #${draft.gate_id} ${draft.title}`}
      extra={
        <Space>
          <Button onClick={() => go(back)}>返回关卡列表</Button>
          <Button onClick={() => void runPreview()}>预览解锁情况</Button>
          <Button type='primary' loading={saving} onClick={() => void save()}>
            保存
          </Button>
        </Space>
      }
    >
      <Form layout='vertical' className='gate-editor'>
        <Space wrap align='start'>
          <Form.Item label='关卡名称' required {...err('title')}>
            <Input style={{ width: 280 }} value={draft.title} maxLength={40} onChange={(e) => set({ title: e.target.value })} />
          </Form.Item>
          <Form.Item label='顺序'>
            <InputNumber value={draft.order_value} onChange={(v) => set({ order_value: Number(v ?? 0) })} />
          </Form.Item>
          <Form.Item label='通过分（0–100）' required {...err('pass_score')}>
            <InputNumber min={0} max={100} value={draft.pass_score} onChange={(v) => set({ pass_score: Number(v ?? 0) })} aria-label='通过分' />
          </Form.Item>
        </Space>
        <Form.Item label='简介'>
          <Input.TextArea rows={2} value={draft.summary} onChange={(e) => set({ summary: e.target.value })} />
        </Form.Item>
        <Form.Item label='各部分权重（关卡分 = 已有部分的加权平均 × 100）' {...err('weights')}>
          <Space wrap>
            {PARTS.map(([k, label]) => (
              <InputNumber key={k} min={0} max={100} addonBefore={label} value={draft.weights[k]} onChange={(v) => set({ weights: { ...draft.weights, [k]: Number(v ?? 0) } })} aria-label={`${label}权重`} />
            ))}
          </Space>
        </Form.Item>
        <Form.Item label='课时（视频按真实观看片段计分）' {...err('lesson_ids')}>
          <Select mode='multiple' value={draft.lesson_ids} options={o.lessons.map((l) => ({ value: l.id, label: `${l.kind === 'video' ? '［视频］' : '［图文］'}${l.title}` }))} onChange={(lesson_ids: string[]) => set({ lesson_ids })} />
        </Form.Item>
        <Form.Item label='OJ 题目' {...err('problem_ids')}>
          <Select mode='multiple' showSearch optionFilterProp='label' value={draft.problem_ids} options={o.problems.map((p) => ({ value: p.id, label: `${p.id} ${p.title}` }))} onChange={(problem_ids: string[]) => set({ problem_ids })} />
        </Form.Item>
        <Space wrap align='start'>
          <Form.Item label='实战任务' {...err('task_ids')}>
            <Select mode='multiple' style={{ minWidth: 280 }} value={draft.task_ids} options={o.tasks.map((t) => ({ value: t.id, label: t.title }))} onChange={(task_ids: string[]) => set({ task_ids })} />
          </Form.Item>
          <Form.Item label='考试（至多一场）' {...err('exam_id')}>
            <Select allowClear style={{ minWidth: 280 }} value={draft.exam_id || undefined} options={o.exams.map((e) => ({ value: e.id, label: e.title }))} onChange={(exam_id?: string) => set({ exam_id: exam_id ?? '' })} />
          </Form.Item>
        </Space>
        <Form.Item label='解锁条件' {...err('condition')}>
          <ConditionBuilder value={draft.condition} onChange={(condition) => set({ condition })} choices={choicesOf(o, draft.gate_id ?? '')} />
        </Form.Item>
      </Form>
      {preview && (
        <Card type='inner' title={`预览：${preview.filter((p) => p.opens).length}/${preview.length} 名学员会解锁`} className='gate-editor__preview'>
          <Table
            size='small'
            rowKey='uid'
            pagination={{ pageSize: 10 }}
            dataSource={preview}
            columns={[
              { title: '学员', render: (_: unknown, r) => `${r.nick_name}（${r.uid}）` },
              { title: '班级', dataIndex: 'cohort_name' },
              { title: '解锁', render: (_: unknown, r) => (r.opens ? <Tag color='green'>会解锁</Tag> : <Tag>未解锁</Tag>) },
              { title: '还差', render: (_: unknown, r) => r.missing.join('；') },
            ]}
          />
        </Card>
      )}
    </Card>
  );
}
