import { RESULT_RULE_LABEL, type ExamAccess } from '../../../../types/exam';
import type { AdminExamRow } from '../../../../types/exam-admin';
import { EQUITY_KIND_LABEL, EQUITY_KINDS } from '../../../../types/commerce';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteExam, adminExams, adminExamTags, adminSaveExam } from '../../../services/api/exam-admin';

const ACCESS_OPTIONS = [
  { value: 'free', label: '免费', color: 'green' },
  { value: 'vip', label: '会员专享', color: 'gold' },
  { value: 'equity', label: '绑定权益', color: 'purple' },
];

/** /admin/exam: exams with tags, window, duration, attempts, result rule, who may take them, publishing. */
const EXAMS: ResourceDef<AdminExamRow> = {
  title: '考试',
  rowKey: 'exam_id',
  list: (q) => adminExams(q),
  formWidth: 720,
  createLabel: '新建考试',
  save: (v, row) =>
    adminSaveExam({
      ...(row ? { exam_id: row.exam_id } : {}),
      title: v.title as string,
      cover: (v.cover as string) ?? '',
      description: (v.description as string) ?? '',
      tag_ids: Array.isArray(v.tag_ids) ? (v.tag_ids as string[]).join(',') : ((v.tag_ids as string) ?? ''),
      access: v.access as ExamAccess,
      permit_kind: v.access === 'equity' ? (v.permit_kind as string) : '',
      permit_target: v.access === 'equity' ? ((v.permit_target as string) ?? '') : '',
      product_id: (v.product_id as string) ?? '',
      start_at: v.start_at as string,
      end_at: v.end_at as string,
      duration: v.duration as number,
      attempts_allowed: v.attempts_allowed as number,
      result_rule: v.result_rule as number,
      published: Boolean(v.published),
    }),
  validate: (v): Record<string, string> => (v.start_at && v.end_at && String(v.end_at) <= String(v.start_at) ? { end_at: '结束时间必须晚于开始时间' } : {}),
  rowActions: (r) => [
    { label: '题目', run: () => go(`/admin/exam/${r.exam_id}/item`) },
    { label: '作答', run: () => go(`/admin/exam/${r.exam_id}/submit`) },
    { label: '查重', run: () => go(`/admin/exam/${r.exam_id}/similarity`) },
    { label: '删除', danger: true, hidden: r.submit_count > 0, confirm: `确定删除「${r.title}」？`, run: async () => (await adminDeleteExam(r.exam_id), '已删除') },
  ],
  fields: [
    { key: 'exam_id', title: 'ID', sortable: true, width: 60 },
    { key: 'title', title: '标题', filter: true, sortable: true, editable: true, rule: { label: '标题', required: true, maxLength: 60 } },
    { key: 'cover', title: '封面', type: 'image', editable: true, hideInTable: true },
    { key: 'tag_ids', title: '标签', type: 'tags', editable: true, hideInTable: true, help: '标签 ID（在「考试标签」页维护）', text: (r) => r.tag_ids.join(', ') },
    { key: 'access', title: '参加条件', type: 'enum', options: ACCESS_OPTIONS, filter: true, editable: true, initial: 'free' },
    { key: 'permit_kind', title: '权益类型', type: 'enum', options: EQUITY_KINDS.map((k) => ({ value: k, label: EQUITY_KIND_LABEL[k] })), editable: true, hideInTable: true, visibleWhen: (v) => v.access === 'equity', rule: { label: '权益类型', required: true } },
    { key: 'permit_target', title: '权益对象 ID', editable: true, hideInTable: true, visibleWhen: (v) => v.access === 'equity', help: '如课程 ID；会员、OJ 留空' },
    { key: 'product_id', title: '购买商品 ID', editable: true, hideInTable: true, help: '无权限时引导购买的商品；留空则引导开通会员' },
    { key: 'start_at', title: '开始时间', type: 'datetime', filter: true, sortable: true, editable: true, rule: { label: '开始时间', required: true } },
    { key: 'end_at', title: '结束时间', type: 'datetime', sortable: true, editable: true, rule: { label: '结束时间', required: true } },
    { key: 'duration', title: '时长（分钟）', type: 'number', editable: true, initial: 60, rule: { label: '时长', required: true, integer: true, min: 1, max: 1440 } },
    { key: 'attempts_allowed', title: '可作答次数', type: 'number', editable: true, initial: 1, rule: { label: '作答次数', required: true, integer: true, min: 1, max: 100 } },
    { key: 'result_rule', title: '成绩公布', type: 'enum', editable: true, initial: 1, options: [1, 2, 3].map((v) => ({ value: v, label: RESULT_RULE_LABEL[v as 1 | 2 | 3] })), help: '解析总在考试结束后开放' },
    { key: 'item_count', title: '题数', type: 'number' },
    { key: 'total_score', title: '总分', type: 'number' },
    { key: 'submit_count', title: '作答', type: 'number' },
    { key: 'published', title: '发布', type: 'switch', options: [{ value: true, label: '已发布', color: 'green' }, { value: false, label: '草稿' }], filter: true, editable: true, initial: false },
    { key: 'description', title: '考试说明', type: 'markdown', editable: true, hideInTable: true },
  ],
};

export default function AdminExamPage() {
  return (
    <AdminShell name='adminExam'>
      <ResourcePage def={EXAMS} />
    </AdminShell>
  );
}

/** Tag choices for other console pages. */
export const examTagOptions = () => adminExamTags().then((tags) => tags.map((t) => ({ value: t.id, label: t.name })));
