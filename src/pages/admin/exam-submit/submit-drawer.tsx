import { Button, Descriptions, Drawer, InputNumber, Space, Table, Tag, message } from 'antd';
import { useEffect, useState } from 'react';
import { ATTEMPT_STATE_LABEL, QUESTION_TYPE_LABEL, QuestionType, type ExamAnswer } from '../../../../types/exam';
import type { AdminSubmitDetail, AdminSubmitItem } from '../../../../types/exam-admin';
import { langLabel } from '../../../../types/judge';
import { adminAbandon, adminRejudge, adminRescore, adminSubmit } from '../../../services/api/exam-admin';
import { ApiError } from '../../../services/request';
import { formatDate } from '../../../utils/format';

const LETTERS = 'ABCDEFGH';
function answerText(a: ExamAnswer | null): string {
  if (!a) return '未作答';
  if ('choice' in a) return LETTERS[a.choice] ?? '';
  if ('choices' in a) return a.choices.map((c) => LETTERS[c]).join('');
  if ('value' in a) return a.value ? '正确' : '错误';
  if ('blanks' in a) return a.blanks.join('；');
  return `${langLabel(a.lang)} 代码 ${a.code.length} 字符`;
}

/** One attempt: every question's answer, key and score; manual re-score; re-judge programming items. */
export default function SubmitDrawer({ submitId, onClose, onChanged }: { submitId: string | null; onClose: () => void; onChanged: () => void }) {
  const [d, setD] = useState<AdminSubmitDetail | null>(null);
  const [scores, setScores] = useState<Record<string, number>>({});
  useEffect(() => {
    setD(null);
    if (submitId) void adminSubmit(submitId).then(setD);
  }, [submitId]);
  const act = async (fn: () => Promise<AdminSubmitDetail>, ok: string) => {
    try {
      setD(await fn());
      onChanged();
      void message.success(ok);
    } catch (e) {
      void message.error(e instanceof ApiError ? e.message : '操作失败');
    }
  };
  return (
    <Drawer open={Boolean(submitId)} onClose={onClose} width={860} title={d ? `${d.nick_name}（${d.uid}）第 ${d.attempt_no} 次作答` : '作答详情'}>
      {d && (
        <>
          <Descriptions size='small' column={3} bordered>
            <Descriptions.Item label='状态'>{ATTEMPT_STATE_LABEL[d.state]}</Descriptions.Item>
            <Descriptions.Item label='得分'>
              {d.score} / {d.max_score}
            </Descriptions.Item>
            <Descriptions.Item label='用时'>{Math.round(d.time_used_sec / 60)} 分钟</Descriptions.Item>
            <Descriptions.Item label='开始'>{formatDate(d.started_at)}</Descriptions.Item>
            <Descriptions.Item label='截止'>{formatDate(d.deadline)}</Descriptions.Item>
            <Descriptions.Item label='交卷'>{d.submitted_at ? formatDate(d.submitted_at) : '—'}</Descriptions.Item>
          </Descriptions>
          <Space style={{ margin: '12px 0' }}>
            <Button disabled={!d.items.some((i) => i.judgings.length)} onClick={() => void act(() => adminRejudge(d.submit_id), '已重新评测，评完自动重算分数')}>
              重新评测全部编程题
            </Button>
            {d.state === 'in_progress' && (
              <Button danger onClick={() => void act(() => adminAbandon(d.submit_id), '已作废')}>
                作废本次作答
              </Button>
            )}
          </Space>
          <Table<AdminSubmitItem>
            rowKey='item_id'
            size='small'
            pagination={false}
            dataSource={d.items}
            columns={[
              { title: '#', dataIndex: 'no', width: 40 },
              { title: '题目', render: (_, i) => <span>{i.title} <Tag>{QUESTION_TYPE_LABEL[i.type]}</Tag></span> },
              { title: '作答', render: (_, i) => (i.type === QuestionType.PROGRAM ? i.judgings.map((j) => `${j.verdict ?? '评测中'}(${j.score})`).join(' ') || '未提交' : answerText(i.answer)) },
              { title: '答案', render: (_, i) => (i.type === QuestionType.PROGRAM ? '—' : answerText(i.correct_answer)) },
              { title: '得分', render: (_, i) => <span style={{ color: i.correct ? '#2ea121' : '#d83931' }}>{i.score}/{i.max}{i.manual ? '（人工）' : ''}</span> },
              {
                title: '改分',
                render: (_, i) => (
                  <Space.Compact>
                    <InputNumber size='small' min={0} max={i.max} value={scores[i.item_id] ?? i.score} onChange={(v) => setScores((m) => ({ ...m, [i.item_id]: Number(v ?? 0) }))} style={{ width: 70 }} />
                    <Button size='small' disabled={d.state === 'in_progress'} onClick={() => void act(() => adminRescore(d.submit_id, i.item_id, scores[i.item_id] ?? i.score), '分数已修改')}>
                      保存
                    </Button>
                    {i.judgings.length > 0 && (
                      <Button size='small' onClick={() => void act(() => adminRejudge(d.submit_id, i.item_id), '已重新评测')}>
                        重测
                      </Button>
                    )}
                  </Space.Compact>
                ),
              },
            ]}
          />
        </>
      )}
    </Drawer>
  );
}
