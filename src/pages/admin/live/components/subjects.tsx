import { COURSE_LIMITS, type LiveSubjectView } from '../../../../../types/course';
import { ResourcePage, type ResourceDef } from '../../../../components/admin-resource';
import { adminDeleteLiveSubject, adminLiveSubjects, adminSaveLiveSubject } from '../../../../services/api/course-admin';

type Input = Parameters<typeof adminSaveLiveSubject>[0];

const SUBJECTS: ResourceDef<LiveSubjectView> = {
  title: '专题',
  urlKey: 'subjects',
  rowKey: 'id',
  all: adminLiveSubjects,
  save: (v, row) => adminSaveLiveSubject({ ...(v as Input), id: row?.id }),
  rowActions: (r) => [{ label: '删除', danger: true, confirm: '删除这个专题？', run: async () => (await adminDeleteLiveSubject(r.id), '已删除') }],
  fields: [
    { key: 'id', title: 'ID', width: 60 },
    { key: 'title', title: '专题', filter: true, editable: true, rule: { label: '标题', required: true, maxLength: COURSE_LIMITS.liveTitle } },
    { key: 'course_id', title: '所属课程', editable: true, help: '课程 ID；留空 = 所有登录用户可看', text: (r) => (r.course_id ? `课程 ${r.course_id}（学员专属）` : '所有登录用户'), rule: { label: '课程 ID', pattern: /^\d{1,19}$/, patternMessage: '课程 ID 必须是数字' } },
    { key: 'description', title: '介绍', type: 'textarea', editable: true, hideInTable: true, rule: { label: '介绍', maxLength: COURSE_LIMITS.liveDescription } },
    { key: 'order_value', title: '排序', type: 'number', sortable: true, editable: true, initial: 0, hideInTable: true },
    { key: 'lesson_count', title: '直播数', type: 'number', sortable: true },
  ],
};

export default function Subjects() {
  return <ResourcePage def={SUBJECTS} />;
}
