import { FillMatch, MULTI_RULE_LABEL, MultiRule, ProgramScoring, QUESTION_TYPE_LABEL, QuestionType } from '../../../../types/exam';
import type { AdminBankRow } from '../../../../types/exam-admin';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminBank, adminDeleteBank, adminSaveBank } from '../../../services/api/exam-admin';
import { get } from '../../../services/request';
import { AnswerInput, OptionsInput } from './answer-inputs';

const TYPES = [1, 2, 3, 4, 5].map((t) => ({ value: t, label: QUESTION_TYPE_LABEL[t as QuestionType], color: ['blue', 'purple', 'cyan', 'orange', 'magenta'][t - 1] }));
const is = (...types: QuestionType[]) => (v: Record<string, unknown>) => types.includes(Number(v.type) as QuestionType);
const searchOj = (keyword: string) =>
  get<{ problem_id: string; no: number; title: string }[]>('/v1/oj/problem/search', { keyword }, { silent: true }).then((rows) => rows.map((p) => ({ value: p.problem_id, label: `${p.no}. ${p.title}` })));

/** /admin/exam/problem: the question bank — single, multiple, true/false, fill-in and programming. */
const BANK: ResourceDef<AdminBankRow> = {
  title: '考试题库',
  rowKey: 'problem_id',
  list: (q) => adminBank(q),
  formWidth: 760,
  createLabel: '新建题目',
  save: (v, row) =>
    adminSaveBank({
      ...(row ? { problem_id: row.problem_id } : {}),
      type: v.type as number,
      title: v.title as string,
      content: (v.content as string) ?? '',
      options: (v.options as string) ?? '[]',
      answer: (v.answer as string) ?? 'null',
      multi_rule: (v.multi_rule as number) ?? MultiRule.ALL_OR_NOTHING,
      fill_match: (v.fill_match as number) ?? FillMatch.NORMALIZED,
      explanation: (v.explanation as string) ?? '',
      default_score: (v.default_score as number) ?? 10,
      oj_problem_id: (v.oj_problem_id as string) ?? '',
      ...(v.code_mode ? { code_mode: v.code_mode as number } : {}),
      program_scoring: (v.program_scoring as number) ?? ProgramScoring.CASES,
      starter_code: (v.starter_code as string) ?? '',
      tag_ids: Array.isArray(v.tag_ids) ? (v.tag_ids as string[]).join(',') : ((v.tag_ids as string) ?? ''),
    }),
  rowActions: (r) => [{ label: '删除', danger: true, hidden: r.used_in > 0, confirm: `确定删除「${r.title}」？`, run: async () => (await adminDeleteBank(r.problem_id), '已删除') }],
  fields: [
    { key: 'problem_id', title: 'ID', sortable: true, width: 60 },
    { key: 'type', title: '题型', type: 'enum', options: TYPES, filter: true, editable: true, initial: 1 },
    { key: 'title', title: '题目名称', filter: true, editable: true, rule: { label: '题目名称', required: true, maxLength: 120 } },
    { key: 'content', title: '题干', type: 'markdown', editable: true, hideInTable: true, help: 'Markdown，公式用 $...$', rule: { label: '题干', required: true, maxLength: 20000 } },
    { key: 'options', title: '选项', editable: true, hideInTable: true, from: (r) => JSON.stringify(r.options), visibleWhen: is(QuestionType.SINGLE, QuestionType.MULTIPLE), input: () => <OptionsInput />, text: (r) => r.options.join(' / ') },
    { key: 'answer', title: '答案', editable: true, hideInTable: true, visibleWhen: is(QuestionType.SINGLE, QuestionType.MULTIPLE, QuestionType.TRUE_FALSE, QuestionType.FILL), input: () => <AnswerInput />, noExport: true },
    { key: 'multi_rule', title: '多选计分', type: 'enum', editable: true, hideInTable: true, initial: 1, options: [1, 2].map((v) => ({ value: v, label: MULTI_RULE_LABEL[v as MultiRule] })), visibleWhen: is(QuestionType.MULTIPLE) },
    { key: 'fill_match', title: '填空匹配', type: 'enum', editable: true, hideInTable: true, initial: 2, options: [{ value: 1, label: '精确匹配' }, { value: 2, label: '规范化匹配（忽略首尾空格、大小写、全半角）' }], visibleWhen: is(QuestionType.FILL) },
    { key: 'oj_problem_id', title: 'OJ 题目', type: 'relation', editable: true, hideInTable: true, relation: { search: searchOj }, visibleWhen: is(QuestionType.PROGRAM) },
    { key: 'code_mode', title: '答题模式', type: 'enum', editable: true, hideInTable: true, initial: 1, options: [{ value: 1, label: 'ACM 模式' }, { value: 2, label: '核心代码模式' }], visibleWhen: is(QuestionType.PROGRAM) },
    { key: 'program_scoring', title: '编程计分', type: 'enum', editable: true, hideInTable: true, initial: 1, options: [{ value: 1, label: '按通过的测试点比例' }, { value: 2, label: '按子任务得分' }], visibleWhen: is(QuestionType.PROGRAM) },
    { key: 'starter_code', title: '初始代码', type: 'textarea', editable: true, hideInTable: true, visibleWhen: is(QuestionType.PROGRAM), help: '考生的起始代码；查重时排除' },
    { key: 'explanation', title: '解析', type: 'markdown', editable: true, hideInTable: true },
    { key: 'default_score', title: '建议分值', type: 'number', sortable: true, editable: true, initial: 10, rule: { label: '分值', integer: true, min: 0, max: 1000 } },
    { key: 'tag_ids', title: '知识点标签', type: 'tags', editable: true, hideInTable: true, help: '标签 ID（在「考试标签」页维护）', text: (r) => r.tag_ids.join(', ') },
    { key: 'used_in', title: '被使用', type: 'number' },
    { key: 'updated_at', title: '更新时间', type: 'datetime', sortable: true },
  ],
};

export default function AdminExamProblemPage() {
  return (
    <AdminShell name='adminExamProblem'>
      <ResourcePage def={BANK} />
    </AdminShell>
  );
}
