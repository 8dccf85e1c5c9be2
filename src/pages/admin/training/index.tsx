import { TRAINING_RULES, type AdminCampRow } from '../../../../types/training';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCamps, adminDeleteCamp, adminSaveCamp } from '../../../services/api/training';

/** /admin/training: camps (courses of kind training), with their cohorts, gates and progress one click away. */
const CAMPS: ResourceDef<AdminCampRow> = {
  title: '训练营',
  rowKey: 'course_id',
  all: () => adminCamps({ silent: true }),
  save: (v, row) => adminSaveCamp({ title: String(v.title ?? ''), subtitle: String(v.subtitle ?? ''), teacher: String(v.teacher ?? ''), published: v.published ? 1 : 0, product_id: String(v.product_id ?? ''), course_id: row?.course_id }),
  createLabel: '新建训练营',
  rowActions: (row) => [
    { label: '班级', run: () => go(`/admin/training/cohort?cid=${row.course_id}`) },
    { label: '关卡', run: () => go(`/admin/training/gates?cid=${row.course_id}`) },
    { label: '进度与成绩', run: () => go(`/admin/training/progress?cid=${row.course_id}`) },
    { label: '删除', danger: true, confirm: `删除训练营「${row.title}」？`, hidden: row.learners > 0, run: async () => (await adminDeleteCamp(row.course_id), '已删除') },
  ],
  fields: [
    { key: 'course_id', title: '编号', width: 70 },
    { key: 'title', title: '名称', filter: true, sortable: true, editable: true, rule: TRAINING_RULES.campTitle, help: '课时在「课程」里按这个训练营管理' },
    { key: 'subtitle', title: '副标题', editable: true, hideInTable: true },
    { key: 'teacher', title: '主讲', editable: true },
    { key: 'product_id', title: '商品编号', editable: true, help: '售卖它的商品（权益类型为训练营）' },
    { key: 'published', title: '上架', type: 'switch', filter: true, editable: true, initial: false },
    { key: 'cohorts', title: '班级数', type: 'number', sortable: true },
    { key: 'gates', title: '关卡数', type: 'number', sortable: true },
    { key: 'learners', title: '学员数', type: 'number', sortable: true },
  ],
};

export default function AdminTrainingPage() {
  return (
    <AdminShell name='adminTraining'>
      <ResourcePage def={CAMPS} />
    </AdminShell>
  );
}
