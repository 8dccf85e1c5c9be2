import { Button } from 'antd';
import { formatFen } from '../../../../types/commerce';
import type { TaskView } from '../../../../types/partner';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminSaveTask, adminTasks } from '../../../services/api/partner-admin';
import { LANGS_HELP, TASK_KIND_OPTIONS, TASK_STATE_OPTIONS, TASK_TYPE_OPTIONS } from '../partner-shared/options';

const list = (v: unknown) => (Array.isArray(v) ? v.join(',') : String(v ?? ''));

/** /admin/partner/task: publish tasks (reward, deadline, slots, languages, problems) and cotasks with tags. */
const TASKS: ResourceDef<TaskView> = {
  title: '任务',
  audit: 'partner_task',
  rowKey: 'task_id',
  list: (q) => adminTasks(q, { silent: true }),
  formWidth: 640,
  save: (v, row) =>
    adminSaveTask({
      task_id: row?.task_id,
      kind: String(v.kind),
      type: String(v.type),
      title: String(v.title ?? ''),
      description: String(v.description ?? ''),
      reward_fen: Number(v.reward_fen ?? 0),
      deadline: String(v.deadline ?? ''),
      slots: Number(v.slots ?? 0),
      claim_hours: Number(v.claim_hours ?? 72),
      languages: list(v.languages),
      problem_ids: list(v.problem_ids),
      tags: list(v.tags),
      state: String(v.state),
    }),
  rowActions: (r) => [{ label: '审核队列', run: () => go(`/admin/partner/claim?task_id=${r.task_id}`) }],
  fields: [
    { key: 'task_id', title: 'ID', sortable: true },
    { key: 'kind', title: '类别', type: 'enum', options: TASK_KIND_OPTIONS, filter: true, editable: true, initial: 'task' },
    { key: 'type', title: '类型', type: 'enum', options: TASK_TYPE_OPTIONS, filter: true, editable: true, initial: 'template' },
    { key: 'title', title: '标题', filter: true, editable: true, rule: { label: '任务标题', required: true, maxLength: 60 } },
    { key: 'description', title: '说明', type: 'textarea', editable: true, hideInTable: true, rule: { label: '任务说明', maxLength: 2000 } },
    { key: 'reward_fen', title: '奖励', type: 'money', sortable: true, editable: true, initial: 5000, text: (r) => formatFen(r.reward_fen) },
    { key: 'deadline', title: '截止时间', type: 'datetime', sortable: true, editable: true, rule: { label: '截止时间', required: true } },
    { key: 'slots', title: '名额', type: 'number', sortable: true, editable: true, initial: 1, help: '同时有效的领取数上限（协作任务不限）', rule: { label: '名额', integer: true, min: 0, max: 1000 } },
    { key: 'claim_hours', title: '领取时限（小时）', type: 'number', editable: true, initial: 72, hideInTable: true, rule: { label: '领取时限', required: true, integer: true, min: 1, max: 2160 } },
    { key: 'languages', title: '语言', type: 'commaList', editable: true, help: LANGS_HELP },
    { key: 'problem_ids', title: '题目 ID', type: 'commaList', editable: true },
    { key: 'tags', title: '标签', type: 'commaList', editable: true, help: '协作任务按标签筛选' },
    { key: 'active_claims', title: '有效领取', type: 'number' },
    { key: 'state', title: '状态', type: 'enum', options: TASK_STATE_OPTIONS, filter: true, editable: true, initial: 'published' },
    { key: 'created_at', title: '创建时间', type: 'datetime', sortable: true },
  ],
};

export default function AdminPartnerTaskPage() {
  return (
    <AdminShell name='adminPartnerTask'>
      <ResourcePage def={TASKS} toolbar={() => <Button onClick={() => go('/admin/partner/claim')}>审核队列</Button>} />
    </AdminShell>
  );
}
