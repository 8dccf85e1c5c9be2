import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Form, Input, InputNumber, Modal, Popconfirm, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { COURSE_LIMITS, SUBMISSION_STATE_LABEL, type PracticeSubmissionView, type PracticeTaskView, type SubmissionState } from '../../../../types/course';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteTask, adminReview, adminSaveTask, adminSubmissions, adminTasks } from '../../../services/api/course-admin';
import { formatDate } from '../../../utils/format';
import { useAdminData } from '../course-shared/use-admin-data';

export default function AdminCoursePracticePage() {
  return (
    <AdminShell name='adminCoursePractice'>
      <Tasks />
      <Submissions />
    </AdminShell>
  );
}

type TaskDraft = { task_id?: string; title: string; content: string; order_value: number };

/** 项目实战任务 of a course (/admin/course/:cid/practice). */
function Tasks() {
  const cid = String(useRouter().params.cid ?? '');
  const s = useAdminData(() => adminTasks(cid), [cid]);
  const [draft, setDraft] = useState<TaskDraft | null>(null);
  const save = async () => draft && (await s.act(() => adminSaveTask({ course_id: cid, ...draft }), '已保存')) && setDraft(null);
  return (
    <Card
      title='项目实战任务'
      style={{ marginBottom: 16 }}
      extra={
        <Space>
          <Button onClick={() => go('/admin/course')}>返回课程</Button>
          <Button type='primary' onClick={() => setDraft({ title: '', content: '', order_value: (s.data?.length ?? 0) + 1 })}>新建任务</Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<PracticeTaskView>
        rowKey='task_id'
        loading={s.loading}
        dataSource={s.data ?? []}
        pagination={false}
        locale={{ emptyText: '还没有任务' }}
        columns={[
          { title: 'ID', dataIndex: 'task_id', width: 70 },
          { title: '任务', dataIndex: 'title' },
          { title: '排序', dataIndex: 'order_value', width: 70 },
          {
            title: '操作',
            key: 'ops',
            render: (_, r) => (
              <Space>
                <Button size='small' onClick={() => setDraft({ task_id: r.task_id, title: r.title, content: r.content, order_value: r.order_value })}>编辑</Button>
                <Popconfirm title='删除任务和学员的提交？' okText='删除' cancelText='取消' onConfirm={() => s.act(() => adminDeleteTask(r.task_id), '已删除')}>
                  <Button size='small' danger>删除</Button>
                </Popconfirm>
              </Space>
            ),
          },
        ]}
      />
      <Modal open={!!draft} width={720} title={draft?.task_id ? '编辑任务' : '新建任务'} okText='保存' cancelText='取消' destroyOnHidden onCancel={() => setDraft(null)} onOk={save}>
        {draft && (
          <Form layout='vertical'>
            <Form.Item label='标题' required>
              <Input value={draft.title} maxLength={COURSE_LIMITS.title} onChange={(e) => setDraft({ ...draft, title: e.target.value })} />
            </Form.Item>
            <Form.Item label='任务说明（Markdown）'>
              <Input.TextArea rows={8} value={draft.content} maxLength={COURSE_LIMITS.content} onChange={(e) => setDraft({ ...draft, content: e.target.value })} />
            </Form.Item>
            <Form.Item label='排序'>
              <InputNumber value={draft.order_value} onChange={(v) => setDraft({ ...draft, order_value: Number(v ?? 0) })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}

/** Learners' submissions: read, then pass or send back with a comment. */
function Submissions() {
  const cid = String(useRouter().params.cid ?? '');
  const [state, setState] = useState<SubmissionState | undefined>('submitted');
  const [pageNo, setPageNo] = useState(1);
  const s = useAdminData(() => adminSubmissions(cid, pageNo, state), [cid, pageNo, state]);
  const [review, setReview] = useState<{ row: PracticeSubmissionView; text: string } | null>(null);
  const decide = async (result: 'passed' | 'rejected') => review && (await s.act(() => adminReview({ id: review.row.id, state: result, review: review.text }), '已批改')) && setReview(null);
  return (
    <Card
      title='学员提交'
      extra={<Select allowClear style={{ width: 140 }} placeholder='全部状态' value={state} onChange={(v) => { setState(v); setPageNo(1); }} options={Object.entries(SUBMISSION_STATE_LABEL).map(([value, label]) => ({ value, label }))} />}
    >
      <Table<PracticeSubmissionView>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: '暂无提交' }}
        pagination={{ current: pageNo, pageSize: 20, total: s.data?.total ?? 0, onChange: setPageNo }}
        columns={[
          { title: '学员', key: 'u', render: (_, r) => `${r.nick_name}（${r.uid}）` },
          { title: '任务', dataIndex: 'task_id', width: 80 },
          { title: '内容', dataIndex: 'content', ellipsis: true },
          { title: '链接', dataIndex: 'link', render: (v: string) => (v ? <a href={v} target='_blank' rel='noopener noreferrer nofollow'>打开</a> : '-') },
          { title: '状态', dataIndex: 'state', render: (v: SubmissionState) => <Tag color={v === 'passed' ? 'green' : v === 'rejected' ? 'red' : 'gold'}>{SUBMISSION_STATE_LABEL[v]}</Tag> },
          { title: '提交时间', dataIndex: 'updated_at', render: (v: string) => formatDate(v) },
          { title: '操作', key: 'ops', render: (_, r) => <Button size='small' onClick={() => setReview({ row: r, text: r.review })}>批改</Button> },
        ]}
      />
      <Modal
        open={!!review}
        width={720}
        title='批改'
        destroyOnHidden
        onCancel={() => setReview(null)}
        footer={[
          <Button key='r' danger onClick={() => decide('rejected')}>需修改</Button>,
          <Button key='p' type='primary' onClick={() => decide('passed')}>通过</Button>,
        ]}
      >
        {review && (
          <Form layout='vertical'>
            <Form.Item label='提交内容'>
              <div style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>{review.row.content}</div>
            </Form.Item>
            <Form.Item label='评语'>
              <Input.TextArea rows={3} maxLength={COURSE_LIMITS.review} value={review.text} onChange={(e) => setReview({ ...review, text: e.target.value })} />
            </Form.Item>
          </Form>
        )}
      </Modal>
    </Card>
  );
}
