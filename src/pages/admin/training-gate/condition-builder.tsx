import { Button, InputNumber, Select, Space, Typography } from 'antd';
import { CONDITION_LABELS, CONDITION_TYPES, isGroup, TRAINING_LIMITS, type ConditionLeaf, type ConditionType, type GateCondition, type GateOptions } from '../../../../types/training';

type Opt = { value: string; label: string };
export interface BuilderChoices {
  gates: Opt[];
  problems: Opt[];
  exams: Opt[];
}

export function choicesOf(o: GateOptions, selfId: string): BuilderChoices {
  return {
    gates: o.gates.filter((g) => g.id !== selfId).map((g) => ({ value: g.id, label: g.title })),
    problems: o.problems.map((p) => ({ value: p.id, label: `${p.id} ${p.title}` })),
    exams: o.exams.map((e) => ({ value: e.id, label: e.title })),
  };
}

/** A new leaf of a type, with the first choices filled in. */
function leafOf(type: ConditionType, c: BuilderChoices): ConditionLeaf {
  switch (type) {
    case 'gate_passed':
      return { type, gate_id: c.gates[0]?.value ?? '' };
    case 'videos_watched':
      return { type, gate_id: c.gates[0]?.value ?? '', percent: 80 };
    case 'problems_accepted':
      return { type, problem_ids: [], k: 1 };
    case 'exam_score':
      return { type, exam_id: c.exams[0]?.value ?? '', min: 60 };
    case 'days_after_start':
      return { type, days: 7 };
    case 'teacher_approval':
      return { type };
  }
}

const filter = (input: string, o?: Opt) => (o?.label ?? '').toLowerCase().includes(input.toLowerCase());

function Leaf({ value, onChange, c }: { value: ConditionLeaf; onChange: (v: ConditionLeaf) => void; c: BuilderChoices }) {
  const type = (
    <Select<ConditionType>
      style={{ width: 150 }}
      value={value.type}
      options={CONDITION_TYPES.map((t) => ({ value: t, label: CONDITION_LABELS[t] }))}
      onChange={(t) => onChange(leafOf(t, c))}
      aria-label='条件类型'
    />
  );
  switch (value.type) {
    case 'gate_passed':
      return (
        <Space wrap>
          {type}
          <Select style={{ width: 200 }} value={value.gate_id || undefined} placeholder='选择关卡' options={c.gates} onChange={(gate_id: string) => onChange({ ...value, gate_id })} />
        </Space>
      );
    case 'videos_watched':
      return (
        <Space wrap>
          {type}
          <Select style={{ width: 200 }} value={value.gate_id || undefined} placeholder='哪一关的视频' options={c.gates} onChange={(gate_id: string) => onChange({ ...value, gate_id })} />
          <InputNumber min={1} max={100} value={value.percent} addonAfter='%' onChange={(v) => onChange({ ...value, percent: Number(v ?? 0) })} aria-label='观看比例' />
        </Space>
      );
    case 'problems_accepted':
      return (
        <Space wrap>
          {type}
          <Select mode='multiple' style={{ minWidth: 260 }} value={value.problem_ids} placeholder='选择题目' options={c.problems} showSearch filterOption={filter} onChange={(problem_ids: string[]) => onChange({ ...value, problem_ids })} />
          <span>中至少通过</span>
          <InputNumber min={1} max={Math.max(1, value.problem_ids.length)} value={value.k} onChange={(v) => onChange({ ...value, k: Number(v ?? 1) })} aria-label='通过题数' />
          <span>题</span>
        </Space>
      );
    case 'exam_score':
      return (
        <Space wrap>
          {type}
          <Select style={{ width: 220 }} value={value.exam_id || undefined} placeholder='选择考试' options={c.exams} onChange={(exam_id: string) => onChange({ ...value, exam_id })} />
          <span>最好成绩 ≥</span>
          <InputNumber min={0} max={1000} value={value.min} addonAfter='分' onChange={(v) => onChange({ ...value, min: Number(v ?? 0) })} aria-label='分数线' />
        </Space>
      );
    case 'days_after_start':
      return (
        <Space wrap>
          {type}
          <span>开班</span>
          <InputNumber min={0} max={3650} value={value.days} addonAfter='天后' onChange={(v) => onChange({ ...value, days: Number(v ?? 0) })} aria-label='开班天数' />
        </Space>
      );
    case 'teacher_approval':
      return (
        <Space wrap>
          {type}
          <Typography.Text type='secondary'>老师在「进度与成绩」里写反馈并勾选审核通过</Typography.Text>
        </Space>
      );
  }
}

function Node({ value, onChange, onRemove, c, depth }: { value: GateCondition; onChange: (v: GateCondition) => void; onRemove?: () => void; c: BuilderChoices; depth: number }) {
  if (!isGroup(value)) {
    return (
      <div className='cond-leaf'>
        <Leaf value={value} onChange={onChange} c={c} />
        {onRemove && (
          <Button type='link' danger onClick={onRemove}>
            删除
          </Button>
        )}
      </div>
    );
  }
  const setItem = (i: number, v: GateCondition) => onChange({ ...value, items: value.items.map((x, j) => (j === i ? v : x)) });
  const removeItem = (i: number) => onChange({ ...value, items: value.items.filter((_, j) => j !== i) });
  return (
    <div className='cond-group'>
      <Space wrap>
        <Select<'and' | 'or'>
          style={{ width: 130 }}
          value={value.op}
          options={[
            { value: 'and', label: '全部满足（且）' },
            { value: 'or', label: '满足其一（或）' },
          ]}
          onChange={(op) => onChange({ ...value, op })}
          aria-label='组合方式'
        />
        <Button size='small' onClick={() => onChange({ ...value, items: [...value.items, leafOf('gate_passed', c)] })}>
          添加条件
        </Button>
        {depth < TRAINING_LIMITS.conditionDepth && (
          <Button size='small' onClick={() => onChange({ ...value, items: [...value.items, { op: 'or', items: [leafOf('teacher_approval', c)] }] })}>
            添加条件组
          </Button>
        )}
        {onRemove && (
          <Button size='small' type='link' danger onClick={onRemove}>
            删除这组
          </Button>
        )}
      </Space>
      <div className='cond-group__items'>
        {value.items.map((item, i) => (
          <Node key={i} value={item} c={c} depth={depth + 1} onChange={(v) => setItem(i, v)} onRemove={() => removeItem(i)} />
        ))}
      </div>
    </div>
  );
}

/** The gate's conditions as a tree of typed rows: no JSON typing. */
export default function ConditionBuilder({ value, onChange, choices }: { value: GateCondition | null; onChange: (v: GateCondition | null) => void; choices: BuilderChoices }) {
  if (!value) {
    return (
      <Space>
        <Typography.Text type='secondary'>无条件：开班即开放</Typography.Text>
        <Button onClick={() => onChange({ op: 'and', items: [leafOf('gate_passed', choices)] })}>添加解锁条件</Button>
      </Space>
    );
  }
  // a single condition is shown as a group of one, so more can be added next to it
  const root: GateCondition = isGroup(value) ? value : { op: 'and', items: [value] };
  return (
    <div className='cond-builder'>
      <Node value={root} c={choices} depth={1} onChange={(v) => onChange(isGroup(v) && !v.items.length ? null : v)} onRemove={() => onChange(null)} />
    </div>
  );
}
