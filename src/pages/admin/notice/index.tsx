import { NOTICE_LIMITS, NOTICE_MESSAGES, SYSTEM_NOTICE_LABEL, SYSTEM_NOTICE_TYPES, SystemNoticeType, type SystemNoticeRow } from '../../../../types/notice';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { sendSystemNotice, sentSystemNotices } from '../../../services/api/community-admin';

/** /admin/notice: send a system notice to everyone (or one uid); the sent list. */
const NOTICES: ResourceDef<SystemNoticeRow> = {
  title: '系统通知',
  audit: 'system_notice',
  rowKey: 'id',
  list: (q) => sentSystemNotices({ page_no: q.page_no, page_size: q.page_size }),
  save: (v) => sendSystemNotice({ type: v.type as SystemNoticeType, title: (v.title as string) || undefined, content: v.content as string, uid: (v.uid as string) || undefined }),
  createLabel: '发送通知',
  formTitle: () => '发送系统通知',
  emptyText: '还没有发送过系统通知',
  fields: [
    { key: 'id', title: 'ID', width: 70 },
    { key: 'type', title: '类型', type: 'enum', editable: true, initial: SystemNoticeType.ANNOUNCEMENT, options: SYSTEM_NOTICE_TYPES.map((t) => ({ value: t, label: SYSTEM_NOTICE_LABEL[t] })) },
    { key: 'title', title: '标题', editable: true, help: '选填', rule: { label: '通知标题', maxLength: NOTICE_LIMITS.title } },
    { key: 'content', title: '内容', type: 'textarea', editable: true, rule: { label: '通知内容', required: true, maxLength: NOTICE_LIMITS.systemContent, patternMessage: NOTICE_MESSAGES.contentInvalid } },
    { key: 'uid', title: '只发给 UID', editable: true, hideInTable: true, hideInDetail: true, noExport: true, help: '留空为全体用户；单发的通知进入该用户的消息，不在此列表', rule: { label: 'UID', pattern: /^\d{1,19}$/, patternMessage: 'uid 必须是数字' } },
    { key: 'created_at', title: '时间', type: 'datetime' },
  ],
};

export default function AdminNoticePage() {
  return (
    <AdminShell name='adminNotice'>
      <ResourcePage def={NOTICES} />
    </AdminShell>
  );
}
