import { Button, Card, InputNumber, Space, Spin, Switch, Tag, Typography } from 'antd';
import { useState } from 'react';
import { QUESTION_TYPE_LABEL, type QuestionType } from '../../../../types/exam';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import Accommodations from './accommodations';
import ItemForm from './item-form';
import { useItems } from './use-items';
import './index.scss';

export default function AdminExamItemPage() {
  return (
    <AdminShell name='adminExamItem'>
      <Items />
    </AdminShell>
  );
}

/** /admin/exam/{eid}/item: pick questions, drag to order, set scores; pools draw k of n per user. */
function Items() {
  const s = useItems();
  const [drag, setDrag] = useState<number | null>(null);
  if (s.loading && !s.exam) return <Spin />;
  return (
    <div className='exam-items'>
      <Card
        title={`「${s.exam?.title ?? ''}」的题目`}
        extra={
          <Space>
            <Typography.Text>
              共 {s.exam?.item_count ?? 0} 题 · 总分 {s.exam?.total_score ?? 0}
            </Typography.Text>
            <Button onClick={() => go(`/admin/exam/${s.eid}/submit`)}>作答记录</Button>
            <Button onClick={() => go('/admin/exam')}>返回考试列表</Button>
          </Space>
        }
      >
        <ItemForm onSave={s.save} />
        <div className='exam-items__list'>
          {!s.items.length && <Typography.Text type='secondary'>还没有题目，从题库添加</Typography.Text>}
          {s.items.map((it, i) => (
            <div
              key={it.item_id}
              className={`exam-items__row ${drag === i ? 'exam-items__row--drag' : ''}`}
              draggable
              onDragStart={() => setDrag(i)}
              onDragOver={(e) => e.preventDefault()}
              onDrop={() => {
                if (drag !== null) s.move(drag, i);
                setDrag(null);
              }}
              onDragEnd={() => setDrag(null)}
            >
              <span className='exam-items__handle' title='拖动排序'>
                ⠿
              </span>
              <span className='exam-items__no'>{i + 1}</span>
              <Tag color='blue'>{QUESTION_TYPE_LABEL[it.type as QuestionType]}</Tag>
              <span className='exam-items__title'>
                {it.title}
                {it.pool_ids.length > 1 && (
                  <Tag color='purple' style={{ marginLeft: 8 }}>
                    题池 {it.pool_ids.length} 抽 {it.pick}
                  </Tag>
                )}
              </span>
              <Space>
                <span>分值</span>
                <InputNumber size='small' min={0} max={1000} defaultValue={it.score} onBlur={(e) => Number(e.target.value) !== it.score && void s.save({ item_id: it.item_id, ...(it.pool_ids.length > 1 ? { pool_ids: it.pool_ids.join(','), pick: it.pick } : { problem_id: it.problem_id }), score: Number(e.target.value), shuffle: it.shuffle })} />
                <span>乱序</span>
                <Switch size='small' checked={it.shuffle} onChange={(v) => void s.save({ item_id: it.item_id, ...(it.pool_ids.length > 1 ? { pool_ids: it.pool_ids.join(','), pick: it.pick } : { problem_id: it.problem_id }), score: it.score, shuffle: v })} />
                <Button size='small' disabled={i === 0} onClick={() => s.move(i, i - 1)}>
                  上移
                </Button>
                <Button size='small' disabled={i === s.items.length - 1} onClick={() => s.move(i, i + 1)}>
                  下移
                </Button>
                <Button size='small' danger onClick={() => void s.remove(it.item_id)}>
                  移除
                </Button>
              </Space>
            </div>
          ))}
        </div>
      </Card>
      <Accommodations eid={s.eid} />
    </div>
  );
}
