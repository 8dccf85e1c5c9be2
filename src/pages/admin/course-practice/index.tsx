import { useRouter } from '@tarojs/taro';
import { Button } from 'antd';
import { useMemo } from 'react';
import { COURSE_LIMITS, PRACTICE_KIND_LABEL, SUBMISSION_STATE_LABEL, type PracticeKind, type PracticeSubmissionView, type PracticeTaskView } from '../../../../types/course';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteTask, adminReview, adminSaveTask, adminSubmissions, adminTasks } from '../../../services/api/course-admin';

const KIND_COLOR: Record<PracticeKind, string> = { project: 'blue', career: 'purple' };
const STATE_COLOR = { submitted: 'gold', passed: 'green', rejected: 'red' } as const;

/** 项目实战 / 求职实战 tasks of a course (/admin/course/:cid/practice). */
const tasksOf = (cid: string): ResourceDef<PracticeTaskView> => ({
  title: '实战任务（项目实战 / 求职实战）',
  rowKey: 'task_id',
  all: () => adminTasks(cid),
  createLabel: '新建任务',
  formTitle: (r) => (r ? '编辑任务' : '新建任务'),
  formWidth: 720,
  emptyText: '还没有任务',
  save: (v, row) => adminSaveTask({ course_id: cid, task_id: row?.task_id, kind: v.kind as PracticeKind, title: v.title as string, content: (v.content as string) ?? '', order_value: v.order_value as number | undefined }),
  rowActions: (r) => [{ label: '删除', danger: true, confirm: '删除任务和学员的提交？', run: async () => (await adminDeleteTask(r.task_id), '已删除') }],
  fields: [
    { key: 'task_id', title: 'ID', width: 70 },
    { key: 'title', title: '任务', filter: true, editable: true, rule: { label: '标题', required: true, maxLength: COURSE_LIMITS.title } },
    {
      key: 'kind',
      title: '类型',
      type: 'enum',
      width: 120,
      filter: true,
      editable: true,
      initial: 'project',
      help: '项目实战任务列在 /service/task，求职实战任务（简历、面试）列在 /service/career',
      options: Object.entries(PRACTICE_KIND_LABEL).map(([value, label]) => ({ value, label, color: KIND_COLOR[value as PracticeKind] })),
    },
    { key: 'content', title: '任务说明（Markdown）', type: 'markdown', editable: true, hideInTable: true, rule: { label: '任务说明', maxLength: COURSE_LIMITS.content } },
    { key: 'order_value', title: '排序', type: 'number', width: 70, sortable: true, editable: true, help: '小的在前；新建时留空则排在最后', rule: { label: '排序', integer: true, min: -100000, max: 100000 } },
  ],
});

/** Learners' submissions: read, then pass or send back with a comment. */
const submissionsOf = (cid: string): ResourceDef<PracticeSubmissionView> => ({
  title: '学员提交',
  urlKey: 'sub',
  rowKey: 'id',
  list: (q) => adminSubmissions(cid, { ...q, state: q.state === 'all' ? undefined : q.state }),
  emptyText: '暂无提交',
  rowActions: (r) => [
    {
      label: '批改',
      form: {
        title: '批改',
        width: 720,
        submits: [
          { key: 'rejected', label: '需修改', danger: true },
          { key: 'passed', label: '通过', primary: true },
        ],
        fields: [
          { key: 'content', title: '提交内容', editable: true, input: () => <div style={{ whiteSpace: 'pre-wrap', maxHeight: 240, overflow: 'auto' }}>{r.content}</div> },
          { key: 'review', title: '评语', type: 'textarea', editable: true, rule: { label: '评语', maxLength: COURSE_LIMITS.review } },
        ],
      },
      run: async (_, v, decision) => (await adminReview({ id: r.id, state: decision === 'passed' ? 'passed' : 'rejected', review: String(v?.review ?? '') }), '已批改'),
    },
  ],
  fields: [
    { key: 'uid', title: '学员 UID', filter: true, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'nick_name', title: '学员', text: (r) => `${r.nick_name}（${r.uid}）` },
    { key: 'task_id', title: '任务', type: 'relation', width: 80, filter: true, relation: { search: async (kw) => (await adminTasks(cid)).filter((t) => !kw || t.title.includes(kw)).map((t) => ({ value: t.task_id, label: t.title })) } },
    { key: 'content', title: '内容' },
    { key: 'link', title: '链接', text: (r) => r.link || '-', render: (v) => (v ? <a href={String(v)} target='_blank' rel='noopener noreferrer nofollow'>打开</a> : '-') },
    {
      key: 'state',
      title: '状态',
      type: 'enum',
      filter: true,
      filterDefault: 'submitted',
      options: [...Object.entries(SUBMISSION_STATE_LABEL).map(([value, label]) => ({ value, label, color: STATE_COLOR[value as keyof typeof STATE_COLOR] })), { value: 'all', label: '全部状态' }],
    },
    { key: 'review', title: '评语', hideInTable: true },
    { key: 'reviewed_at', title: '批改时间', type: 'datetime', sortable: true, hideInTable: true },
    { key: 'updated_at', title: '提交时间', type: 'datetime', sortable: true },
  ],
});

export default function AdminCoursePracticePage() {
  const cid = String(useRouter().params.cid ?? '');
  const [tasks, submissions] = useMemo(() => [tasksOf(cid), submissionsOf(cid)], [cid]);
  return (
    <AdminShell name='adminCoursePractice'>
      <ResourcePage def={tasks} toolbar={() => <Button onClick={() => go('/admin/course')}>返回课程</Button>} />
      <ResourcePage def={submissions} />
    </AdminShell>
  );
}
