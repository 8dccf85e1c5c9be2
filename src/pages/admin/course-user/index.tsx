import { useRouter } from '@tarojs/taro';
import { Button, Tag } from 'antd';
import { useMemo } from 'react';
import { formatElapsed, SCHOLARSHIP_STATE_LABEL, type CourseUserRow, type ScholarshipState, type ScholarshipView } from '../../../../types/course';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCourse, adminCourseUsers, adminGrantCourse, adminRevokeCourse, adminSaveScholarship, adminScholarships } from '../../../services/api/course-admin';
import { formatDate } from '../../../utils/format';
import { useAdminData } from '../course-shared/use-admin-data';

const VIA: Record<string, string> = { course: '已购课程', vip: '会员', free: '免费课', admin: '管理员', none: '已失效' };
const viaText = (r: CourseUserRow) => `${VIA[r.via] ?? r.via}${r.expires_at ? ` 至 ${formatDate(r.expires_at, 'YYYY-MM-DD')}` : ''}`;
const UID_RULE = { label: '用户 UID', required: true, pattern: /^\d{1,19}$/, patternMessage: 'UID 必须是数字' };

/** /admin/course/:cid/user: who has the course (or studied it), their progress, grant and revoke. */
const learnersOf = (cid: string): ResourceDef<CourseUserRow> => ({
  title: '课程学员',
  rowKey: 'uid',
  list: (q) => adminCourseUsers(cid, q),
  emptyText: '还没有学员',
  // "create" grants the course to a user; learners are not edited here
  createLabel: '开通课程',
  editLabel: false,
  okText: '开通',
  savedText: '已开通',
  save: (v) => adminGrantCourse(cid, v.uid as string, (v.days as number | undefined) ?? 0),
  rowActions: (r) => [
    { label: '学习记录', run: () => go(`/admin/learnlog/${cid}/${r.uid}`) },
    { label: '收回', danger: true, hidden: r.via !== 'course', confirm: '收回这位学员的课程权益？', run: async () => (await adminRevokeCourse(cid, r.uid), '已收回') },
  ],
  fields: [
    { key: 'keyword', title: 'UID、昵称或手机号', filter: true, width: 220, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'uid', title: 'UID', width: 100, sortable: true, editable: 'create', rule: UID_RULE },
    { key: 'days', title: '天数（0 = 永久）', type: 'number', editable: true, initial: 0, hideInTable: true, hideInDetail: true, noExport: true, rule: { label: '天数', integer: true, min: 0, max: 3650 } },
    { key: 'nick_name', title: '昵称' },
    { key: 'telephone', title: '手机号', text: (r) => r.telephone ?? '未绑定' },
    { key: 'via', title: '权益', text: viaText, render: (_, r) => <Tag color={r.via === 'none' ? 'default' : 'green'}>{viaText(r)}</Tag> },
    { key: 'progress', title: '进度', text: (r) => `${r.progress.finished}/${r.progress.total}（${r.progress.percent}%）` },
    { key: 'elapsed', title: '学习时长', text: (r) => formatElapsed(r.progress.elapsed_seconds) },
  ],
});

/** Scholarships of the course: who gets how much back, and whether it was paid out. */
const scholarshipsOf = (cid: string): ResourceDef<ScholarshipView> => ({
  title: '奖学金',
  urlKey: 'scholarship',
  rowKey: 'id',
  all: () => adminScholarships(cid),
  createLabel: '新增奖学金',
  formTitle: (r) => (r ? '编辑奖学金' : '新增奖学金'),
  emptyText: '暂无奖学金记录',
  save: (v, row) => adminSaveScholarship({ id: row?.id, course_id: cid, uid: v.uid as string, amount_fen: v.amount_fen as number, state: v.state as ScholarshipState, note: (v.note as string) ?? '' }),
  fields: [
    { key: 'uid', title: 'UID', width: 100, filter: true, editable: true, rule: UID_RULE },
    { key: 'nick_name', title: '昵称' },
    { key: 'amount_fen', title: '金额', type: 'money', sortable: true, editable: true, rule: { label: '金额', required: true, min: 1 } },
    { key: 'state', title: '状态', type: 'enum', filter: true, editable: true, initial: 'pending', options: Object.entries(SCHOLARSHIP_STATE_LABEL).map(([value, label]) => ({ value, label })) },
    { key: 'note', title: '备注', editable: true, initial: '', rule: { label: '备注', maxLength: 200 } },
    { key: 'created_at', title: '时间', type: 'datetime', sortable: true },
  ],
});

export default function AdminCourseUserPage() {
  const cid = String(useRouter().params.cid ?? '');
  const course = useAdminData(() => adminCourse(cid), [cid]);
  const [learners, scholarships] = useMemo(() => [learnersOf(cid), scholarshipsOf(cid)], [cid]);
  return (
    <AdminShell name='adminCourseUser'>
      <ResourcePage def={learners} title={course.data ? `「${course.data.title}」的学员` : '课程学员'} toolbar={() => <Button onClick={() => go('/admin/course')}>返回课程</Button>} />
      <ResourcePage def={scholarships} />
    </AdminShell>
  );
}
