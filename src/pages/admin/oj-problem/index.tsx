import { Button, Tag } from 'antd';
import type { AdminProblemRow } from '../../../../types/oj';
import { LIMITS } from '../../../../types/validation';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminProblems } from '../../../services/api/oj';
import { levelLabel } from '../../../utils/format';

const modesText = (r: AdminProblemRow) => [r.has_acm && 'ACM', r.has_tpl && '核心代码'].filter(Boolean).join(' ');
const flagsText = (r: AdminProblemRow) => [r.visible ? '公开' : '隐藏', r.free && '免费', r.has_data ? `${r.case_count} 个测试点` : '无数据'].filter(Boolean).join(' ');

/** /admin/oj/problem: the problem bank, searched by number or title; editing and test data on their own pages. */
const PROBLEMS: ResourceDef<AdminProblemRow> = {
  title: '题目',
  rowKey: 'problem_id',
  list: (q) => adminProblems({ keyword: String(q.keyword ?? ''), page_no: q.page_no, page_size: q.page_size, sort: q.sort, order: q.order }, { silent: true }),
  noDetail: true,
  rowActions: (r) => [
    { label: '编辑', run: () => go(`/admin/oj/problem/${r.problem_id}`) },
    { label: '数据', run: () => go(`/admin/oj/problem/${r.problem_id}/data`) },
  ],
  fields: [
    { key: 'keyword', title: '题号或标题', filter: true, width: 240, rule: { label: '关键词', maxLength: LIMITS.keyword }, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'no', title: '题号', width: 80, sortable: true },
    { key: 'title', title: '标题' },
    { key: 'category_name', title: '分类', width: 100 },
    { key: 'level', title: '难度', width: 70, text: (r) => levelLabel(r.level) },
    { key: 'tags', title: '标签', type: 'tags', width: 180 },
    {
      key: 'has_acm',
      title: '模式',
      width: 150,
      text: modesText,
      render: (_, r) => (
        <>
          {r.has_acm && <Tag>ACM</Tag>}
          {r.has_tpl && <Tag color='purple'>核心代码</Tag>}
        </>
      ),
    },
    {
      key: 'visible',
      title: '状态',
      width: 170,
      text: flagsText,
      render: (_, r) => (
        <>
          {r.visible ? <Tag color='green'>公开</Tag> : <Tag>隐藏</Tag>}
          {r.free && <Tag color='blue'>免费</Tag>}
          {r.has_data ? <Tag color='cyan'>{r.case_count} 个测试点</Tag> : <Tag color='red'>无数据</Tag>}
        </>
      ),
    },
    { key: 'accepted', title: '通过/提交', width: 110, sortable: true, text: (r) => `${r.accepted}/${r.submissions}` },
  ],
};

export default function AdminOjProblemPage() {
  return (
    <AdminShell name='adminOjProblem'>
      <ResourcePage
        def={PROBLEMS}
        toolbar={() => (
          <Button type='primary' onClick={() => go('/admin/oj/problem/new')}>
            新建题目
          </Button>
        )}
      />
    </AdminShell>
  );
}
