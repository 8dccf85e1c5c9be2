import { Alert, Button, Card, Input, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { SYSTEM_NOTICE_LABEL, SYSTEM_NOTICE_TYPES, SystemNoticeType, type SystemNoticeRow } from '../../../../types/notice';
import AdminShell from '../../../layouts/admin';
import { sendSystemNotice, sentSystemNotices } from '../../../services/api/community-admin';
import { formatDate } from '../../../utils/format';
import { useAdminLoad } from '../use-admin-load';

export default function AdminNoticePage() {
  return (
    <AdminShell name='adminNotice'>
      <Notices />
    </AdminShell>
  );
}

/** /admin/notice: send a system notice to everyone (or one uid); the sent list. */
function Notices() {
  const s = useAdminLoad(() => sentSystemNotices({ page_size: 50 }), []);
  const [type, setType] = useState<SystemNoticeType>(SystemNoticeType.ANNOUNCEMENT);
  const [title, setTitle] = useState('');
  const [content, setContent] = useState('');
  const [uid, setUid] = useState('');
  const send = () =>
    s.act(() => sendSystemNotice({ type, title: title || undefined, content, uid: uid.trim() || undefined }), '已发送').then((ok) => {
      if (ok) {
        setTitle('');
        setContent('');
      }
    });
  return (
    <Card title='系统通知'>
      {s.error && <Alert type='error' showIcon title={s.error} style={{ marginBottom: 16 }} />}
      <Space direction='vertical' style={{ width: '100%', marginBottom: 16 }}>
        <Space>
          <Select style={{ width: 110 }} value={type} onChange={setType} options={SYSTEM_NOTICE_TYPES.map((t) => ({ value: t, label: SYSTEM_NOTICE_LABEL[t] }))} />
          <Input placeholder='标题（选填）' value={title} maxLength={60} onChange={(e) => setTitle(e.target.value)} />
          <Input placeholder='只发给 UID（留空为全体）' value={uid} onChange={(e) => setUid(e.target.value)} />
        </Space>
        <Input.TextArea rows={3} placeholder='通知内容' value={content} showCount maxLength={2000} onChange={(e) => setContent(e.target.value)} />
        <Button type='primary' onClick={() => void send()}>
          发送
        </Button>
      </Space>
      <Table<SystemNoticeRow>
        rowKey='id'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        locale={{ emptyText: '还没有发送过系统通知' }}
        columns={[
          { title: 'ID', dataIndex: 'id', width: 70 },
          { title: '类型', dataIndex: 'type', width: 80, render: (v: SystemNoticeType) => <Tag>{SYSTEM_NOTICE_LABEL[v]}</Tag> },
          { title: '标题', dataIndex: 'title', width: 160 },
          { title: '内容', dataIndex: 'content' },
          { title: '时间', dataIndex: 'created_at', width: 150, render: (v: string) => formatDate(v) },
        ]}
      />
    </Card>
  );
}
