import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Descriptions, Input, InputNumber, Popconfirm, Select, Space, Table, Tag, Timeline, message } from 'antd';
import { useState } from 'react';
import type { AdminEnrollmentRow, AdminUserEnrollments } from '../../../../types/training';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCamps, adminCohorts, adminEnroll, adminExtendEnrollment, adminMoveEnrollment, adminRevokeEnrollment, adminUserEnrollments } from '../../../services/api/training';
import { ApiError } from '../../../services/request';
import { formatDate } from '../../../utils/format';
import { useAdminLoad } from '../use-admin-load';

const ACTION: Record<string, string> = { enroll: '报名', move: '转班', extend: '延期', revoke: '取消' };

export default function AdminTrainingEnrollmentPage() {
  return (
    <AdminShell name='adminTrainingEnrollment'>
      <UserEnrollments />
    </AdminShell>
  );
}

/** One enrollment row's actions: move cohort, extend, revoke. */
function Actions({ row, onChange }: { row: AdminEnrollmentRow; onChange: (u: AdminUserEnrollments) => void }) {
  const cohorts = useAdminLoad(() => adminCohorts(row.course_id, { silent: true }), [row.course_id]);
  const [days, setDays] = useState(30);
  const [reason, setReason] = useState('');
  const run = (fn: () => Promise<AdminUserEnrollments>, ok: string) =>
    fn()
      .then((u) => (onChange(u), void message.success(ok)))
      .catch((e: unknown) => void message.error(e instanceof ApiError ? e.message : '操作失败'));
  return (
    <Space wrap>
      <Select
        style={{ width: 150 }}
        placeholder='转到班级'
        value={undefined}
        options={(cohorts.data ?? []).filter((c) => c.cohort_id !== row.cohort_id).map((c) => ({ value: c.cohort_id, label: `${c.name}（余${c.capacity - c.members}）` }))}
        onChange={(gid: string) => void run(() => adminMoveEnrollment(row.enrollment_id, gid), '已转班')}
        aria-label='转班'
      />
      <Space.Compact>
        <InputNumber min={1} max={3650} value={days} onChange={(v) => setDays(Number(v ?? 1))} addonAfter='天' aria-label='延期天数' />
        <Button onClick={() => void run(() => adminExtendEnrollment(row.enrollment_id, days), '已延期')}>延期</Button>
      </Space.Compact>
      {row.status === 'active' && (
        <Popconfirm title='取消这条报名？' description={<Input placeholder='原因（可选）' value={reason} onChange={(e) => setReason(e.target.value)} />} onConfirm={() => void run(() => adminRevokeEnrollment(row.enrollment_id, reason), '已取消')}>
          <Button danger>取消报名</Button>
        </Popconfirm>
      )}
    </Space>
  );
}

/** /admin/training/enrollment/:uid: a user's enrollments with move / extend / revoke, a new enrollment, and the audit lines. */
function UserEnrollments() {
  const uid = String(useRouter().params.uid ?? '');
  const s = useAdminLoad(() => adminUserEnrollments(uid, { silent: true }), [uid]);
  const camps = useAdminLoad(() => adminCamps({ silent: true }), []);
  const [override, setOverride] = useState<AdminUserEnrollments | null>(null);
  const [cid, setCid] = useState('');
  const [gid, setGid] = useState('');
  const cohorts = useAdminLoad(() => (cid ? adminCohorts(cid, { silent: true }) : Promise.resolve([])), [cid]);
  if (s.error) return <Alert type='error' message={s.error} />;
  const u = override ?? s.data;
  if (!u) return <Card loading />;
  const enroll = () =>
    adminEnroll(uid, cid, gid, 0)
      .then((x) => (setOverride(x), void message.success('已报名')))
      .catch((e: unknown) => void message.error(e instanceof ApiError ? e.message : '报名失败'));
  return (
    <Card title={`训练营报名：${u.nick_name}（${u.uid}）`} extra={<Button onClick={() => go('/admin/training')}>训练营</Button>}>
      <Table<AdminEnrollmentRow>
        size='small'
        rowKey='enrollment_id'
        pagination={false}
        dataSource={u.enrollments}
        columns={[
          { title: '训练营', dataIndex: 'course_title' },
          { title: '班级', dataIndex: 'cohort_name' },
          { title: '状态', render: (_: unknown, r) => (r.status === 'active' ? <Tag color='green'>有效</Tag> : <Tag>已取消</Tag>) },
          { title: '有效期至', render: (_: unknown, r) => (r.expires_at ? formatDate(r.expires_at) : '长期') },
          { title: '报名时间', render: (_: unknown, r) => formatDate(r.created_at) },
          { title: '操作', render: (_: unknown, r) => <Actions row={r} onChange={setOverride} /> },
        ]}
      />
      <Card type='inner' title='为该用户报名' style={{ marginTop: 16 }}>
        <Space wrap>
          <Select style={{ width: 200 }} placeholder='训练营' value={cid || undefined} options={(camps.data ?? []).map((c) => ({ value: c.course_id, label: c.title }))} onChange={(v: string) => (setCid(v), setGid(''))} />
          <Select style={{ width: 200 }} placeholder='班级' value={gid || undefined} options={(cohorts.data ?? []).map((c) => ({ value: c.cohort_id, label: `${c.name}（余${c.capacity - c.members}）` }))} onChange={(v: string) => setGid(v)} />
          <Button type='primary' disabled={!cid || !gid} onClick={() => void enroll()}>
            报名
          </Button>
        </Space>
      </Card>
      <Card type='inner' title='变更记录' style={{ marginTop: 16 }}>
        {u.audit.length ? (
          <Timeline items={u.audit.map((a) => ({ children: <Descriptions size='small' column={1} items={[{ label: `${formatDate(a.created_at)} ${ACTION[a.action] ?? a.action}`, children: `${a.detail}（操作人 ${a.actor_name}）` }]} /> }))} />
        ) : (
          '暂无'
        )}
      </Card>
    </Card>
  );
}
