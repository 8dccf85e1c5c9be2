import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatDuration, LESSON_KIND_LABEL, type AdminLessonRow } from '../../../../types/course';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCourse, adminDeleteLesson, adminGroups, adminLessons } from '../../../services/api/course-admin';
import { useAdminData } from '../course-shared/use-admin-data';

export default function AdminCourseLessonsPage() {
  return (
    <AdminShell name='adminCourseLessons'>
      <Lessons />
    </AdminShell>
  );
}

/** /admin/course/:cid/lessons: every lesson by chapter, published or not. */
function Lessons() {
  const cid = String(useRouter().params.cid ?? '');
  const s = useAdminData(() => Promise.all([adminCourse(cid), adminGroups(cid), adminLessons(cid)]), [cid]);
  const [course, groups, lessons] = s.data ?? [null, [], []];
  const group = new Map(groups.map((g) => [g.group_id, g.name]));
  const columns: ColumnsType<AdminLessonRow> = [
    { title: 'ID', dataIndex: 'lesson_id', width: 70 },
    { title: '章节', dataIndex: 'group_id', render: (v: string) => group.get(v) ?? '-' },
    { title: '课时', dataIndex: 'title', render: (v: string, r) => <a onClick={() => go(`/admin/course/${cid}/lesson/${r.lesson_id}/detail`)}>{v}</a> },
    { title: '类型', dataIndex: 'kind', render: (v: AdminLessonRow['kind'], r) => `${LESSON_KIND_LABEL[v]}${r.kind === 'video' ? ` · ${r.video_title} ${formatDuration(r.duration)}` : ''}` },
    {
      title: '状态',
      key: 'state',
      render: (_, r) => (
        <Space size={4}>
          {r.published ? <Tag color='green'>已发布</Tag> : <Tag>未发布</Tag>}
          {r.free_preview && <Tag color='blue'>试看</Tag>}
        </Space>
      ),
    },
    { title: '排序', dataIndex: 'order_value', width: 70 },
    {
      title: '操作',
      key: 'ops',
      render: (_, r) => (
        <Space>
          <Button size='small' onClick={() => go(`/admin/course/${cid}/lesson/${r.lesson_id}/detail`)}>编辑</Button>
          <Popconfirm title='删除这个课时？学员的学习记录会一起删除。' okText='删除' cancelText='取消' onConfirm={() => s.act(() => adminDeleteLesson(cid, r.lesson_id), '已删除')}>
            <Button size='small' danger>删除</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title={course ? `「${course.title}」的课时` : '课时'}
      extra={
        <Space>
          <Button onClick={() => go('/admin/course')}>返回课程</Button>
          <Button onClick={() => go(`/admin/course/${cid}/lesson/group`)}>章节管理</Button>
          <Button type='primary' disabled={!groups.length} onClick={() => go(`/admin/course/${cid}/lesson/create`)}>新建课时</Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      {!s.loading && !groups.length && <Alert type='info' showIcon title='请先在「章节管理」中添加章节' style={{ marginBottom: 16 }} />}
      <Table<AdminLessonRow> rowKey='lesson_id' columns={columns} dataSource={lessons} loading={s.loading} pagination={false} locale={{ emptyText: '还没有课时' }} />
    </Card>
  );
}
