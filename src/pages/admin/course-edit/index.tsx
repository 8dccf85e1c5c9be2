import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Skeleton, Space } from 'antd';
import { COURSE_LIMITS } from '../../../../types/course';
import type { AdminCourseRow } from '../../../../types/course-admin';
import { ResourceFormCard, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCategories, adminCourse, adminSaveCourse } from '../../../services/api/course-admin';
import { useAdminData } from '../course-shared/use-admin-data';

export default function AdminCourseEditPage() {
  const id = String(useRouter().params.id ?? '');
  return (
    <AdminShell name={id ? 'adminCourseDetail' : 'adminCourseCreate'}>
      <CourseForm id={id} />
    </AdminShell>
  );
}

/** /admin/course/create and /admin/course/:id/detail: the course's facts, sale and visibility. */
function CourseForm({ id }: { id: string }) {
  const s = useAdminData(() => Promise.all([adminCategories(), id ? adminCourse(id) : Promise.resolve(null)]), [id]);
  const extra = (
    <Space>
      <Button onClick={() => go('/admin/course')}>返回列表</Button>
      {id && <Button onClick={() => go(`/admin/course/${id}/lessons`)}>课时管理</Button>}
      {id && <Button onClick={() => go(`/course/${id}`)}>学员视角</Button>}
    </Space>
  );
  if (!s.data) return <Card extra={extra}>{s.error ? <Alert type='error' showIcon title={s.error} /> : <Skeleton active />}</Card>;
  const [categories, course] = s.data;
  return (
    <ResourceFormCard
      key={course?.course_id ?? 'new'}
      def={courseDef(id, categories.map((c) => ({ value: c.id, label: c.name })))}
      row={course}
      extra={extra}
      onSaved={(saved) => id || go(`/admin/course/${(saved as AdminCourseRow).course_id}/detail`, { replace: true })}
    />
  );
}

function courseDef(id: string, categories: { value: string; label: string }[]): ResourceDef<AdminCourseRow> {
  return {
    title: '课程',
    rowKey: 'course_id',
    formTitle: () => (id ? `课程 #${id}` : '新建课程'),
    fields: [
      { key: 'title', title: '标题', editable: true, rule: { label: '标题', required: true, maxLength: COURSE_LIMITS.title } },
      { key: 'subtitle', title: '副标题', editable: true, rule: { label: '副标题', maxLength: COURSE_LIMITS.subtitle } },
      { key: 'category_id', title: '分类', type: 'enum', editable: true, options: [{ value: '', label: '未分类' }, ...categories], initial: '' },
      { key: 'teacher', title: '讲师', editable: true, rule: { label: '讲师', maxLength: 30 } },
      { key: 'order_value', title: '排序', type: 'number', editable: true, initial: 0 },
      { key: 'cover', title: '封面（图片地址或存储 key）', type: 'image', editable: true, rule: { label: '封面', maxLength: 512 } },
      { key: 'intro', title: '介绍（Markdown）', type: 'markdown', editable: true, rule: { label: '介绍', maxLength: COURSE_LIMITS.content } },
      { key: 'published', title: '上架', type: 'switch', editable: true, initial: false },
      { key: 'free', title: '免费课', type: 'switch', editable: true, initial: false },
      { key: 'vip_included', title: '会员免费学', type: 'switch', editable: true, initial: true },
      // a product is bound to a saved course (its equity names the course)
      ...(id ? [{ key: 'product_id', title: '售卖商品 ID', editable: true, help: '商品需在「商品」中添加该课程的课程权益' }] : []),
    ],
    save: (v) => adminSaveCourse({ ...(v as Omit<Parameters<typeof adminSaveCourse>[0], 'course_id'>), course_id: id || undefined }),
  };
}
