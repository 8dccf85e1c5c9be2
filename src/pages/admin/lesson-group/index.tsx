import { useRouter } from '@tarojs/taro';
import { Button } from 'antd';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteGroup, adminGroups, adminSaveGroup } from '../../../services/api/course-admin';
import NamedList from '../course-shared/named-list';

export default function AdminLessonGroupPage() {
  return (
    <AdminShell name='adminLessonGroup'>
      <Chapters />
    </AdminShell>
  );
}

/** /admin/course/:cid/lesson/group: a course's chapters, ordered by order_value. */
function Chapters() {
  const cid = String(useRouter().params.cid ?? '');
  return (
    <NamedList
      title='章节'
      countLabel='课时数'
      load={() => adminGroups(cid).then((rows) => rows.map((g) => ({ id: g.group_id, name: g.name, order_value: g.order_value, count: g.lessons.length })))}
      save={(d) => adminSaveGroup({ course_id: cid, group_id: d.id, name: d.name, order_value: d.order_value })}
      remove={(id) => adminDeleteGroup(cid, id)}
      extra={<Button onClick={() => go(`/admin/course/${cid}/lessons`)}>课时</Button>}
    />
  );
}
