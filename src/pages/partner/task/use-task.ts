import Taro, { useRouter } from '@tarojs/taro';
import { useState } from 'react';
import type { TaskKind } from '../../../../types/partner';
import { claimTask, contribute, fetchTask, submitClaim } from '../../../services/api/partner';
import { useLoad } from '../shared/use-load';

/** /partner/task/:taskId (cotasks with ?kind=cotask): claim, submit or contribute, and the history. */
export function useTask() {
  const { params } = useRouter();
  const taskId = String(params.taskId ?? '');
  const kind: TaskKind = params.kind === 'cotask' ? 'cotask' : 'task';
  const s = useLoad(() => fetchTask(kind, taskId, { silent: true }), [kind, taskId]);
  const [content, setContent] = useState('');
  const [templateId, setTemplateId] = useState('');
  const [busy, setBusy] = useState(false);

  const latest = s.data?.my_claims[0] ?? null;
  const open = latest && (latest.state === 'claimed' || latest.state === 'changes_requested') ? latest : null;
  const canClaim = kind === 'task' && s.data?.state === 'published' && !open && !(latest && ['submitted', 'approved'].includes(latest.state));
  const canContribute = kind === 'cotask' && s.data?.state === 'published' && !open;

  const act = (fn: () => Promise<unknown>, done: string) => {
    if (busy) return;
    setBusy(true);
    fn()
      .then(() => {
        void Taro.showToast({ title: done, icon: 'none' });
        setContent('');
        s.reload();
      })
      // the request layer shows the server's message
      .catch(() => undefined)
      .finally(() => setBusy(false));
  };
  const extra = templateId.trim() ? { template_id: templateId.trim() } : {};
  return {
    ...s,
    kind,
    taskId,
    open,
    canClaim,
    canContribute,
    content,
    setContent,
    templateId,
    setTemplateId,
    busy,
    claim: () => act(() => claimTask(taskId), '领取成功'),
    submit: () => open && act(() => submitClaim(kind, { claim_id: open.claim_id, content, ...extra }), '已提交审核'),
    contribute: () => act(() => contribute({ task_id: taskId, content, ...extra }), '已提交审核'),
  };
}
