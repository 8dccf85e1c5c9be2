import { Tag } from 'antd';
import { VERDICT_LABEL, Verdict, langLabel } from '../../../../types/judge';
import type { SubmissionRow } from '../../../../types/oj';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminRejudge, adminSubmissions } from '../../../services/api/oj';
import { elapsed } from '../../../utils/format';

// the judge answers within moments: reload once it has had the time
const JUDGE_WAIT_MS = 1500;

/** /admin/oj/submission: every submission, by user and verdict; rejudge one. */
const SUBMISSIONS: ResourceDef<SubmissionRow> = {
  title: '提交记录',
  rowKey: 'submission_id',
  list: (q) =>
    adminSubmissions({ uid: (q.uid as string) || undefined, verdict: (q.verdict as Verdict) || undefined, page_no: q.page_no, page_size: q.page_size, sort: q.sort, order: q.order }, { silent: true }),
  emptyText: '暂无提交',
  noDetail: true,
  rowActions: (r) => [
    { label: '详情', run: () => go(`/oj/submission/${r.submission_id}`) },
    {
      label: '重测',
      confirm: `重新评测 #${r.submission_id}？统计会随结果更新`,
      run: async () => {
        await adminRejudge(r.submission_id, { silent: true });
        await new Promise((ok) => setTimeout(ok, JUDGE_WAIT_MS));
        return `已重新提交评测 #${r.submission_id}`;
      },
    },
  ],
  fields: [
    { key: 'submission_id', title: '#', width: 80, sortable: true },
    { key: 'uid', title: '用户 UID', filter: true, width: 140, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'nick_name', title: '用户', text: (r) => `${r.nick_name}（${r.uid}）` },
    { key: 'problem_no', title: '题目', text: (r) => `${r.problem_no}. ${r.problem_title}` },
    { key: 'lang', title: '语言', width: 110, text: (r) => langLabel(r.lang) },
    {
      key: 'verdict',
      title: '结果',
      type: 'enum',
      width: 110,
      filter: true,
      options: Object.values(Verdict).map((v) => ({ value: v, label: VERDICT_LABEL[v], color: v === Verdict.AC ? 'green' : 'red' })),
      render: (v) => (v ? <Tag color={v === Verdict.AC ? 'green' : 'red'}>{VERDICT_LABEL[v as Verdict]}</Tag> : <Tag>评测中</Tag>),
    },
    { key: 'time_ms', title: '用时', width: 90, sortable: true, text: (r) => elapsed(r.time_ms) },
    { key: 'created_at', title: '时间', type: 'datetime', width: 150, sortable: true },
  ],
};

export default function AdminOjSubmissionPage() {
  return (
    <AdminShell name='adminOjSubmission'>
      <ResourcePage def={SUBMISSIONS} />
    </AdminShell>
  );
}
