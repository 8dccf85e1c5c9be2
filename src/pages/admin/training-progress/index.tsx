import { useRouter } from '@tarojs/taro';
import { Alert, Button, Card, Select, Space, Table, Tag, Tooltip } from 'antd';
import { useState } from 'react';
import { GATE_STATE_LABELS, type GateState, type ProgressRow } from '../../../../types/training';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCohorts, adminProgress, adminProgressExport } from '../../../services/api/training';
import { useAdminLoad } from '../use-admin-load';
import FeedbackModal, { type FeedbackTarget } from './feedback-modal';
import ScoreRun from './score-run';

const COLOR: Record<GateState, string> = { passed: 'green', in_progress: 'blue', available: 'gold', locked: 'default' };

export default function AdminTrainingProgressPage() {
  return (
    <AdminShell name='adminTrainingProgress'>
      <ProgressTable />
    </AdminShell>
  );
}

/** /admin/training/progress?cid=&gid=: per-cohort progress table, export, score calculation, feedback. */
function ProgressTable() {
  const params = useRouter().params;
  const cid = String(params.cid ?? '');
  const [gid, setGid] = useState(String(params.gid ?? ''));
  const cohorts = useAdminLoad(() => adminCohorts(cid, { silent: true }), [cid]);
  const s = useAdminLoad(() => adminProgress(cid, gid || undefined, { silent: true }), [cid, gid]);
  const [target, setTarget] = useState<FeedbackTarget | null>(null);
  const exportCsv = async () => {
    const { filename, csv } = await adminProgressExport(cid, gid || undefined);
    const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
    const a = document.createElement('a');
    a.href = url;
    a.download = filename;
    a.click();
    URL.revokeObjectURL(url);
  };
  if (s.error) return <Alert type='error' message={s.error} />;
  const gates = s.data?.gates ?? [];
  return (
    <Card
      title='学员进度与成绩'
      extra={
        <Space wrap>
          <Select
            style={{ width: 160 }}
            value={gid}
            onChange={(v: string) => setGid(v)}
            options={[{ value: '', label: '全部班级' }, ...(cohorts.data ?? []).map((c) => ({ value: c.cohort_id, label: `${c.name}（${c.members}人）` }))]}
            aria-label='班级'
          />
          <Button onClick={() => void exportCsv()}>导出 CSV</Button>
          <Button onClick={() => go(`/admin/training/gates?cid=${cid}`)}>关卡</Button>
        </Space>
      }
    >
      <ScoreRun cid={cid} onDone={s.reload} />
      <Table<ProgressRow>
        style={{ marginTop: 12 }}
        size='small'
        rowKey='uid'
        loading={s.loading}
        dataSource={s.data?.list ?? []}
        scroll={{ x: true }}
        pagination={{ pageSize: 50 }}
        columns={[
          { title: '学员', fixed: 'left', render: (_: unknown, r) => <a onClick={() => go(`/admin/training/enrollment/${r.uid}`)}>{`${r.nick_name}（${r.uid}）`}</a> },
          { title: '班级', dataIndex: 'cohort_name' },
          { title: '总分', dataIndex: 'total_score', sorter: (a, b) => a.total_score - b.total_score },
          { title: '通过', dataIndex: 'passed', sorter: (a, b) => a.passed - b.passed },
          ...gates.map((g) => ({
            title: g.title,
            key: g.gate_id,
            render: (_: unknown, r: ProgressRow) => {
              const cell = r.gates[g.gate_id];
              return (
                <Tooltip title='写反馈'>
                  <a onClick={() => setTarget({ uid: r.uid, nick: r.nick_name, gateId: g.gate_id, gateTitle: g.title })}>
                    {cell ? <Tag color={COLOR[cell.state]}>{`${cell.score} ${GATE_STATE_LABELS[cell.state]}`}</Tag> : <Tag>未计算</Tag>}
                  </a>
                </Tooltip>
              );
            },
          })),
          { title: '学员报告', render: (_: unknown, r) => <a onClick={() => go(`/training/${cid}/${r.cohort_id}/report?uid=${r.uid}`)}>查看</a> },
        ]}
      />
      <FeedbackModal
        target={target}
        onClose={(saved) => {
          setTarget(null);
          if (saved) s.reload();
        }}
      />
    </Card>
  );
}
