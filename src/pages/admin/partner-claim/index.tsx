import { Button } from 'antd';
import { REJECT_REASON_LABEL, type ClaimView, type RejectReason } from '../../../../types/partner';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminClaims, adminReviewClaim } from '../../../services/api/partner-admin';
import { askText } from '../partner-shared/ask-text';
import { CLAIM_STATE_OPTIONS } from '../partner-shared/options';

const REASONS = Object.keys(REJECT_REASON_LABEL) as RejectReason[];

/** /admin/partner/claim: the review queue of task submissions and cotask contributions. */
const CLAIMS: ResourceDef<ClaimView> = {
  title: '审核队列',
  audit: 'partner_claim',
  rowKey: 'claim_id',
  list: (q) => adminClaims(q, { silent: true }),
  rowActions: (r) => {
    const open = r.state !== 'submitted';
    return [
      { label: '通过', hidden: open, confirm: '通过后奖励记入合伙人账本，确定？', run: () => adminReviewClaim({ claim_id: r.claim_id, decision: 'approve' }).then(() => '已通过') },
      {
        label: '需修改',
        hidden: open,
        run: async () => {
          const note = await askText('修改意见（会退回给合伙人）', { required: true });
          if (note === null) return;
          await adminReviewClaim({ claim_id: r.claim_id, decision: 'changes', note });
          return '已退回修改';
        },
      },
      ...REASONS.map((reason) => ({
        label: `驳回：${REJECT_REASON_LABEL[reason]}`,
        danger: true,
        hidden: open,
        run: async () => {
          const note = await askText(`驳回（${REJECT_REASON_LABEL[reason]}）的说明`);
          if (note === null) return;
          await adminReviewClaim({ claim_id: r.claim_id, decision: 'reject', reason, note });
          return '已驳回';
        },
      })),
    ];
  },
  fields: [
    { key: 'claim_id', title: 'ID' },
    { key: 'task_id', title: '任务 ID', filter: true },
    { key: 'task_title', title: '任务' },
    { key: 'uid', title: 'uid' },
    { key: 'nick_name', title: '昵称' },
    { key: 'state', title: '状态', type: 'enum', options: CLAIM_STATE_OPTIONS, filter: true },
    { key: 'content', title: '提交内容', type: 'textarea' },
    { key: 'template_id', title: '模板版本', render: (v) => (v ? <a onClick={() => go(`/partner/practice/review/${String(v)}`)}>{`#${String(v)}`}</a> : '-') },
    { key: 'note', title: '审核意见', hideInTable: true },
    { key: 'created_at', title: '时间', type: 'datetime' },
  ],
};

export default function AdminPartnerClaimPage() {
  return (
    <AdminShell name='adminPartnerClaim'>
      <ResourcePage def={CLAIMS} toolbar={() => <Button onClick={() => go('/partner/practice/review')}>模板审核</Button>} />
    </AdminShell>
  );
}
