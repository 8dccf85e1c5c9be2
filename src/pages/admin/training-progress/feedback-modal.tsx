import { Checkbox, Input, Modal, Typography, message } from 'antd';
import { useEffect, useState } from 'react';
import { adminFeedback, adminSaveFeedback } from '../../../services/api/training';
import { ApiError } from '../../../services/request';

export interface FeedbackTarget {
  uid: string;
  nick: string;
  gateId: string;
  gateTitle: string;
}

/** A teacher's feedback (markdown) to one learner on one gate; approving meets "teacher approval". */
export default function FeedbackModal({ target, onClose }: { target: FeedbackTarget | null; onClose: (saved: boolean) => void }) {
  const [content, setContent] = useState('');
  const [approved, setApproved] = useState(false);
  const [saving, setSaving] = useState(false);
  useEffect(() => {
    if (!target) return;
    setContent('');
    setApproved(false);
    adminFeedback(target.gateId, { silent: true })
      .then((rows) => {
        const mine = rows.find((r) => r.uid === target.uid);
        if (mine) {
          setContent(mine.content);
          setApproved(mine.approved);
        }
      })
      .catch(() => undefined);
  }, [target]);
  const save = async () => {
    if (!target) return;
    setSaving(true);
    try {
      await adminSaveFeedback({ uid: target.uid, gate_id: target.gateId, content, approved: approved ? 1 : 0 });
      void message.success('已发送，学员会收到通知');
      onClose(true);
    } catch (e) {
      if (e instanceof ApiError) void message.error(e.message);
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal open={!!target} title={target ? `反馈：${target.nick} · ${target.gateTitle}` : ''} okText='保存并通知学员' confirmLoading={saving} onOk={() => void save()} onCancel={() => onClose(false)}>
      <Typography.Paragraph type='secondary'>支持 Markdown。学员在学习报告里看到这条反馈。</Typography.Paragraph>
      <Input.TextArea rows={8} value={content} maxLength={5000} onChange={(e) => setContent(e.target.value)} aria-label='反馈内容' />
      <Checkbox style={{ marginTop: 8 }} checked={approved} onChange={(e) => setApproved(e.target.checked)}>
        审核通过（满足「老师审核通过」条件）
      </Checkbox>
    </Modal>
  );
}
