import { Button } from 'antd';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCategories, adminDeleteCategory, adminSaveCategory } from '../../../services/api/course-admin';
import NamedList from '../course-shared/named-list';

/** /admin/course/group: the catalogue's course groups (categories shown as tabs on /course). */
export default function AdminCourseGroupPage() {
  return (
    <AdminShell name='adminCourseGroup'>
      <NamedList
        title='课程分类'
        countLabel='课程数'
        load={() => adminCategories().then((rows) => rows.map((r) => ({ id: r.id, name: r.name, order_value: r.order_value, count: r.course_count })))}
        save={adminSaveCategory}
        remove={adminDeleteCategory}
        extra={<Button onClick={() => go('/admin/course')}>返回课程</Button>}
      />
    </AdminShell>
  );
}
