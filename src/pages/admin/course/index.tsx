import { Alert, Button, Card, Popconfirm, Space, Table, Tag } from 'antd';
import type { ColumnsType } from 'antd/es/table';
import { formatFen } from '../../../../types/commerce';
import type { AdminCourseRow } from '../../../../types/course';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCategories, adminCourses, adminDeleteCourse } from '../../../services/api/course-admin';
import { useAdminData } from '../course-shared/use-admin-data';

export default function AdminCoursePage() {
  return (
    <AdminShell name='adminCourse'>
      <Courses />
    </AdminShell>
  );
}

/** /admin/course: every course (published or not) with its numbers and the ways into it. */
function Courses() {
  const s = useAdminData(() => Promise.all([adminCourses(), adminCategories()]), []);
  const [courses, categories] = s.data ?? [[], []];
  const catName = new Map(categories.map((c) => [c.id, c.name]));
  const columns: ColumnsType<AdminCourseRow> = [
    { title: 'ID', dataIndex: 'course_id', width: 70 },
    { title: '课程', dataIndex: 'title', render: (v: string, r) => <a onClick={() => go(`/admin/course/${r.course_id}/detail`)}>{v}</a> },
    { title: '分类', dataIndex: 'category_id', render: (v: string) => catName.get(v) ?? '-' },
    {
      title: '状态',
      key: 'state',
      render: (_, r) => (
        <Space size={4}>
          {r.published ? <Tag color='green'>已上架</Tag> : <Tag>未上架</Tag>}
          {r.free && <Tag color='blue'>免费</Tag>}
          {r.vip_included && <Tag color='gold'>会员可学</Tag>}
        </Space>
      ),
    },
    { title: '价格', key: 'price', render: (_, r) => (r.free ? '免费' : r.product_id ? (r.price_fen ? formatFen(r.price_fen) : `商品 ${r.product_id}（未上架）`) : '未关联商品') },
    { title: '课时', dataIndex: 'lesson_count', width: 70 },
    { title: '学员', dataIndex: 'learner_count', width: 70 },
    {
      title: '操作',
      key: 'ops',
      render: (_, r) => (
        <Space size={4} wrap>
          <Button size='small' onClick={() => go(`/admin/course/${r.course_id}/lessons`)}>课时</Button>
          <Button size='small' onClick={() => go(`/admin/course/${r.course_id}/lesson/group`)}>章节</Button>
          <Button size='small' onClick={() => go(`/admin/course/${r.course_id}/user`)}>学员</Button>
          <Button size='small' onClick={() => go(`/admin/course/${r.course_id}/practice`)}>实战任务</Button>
          <Popconfirm title='删除这门课程？有学习记录的课程只能下架。' okText='删除' cancelText='取消' onConfirm={() => s.act(() => adminDeleteCourse(r.course_id), '已删除')}>
            <Button size='small' danger>删除</Button>
          </Popconfirm>
        </Space>
      ),
    },
  ];
  return (
    <Card
      title='课程'
      extra={
        <Space>
          <Button onClick={() => go('/admin/course/group')}>课程分类</Button>
          <Button type='primary' onClick={() => go('/admin/course/create')}>新建课程</Button>
        </Space>
      }
    >
      {s.error && <Alert type='error' showIcon title={s.error} action={<Button size='small' onClick={s.reload}>重试</Button>} style={{ marginBottom: 16 }} />}
      <Table<AdminCourseRow> rowKey='course_id' columns={columns} dataSource={courses} loading={s.loading} pagination={{ pageSize: 20, showTotal: (t) => `共 ${t} 门课程` }} locale={{ emptyText: '还没有课程' }} />
    </Card>
  );
}
