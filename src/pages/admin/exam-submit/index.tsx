import { useRouter } from '@tarojs/taro';
import { Button, message } from 'antd';
import { useMemo, useState } from 'react';
import { ATTEMPT_STATE_LABEL, type AttemptState } from '../../../../types/exam';
import type { AdminSubmitRow } from '../../../../types/exam-admin';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminExportSubmits, adminSubmits } from '../../../services/api/exam-admin';
import SubmitDrawer from './submit-drawer';

const STATE_COLOR: Record<AttemptState, string> = { in_progress: 'blue', submitted: 'green', expired: 'orange', abandoned: 'default' };

export default function AdminExamSubmitPage() {
  return (
    <AdminShell name='adminExamSubmit'>
      <Submits />
    </AdminShell>
  );
}

/** Browser download of the server's CSV (UTF-8 with BOM). */
async function downloadCsv(eid: string) {
  const { filename, csv } = await adminExportSubmits(eid);
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = filename;
  a.click();
  URL.revokeObjectURL(url);
}

/** /admin/exam/{eid}/submit: attempts with filters and sort, the per-attempt detail, re-score, re-judge, CSV. */
function Submits() {
  const { params } = useRouter();
  const eid = String(params.eid ?? '');
  const [open, setOpen] = useState<string | null>(null);
  const [tick, setTick] = useState(0);
  const def = useMemo<ResourceDef<AdminSubmitRow>>(
    () => ({
      title: '作答记录',
      rowKey: 'submit_id',
      list: (q) => adminSubmits({ ...q, exam_id: eid }),
      noDetail: true,
      exportName: `exam-${eid}-submits`,
      rowActions: (r) => [{ label: '详情', run: () => setOpen(r.submit_id) }],
      fields: [
        { key: 'submit_id', title: 'ID', sortable: true, width: 70 },
        { key: 'uid', title: 'UID', filter: true },
        { key: 'nick_name', title: '昵称' },
        { key: 'attempt_no', title: '第几次', type: 'number' },
        { key: 'state', title: '状态', type: 'enum', filter: true, options: (Object.keys(ATTEMPT_STATE_LABEL) as AttemptState[]).map((s) => ({ value: s, label: ATTEMPT_STATE_LABEL[s], color: STATE_COLOR[s] })) },
        { key: 'score', title: '得分', type: 'number', sortable: true, text: (r) => `${r.score}/${r.max_score}` },
        { key: 'time_used_sec', title: '用时（秒）', type: 'number', sortable: true },
        { key: 'started_at', title: '开始时间', type: 'datetime', sortable: true },
        { key: 'submitted_at', title: '交卷时间', type: 'datetime', sortable: true },
      ],
    }),
    [eid],
  );
  return (
    <>
      <ResourcePage
        key={tick}
        def={def}
        toolbar={() => (
          <>
            <Button onClick={() => void downloadCsv(eid).catch(() => message.error('导出失败'))}>导出成绩 CSV</Button>
            <Button onClick={() => go(`/admin/exam/${eid}/similarity`)}>代码查重</Button>
            <Button onClick={() => go(`/admin/exam/${eid}/item`)}>题目</Button>
          </>
        )}
      />
      <SubmitDrawer submitId={open} onClose={() => setOpen(null)} onChanged={() => setTick((t) => t + 1)} />
    </>
  );
}
