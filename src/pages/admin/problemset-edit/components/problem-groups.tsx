import { Button, Card, Empty, Input, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { levelLabel } from '../../../../utils/format';
import type { SetEditor } from '../use-set-editor';

/**
 * The set's problems in list order: the problems before any section, then each section with its
 * title and guide. Rows are dragged within and across sections (or moved with the arrows).
 */
export default function ProblemGroups({ e }: { e: SetEditor }) {
  const [dragging, setDragging] = useState('');
  const drop = (groupKey: string, index: number) => {
    if (dragging) e.move(dragging, groupKey, index);
    setDragging('');
  };
  let n = 0;
  return (
    <Space direction='vertical' style={{ width: '100%' }}>
      {e.groups.map((g, gi) => (
        <Card
          key={g.key}
          size='small'
          title={
            gi === 0 ? (
              '不分区的题目（排在最前）'
            ) : (
              <Space>
                <Input aria-label='分区标题' value={g.title} maxLength={30} style={{ width: 200 }} onChange={(ev) => e.update(g.key, (x) => ({ ...x, title: ev.target.value }))} />
                <Button size='small' onClick={() => e.moveSection(g.key, -1)} disabled={gi <= 1}>
                  上移
                </Button>
                <Button size='small' onClick={() => e.moveSection(g.key, 1)} disabled={gi === e.groups.length - 1}>
                  下移
                </Button>
                <Button size='small' danger onClick={() => e.removeSection(g.key)}>
                  删除分区
                </Button>
              </Space>
            )
          }
          onDragOver={(ev) => ev.preventDefault()}
          onDrop={() => drop(g.key, g.problems.length)}
        >
          {gi > 0 && <Input.TextArea aria-label='分区导读' placeholder='分区导读（可选）' value={g.guide} maxLength={300} rows={2} style={{ marginBottom: 8 }} onChange={(ev) => e.update(g.key, (x) => ({ ...x, guide: ev.target.value }))} />}
          {!g.problems.length ? (
            <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={gi === 0 ? '拖入或添加题目' : '空分区不能保存：拖入或添加题目'} />
          ) : (
            g.problems.map((p, i) => {
              n++;
              return (
                <div
                  key={p.problem_id}
                  className='ps-admin-row'
                  draggable
                  onDragStart={() => setDragging(p.problem_id)}
                  onDragOver={(ev) => ev.preventDefault()}
                  onDrop={(ev) => {
                    ev.stopPropagation();
                    drop(g.key, i);
                  }}
                  style={{ display: 'flex', alignItems: 'center', gap: 8, padding: '6px 4px', borderBottom: '1px solid #f0f0f0', cursor: 'grab', background: dragging === p.problem_id ? '#e8f0fe' : undefined }}
                >
                  <Typography.Text type='secondary' style={{ width: 32 }}>
                    {n}
                  </Typography.Text>
                  <span style={{ width: 56 }}>{p.no}</span>
                  <span style={{ flex: 1 }}>{p.title}</span>
                  {p.level && <Tag>{levelLabel(p.level)}</Tag>}
                  <Button size='small' disabled={i === 0} onClick={() => e.move(p.problem_id, g.key, i - 1)}>
                    ↑
                  </Button>
                  <Button size='small' disabled={i === g.problems.length - 1} onClick={() => e.move(p.problem_id, g.key, i + 1)}>
                    ↓
                  </Button>
                  <Button size='small' danger onClick={() => e.remove(p.problem_id)}>
                    移除
                  </Button>
                </div>
              );
            })
          )}
        </Card>
      ))}
      <Button onClick={e.addSection}>添加分区</Button>
    </Space>
  );
}
