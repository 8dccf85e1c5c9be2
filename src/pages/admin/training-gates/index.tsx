import { useRouter } from '@tarojs/taro';
import { Button } from 'antd';
import type { AdminGateView } from '../../../../types/training';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminDeleteGate, adminGates } from '../../../services/api/training';

function gates(cid: string): ResourceDef<AdminGateView> {
  return {
    title: '关卡',
    rowKey: 'gate_id',
    all: () => adminGates(cid, { silent: true }),
    creatable: false,
    noDetail: true,
    rowActions: (row) => [
      { label: '编辑条件与内容', run: () => go(`/admin/training/gate/${row.gate_id}`) },
      { label: '删除', danger: true, confirm: `删除关卡「${row.title}」？学员在这一关的成绩会一并删除。`, run: async () => (await adminDeleteGate(row.gate_id), '已删除') },
    ],
    fields: [
      { key: 'order_value', title: '顺序', type: 'number', sortable: true, width: 70 },
      { key: 'title', title: '关卡', filter: true },
      { key: 'rule_text', title: '解锁条件' },
      { key: 'pass_score', title: '通过分', type: 'number', sortable: true },
      { key: 'content', title: '内容', text: (r) => `课时 ${r.lesson_ids.length} · 题目 ${r.problem_ids.length} · 实战 ${r.task_ids.length}${r.exam_id ? ' · 考试 1' : ''}` },
    ],
  };
}

/** /admin/training/gates?cid=: the camp's gates in order, each opening the gate editor. */
export default function AdminTrainingGatesPage() {
  const cid = String(useRouter().params.cid ?? '');
  return (
    <AdminShell name='adminTrainingGates'>
      <ResourcePage
        def={gates(cid)}
        toolbar={() => (
          <>
            <Button onClick={() => go('/admin/training')}>返回训练营</Button>
            <Button type='primary' onClick={() => go(`/admin/training/gate/new?cid=${cid}`)}>
              新建关卡
            </Button>
          </>
        )}
      />
    </AdminShell>
  );
}
