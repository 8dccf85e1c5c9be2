import type { ExamTag } from '../../../../types/exam';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminDeleteExamTag, adminExamTags, adminSaveExamTag } from '../../../services/api/exam-admin';

/** /admin/exam/tag: exam tags and knowledge points; the link is where the result page sends learners to practise. */
const TAGS: ResourceDef<ExamTag> = {
  title: '考试标签',
  rowKey: 'id',
  all: () => adminExamTags(),
  save: (v, row) => adminSaveExamTag({ ...(row ? { id: row.id } : {}), name: v.name as string, link: (v.link as string) ?? '' }),
  rowActions: (r) => [{ label: '删除', danger: true, confirm: `确定删除「${r.name}」？`, run: async () => (await adminDeleteExamTag(r.id), '已删除') }],
  fields: [
    { key: 'id', title: 'ID', sortable: true, width: 60 },
    { key: 'name', title: '名称', filter: true, editable: true, rule: { label: '标签名', required: true, maxLength: 30 } },
    { key: 'link', title: '练习链接', editable: true, help: '知识点报告「去练习」跳转的页面，如 /problemset/3 或 /oj?keyword=动态规划', rule: { label: '链接', maxLength: 200 } },
  ],
};

export default function AdminExamTagPage() {
  return (
    <AdminShell name='adminExamTag'>
      <ResourcePage def={TAGS} />
    </AdminShell>
  );
}
