import { Alert, Button, Card, DatePicker, Input, Popconfirm, Radio, Select, Space, Table, Tabs, Tag } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import { useState } from 'react';
import type { RobotCommentRow, RobotJobRow, RobotJobStatus } from '../../../../types/community-admin';
import AdminShell from '../../../layouts/admin';
import { adminBoards, cancelRobotJob, createRobotJob, deleteRobotComment, fakeUsers, robotComments, robotJobs, saveRobotComment } from '../../../services/api/community-admin';
import { formatDate } from '../../../utils/format';
import { useAdminLoad } from '../use-admin-load';

export default function AdminRobotCommentPage() {
  return (
    <AdminShell name='adminRobotComment'>
      <Card title='机器人评论与定时任务'>
        <Tabs items={[{ key: 'pool', label: '评论库', children: <Pool /> }, { key: 'jobs', label: '版块定时任务', children: <Jobs /> }]} />
      </Card>
    </AdminShell>
  );
}

function Pool() {
  const s = useAdminLoad(() => robotComments({ page_size: 100 }), []);
  const [text, setText] = useState('');
  return (
    <>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Space style={{ marginBottom: 16 }}>
        <Input style={{ width: 420 }} placeholder='一条评论（≤500字），定时评论任务会随机选用' value={text} maxLength={500} onChange={(e) => setText(e.target.value)} />
        <Button type='primary' onClick={() => void s.act(() => saveRobotComment({ content: text }), '已添加').then((ok) => ok && setText(''))}>
          添加
        </Button>
      </Space>
      <Table<RobotCommentRow>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: '评论库为空' }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: '内容', dataIndex: 'content' },
          { title: '状态', dataIndex: 'enabled', width: 80, render: (v: boolean, r) => <a onClick={() => void s.act(() => saveRobotComment({ id: r.id, content: r.content, cate_type: r.cate_type, enabled: v ? 0 : 1 }))}>{v ? '启用' : '停用'}</a> },
          {
            title: '操作',
            key: 'ops',
            width: 70,
            render: (_, r) => (
              <Popconfirm title='删除这条评论？' onConfirm={() => void s.act(() => deleteRobotComment(r.id), '已删除')}>
                <a style={{ color: '#d83931' }}>删除</a>
              </Popconfirm>
            ),
          },
        ]}
      />
    </>
  );
}

const STATUS: Record<RobotJobStatus, [string, string]> = {
  pending: ['待执行', 'blue'],
  running: ['执行中', 'orange'],
  done: ['已完成', 'green'],
  failed: ['失败', 'red'],
  cancelled: ['已取消', 'default'],
};

function Jobs() {
  const s = useAdminLoad(() => robotJobs({ page_size: 100 }), []);
  const boards = useAdminLoad(adminBoards, []);
  const fakes = useAdminLoad(() => fakeUsers({ page_size: 100 }), []);
  const [job, setJob] = useState<{ discuz_id?: string; kind: 'topic' | 'comment'; run_at: Dayjs; fake_uid?: string; title: string; content: string }>({ kind: 'comment', run_at: dayjs().add(10, 'minute'), title: '', content: '' });
  return (
    <>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Space wrap style={{ marginBottom: 16 }}>
        <Select style={{ width: 140 }} placeholder='版块' value={job.discuz_id} onChange={(v: string) => setJob({ ...job, discuz_id: v })} options={(boards.data ?? []).map((b) => ({ value: b.id, label: b.name }))} />
        <Radio.Group value={job.kind} onChange={(e) => setJob({ ...job, kind: e.target.value as 'topic' | 'comment' })}>
          <Radio.Button value='comment'>评论</Radio.Button>
          <Radio.Button value='topic'>发帖</Radio.Button>
        </Radio.Group>
        <DatePicker showTime value={job.run_at} onChange={(v) => v && setJob({ ...job, run_at: v })} />
        <Select allowClear style={{ width: 160 }} placeholder='虚拟用户（随机）' value={job.fake_uid} onChange={(v?: string) => setJob({ ...job, fake_uid: v })} options={(fakes.data?.list ?? []).map((f) => ({ value: f.uid, label: f.nick_name }))} />
        {job.kind === 'topic' && <Input placeholder='标题' value={job.title} maxLength={60} onChange={(e) => setJob({ ...job, title: e.target.value })} />}
        <Input style={{ width: 260 }} placeholder={job.kind === 'topic' ? '内容' : '评论内容（留空随机选用评论库）'} value={job.content} onChange={(e) => setJob({ ...job, content: e.target.value })} />
        <Button
          type='primary'
          onClick={() =>
            void s.act(
              () => createRobotJob({ discuz_id: job.discuz_id ?? '', kind: job.kind, run_at: job.run_at.toISOString(), fake_uid: job.fake_uid, title: job.title || undefined, content: job.content || undefined }),
              '已创建',
            )
          }
        >
          创建任务
        </Button>
      </Space>
      <Table<RobotJobRow>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: '还没有定时任务' }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 60 },
          { title: '版块', dataIndex: 'discuz_id', width: 70 },
          { title: '类型', dataIndex: 'kind', width: 70, render: (v: string) => (v === 'topic' ? '发帖' : '评论') },
          { title: '内容', key: 'text', ellipsis: true, render: (_, r) => r.title || r.content || '（随机评论）' },
          { title: '执行时间', dataIndex: 'run_at', width: 150, render: (v: string) => formatDate(v) },
          { title: '状态', dataIndex: 'status', width: 90, render: (v: RobotJobStatus, r) => <Tag color={STATUS[v][1]} title={r.error}>{STATUS[v][0]}</Tag> },
          {
            title: '操作',
            key: 'ops',
            width: 70,
            render: (_, r) => r.status === 'pending' && <a onClick={() => void s.act(() => cancelRobotJob(r.id), '已取消')}>取消</a>,
          },
        ]}
      />
    </>
  );
}
