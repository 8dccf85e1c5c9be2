import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Progress, Table, Tag } from 'antd';
import { formatDuration, formatElapsed, LESSON_KIND_LABEL, type LearnLogRow } from '../../../../types/course';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminLearnlog } from '../../../services/api/course-admin';
import { formatDate } from '../../../utils/format';
import { useAdminData } from '../course-shared/use-admin-data';

export default function AdminLearnlogPage() {
  return (
    <AdminShell name='adminLearnlog'>
      <Learnlog />
    </AdminShell>
  );
}

/** /admin/learnlog/:cid/:uid: one learner's record of one course, lesson by lesson. */
function Learnlog() {
  const { cid = '', uid = '' } = useRouter().params as Record<string, string>;
  const s = useAdminData(() => adminLearnlog(cid, uid), [cid, uid]);
  return (
    <Card title={s.data ? `${s.data.user.nick_name}（${uid}）· ${s.data.course_title}` : '学习记录'} extra={<Button onClick={() => go(`/admin/course/${cid}/user`)}>返回学员</Button>}>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Table<LearnLogRow>
        rowKey='lesson_id'
        loading={s.loading}
        dataSource={s.data?.rows ?? []}
        pagination={false}
        columns={[
          { title: '课时', dataIndex: 'lesson_title' },
          { title: '类型', dataIndex: 'kind', render: (v: LearnLogRow['kind'], r) => `${LESSON_KIND_LABEL[v]}${r.duration ? ` ${formatDuration(r.duration)}` : ''}` },
          { title: '实际观看', dataIndex: 'watched_ratio', width: 180, render: (v: number, r) => (r.kind === 'video' ? <Progress percent={Math.round(v * 100)} size='small' /> : '-') },
          { title: '播放位置', dataIndex: 'position', render: (v: number, r) => (r.kind === 'video' ? formatDuration(v) : '-') },
          { title: '学习时长', dataIndex: 'elapsed_seconds', render: (v: number | null) => formatElapsed(v) },
          { title: '状态', dataIndex: 'finished', render: (v: boolean, r) => (v ? <Tag color='green'>已学完 {r.finished_at ? formatDate(r.finished_at) : ''}</Tag> : r.updated_at ? <Tag>学习中</Tag> : <Tag>未开始</Tag>) },
          { title: '最近学习', dataIndex: 'updated_at', render: (v: string) => (v ? formatDate(v) : '-') },
        ]}
      />
    </Card>
  );
}
