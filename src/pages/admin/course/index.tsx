import { Button, Space, Tag } from 'antd';
import { formatFen } from '../../../../types/commerce';
import type { AdminCourseRow } from '../../../../types/course';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCategories, adminCourses, adminDeleteCourse } from '../../../services/api/course-admin';

type CourseRow = AdminCourseRow & { category_name: string };

const priceText = (r: AdminCourseRow) => (r.free ? '免费' : r.product_id ? (r.price_fen ? formatFen(r.price_fen) : `商品 ${r.product_id}（未上架）`) : '未关联商品');
const stateText = (r: AdminCourseRow) => [r.published ? '已上架' : '未上架', r.free && '免费', r.vip_included && '会员可学'].filter(Boolean).join(' ');

/** /admin/course: every course (published or not) with its numbers and the ways into it. */
const COURSES: ResourceDef<CourseRow> = {
  title: '课程',
  rowKey: 'course_id',
  all: () =>
    Promise.all([adminCourses(), adminCategories()]).then(([courses, categories]) => {
      const name = new Map(categories.map((c) => [c.id, c.name]));
      return courses.map((c) => ({ ...c, category_name: name.get(c.category_id) ?? '-' }));
    }),
  totalText: (n) => `共 ${n} 门课程`,
  emptyText: '还没有课程',
  rowActions: (r) => [
    { label: '课时', run: () => go(`/admin/course/${r.course_id}/lessons`) },
    { label: '章节', run: () => go(`/admin/course/${r.course_id}/lesson/group`) },
    { label: '学员', run: () => go(`/admin/course/${r.course_id}/user`) },
    { label: '实战任务', run: () => go(`/admin/course/${r.course_id}/practice`) },
    { label: '删除', danger: true, confirm: '删除这门课程？有学习记录的课程只能下架。', run: async () => (await adminDeleteCourse(r.course_id), '已删除') },
  ],
  fields: [
    { key: 'course_id', title: 'ID', width: 70, sortable: true },
    { key: 'title', title: '课程', filter: true, render: (v, r) => <a onClick={() => go(`/admin/course/${r.course_id}/detail`)}>{String(v)}</a> },
    { key: 'category_name', title: '分类', filter: true },
    {
      key: 'published',
      title: '状态',
      type: 'switch',
      filter: true,
      options: [{ value: true, label: '已上架', color: 'green' }, { value: false, label: '未上架' }],
      text: stateText,
      render: (_, r) => (
        <Space size={4}>
          {r.published ? <Tag color='green'>已上架</Tag> : <Tag>未上架</Tag>}
          {r.free && <Tag color='blue'>免费</Tag>}
          {r.vip_included && <Tag color='gold'>会员可学</Tag>}
        </Space>
      ),
    },
    { key: 'price_fen', title: '价格', text: priceText },
    { key: 'lesson_count', title: '课时', type: 'number', width: 70, sortable: true },
    { key: 'learner_count', title: '学员', type: 'number', width: 70, sortable: true },
  ],
};

export default function AdminCoursePage() {
  return (
    <AdminShell name='adminCourse'>
      <ResourcePage
        def={COURSES}
        toolbar={() => (
          <>
            <Button onClick={() => go('/admin/course/group')}>课程分类</Button>
            <Button type='primary' onClick={() => go('/admin/course/create')}>新建课程</Button>
          </>
        )}
      />
    </AdminShell>
  );
}
