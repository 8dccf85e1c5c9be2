import { useRouter } from '@tarojs/taro';
import { Button } from 'antd';
import type { AdminCohortRow } from '../../../../types/training';
import { TRAINING_RULES } from '../../../../types/training';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminCohorts, adminDeleteCohort, adminSaveCohort } from '../../../services/api/training';

const list = (v: unknown) => (Array.isArray(v) ? v.join(',') : String(v ?? ''));

function cohorts(cid: string): ResourceDef<AdminCohortRow> {
  return {
    title: '班级',
    rowKey: 'cohort_id',
    all: () => adminCohorts(cid, { silent: true }),
    save: (v, row) =>
      adminSaveCohort({
        cohort_id: row?.cohort_id,
        course_id: cid,
        name: String(v.name ?? ''),
        start_at: String(v.start_at ?? ''),
        end_at: v.end_at ? String(v.end_at) : undefined,
        capacity: Number(v.capacity ?? 0),
        teacher_uids: list(v.teacher_uids),
        schedule: String(v.schedule ?? ''),
        announcement: String(v.announcement ?? ''),
      }),
    createLabel: '新建班级',
    formWidth: 720,
    rowActions: (row) => [
      { label: '学员进度', run: () => go(`/admin/training/progress?cid=${cid}&gid=${row.cohort_id}`) },
      { label: '学员视角', run: () => go(`/training/${cid}/${row.cohort_id}`) },
      { label: '删除', danger: true, confirm: `删除班级「${row.name}」？`, hidden: row.members > 0, run: async () => (await adminDeleteCohort(cid, row.cohort_id), '已删除') },
    ],
    fields: [
      { key: 'cohort_id', title: '编号', width: 70 },
      { key: 'name', title: '名称', filter: true, sortable: true, editable: true, rule: TRAINING_RULES.cohortName },
      { key: 'start_at', title: '开班', type: 'date', sortable: true, editable: true, rule: TRAINING_RULES.startAt },
      { key: 'end_at', title: '结班', type: 'date', editable: true },
      { key: 'capacity', title: '人数上限', type: 'number', editable: true, initial: 50, rule: TRAINING_RULES.capacity },
      { key: 'members', title: '已报名', type: 'number', sortable: true },
      { key: 'teacher_uids', title: '老师 uid', type: 'commaList', editable: true },
      { key: 'announcement', title: '公告', type: 'markdown', editable: true, hideInTable: true },
      { key: 'schedule', title: '课表', type: 'markdown', editable: true, hideInTable: true },
    ],
  };
}

/** /admin/training/cohort?cid=: the camp's cohorts (期/班级) with start, capacity, teachers, schedule. */
export default function AdminTrainingCohortPage() {
  const cid = String(useRouter().params.cid ?? '');
  return (
    <AdminShell name='adminTrainingCohort'>
      <ResourcePage def={cohorts(cid)} toolbar={() => <Button onClick={() => go('/admin/training')}>返回训练营</Button>} />
    </AdminShell>
  );
}
