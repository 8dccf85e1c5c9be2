import { useRouter } from '@tarojs/taro';
import { Button, Progress, Tag } from 'antd';
import { useMemo, useState } from 'react';
import { formatDuration, formatElapsed, LESSON_KIND_LABEL, type LearnLogRow } from '../../../../types/course';
import { ResourcePage, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { go } from '../../../platform/navigation';
import { adminLearnlog } from '../../../services/api/course-admin';
import { formatDate } from '../../../utils/format';

const isVideo = (r: LearnLogRow) => r.kind === 'video';
const kindText = (r: LearnLogRow) => `${LESSON_KIND_LABEL[r.kind]}${r.duration ? ` ${formatDuration(r.duration)}` : ''}`;
const stateText = (r: LearnLogRow) => (r.finished ? `已学完 ${r.finished_at ? formatDate(r.finished_at) : ''}`.trim() : r.updated_at ? '学习中' : '未开始');

/** /admin/learnlog/:cid/:uid: one learner's record of one course, lesson by lesson (read-only). */
const learnlogOf = (cid: string, uid: string, onHead: (head: string) => void): ResourceDef<LearnLogRow> => ({
  title: '学习记录',
  rowKey: 'lesson_id',
  all: async () => {
    const log = await adminLearnlog(cid, uid);
    onHead(`${log.user.nick_name}（${uid}）· ${log.course_title}`);
    return log.rows;
  },
  creatable: false,
  noDetail: true,
  pageSize: 100,
  emptyText: (f) => (Object.keys(f).length ? '没有匹配的课时' : '这门课还没有课时'),
  exportName: `学习记录-${cid}-${uid}`,
  fields: [
    { key: 'lesson_title', title: '课时', filter: true },
    { key: 'kind', title: '类型', type: 'enum', filter: true, options: Object.entries(LESSON_KIND_LABEL).map(([value, label]) => ({ value, label })), text: kindText, render: (_, r) => kindText(r) },
    { key: 'watched_ratio', title: '实际观看', width: 180, sortable: true, text: (r) => (isVideo(r) ? `${Math.round(r.watched_ratio * 100)}%` : '-'), render: (v, r) => (isVideo(r) ? <Progress percent={Math.round(Number(v) * 100)} size='small' /> : '-') },
    { key: 'position', title: '播放位置', text: (r) => (isVideo(r) ? formatDuration(r.position) : '-') },
    { key: 'elapsed_seconds', title: '学习时长', sortable: true, text: (r) => formatElapsed(r.elapsed_seconds) },
    {
      key: 'finished',
      title: '状态',
      type: 'switch',
      filter: true,
      options: [{ value: true, label: '已学完' }, { value: false, label: '未学完' }],
      text: stateText,
      render: (_, r) => <Tag color={r.finished ? 'green' : undefined}>{stateText(r)}</Tag>,
    },
    { key: 'updated_at', title: '最近学习', type: 'datetime', sortable: true, text: (r) => (r.updated_at ? formatDate(r.updated_at) : '-') },
  ],
});

export default function AdminLearnlogPage() {
  const { cid = '', uid = '' } = useRouter().params as Record<string, string>;
  const [head, setHead] = useState('');
  const def = useMemo(() => learnlogOf(cid, uid, setHead), [cid, uid]);
  return (
    <AdminShell name='adminLearnlog'>
      <ResourcePage def={def} title={head || def.title} toolbar={() => <Button onClick={() => go(`/admin/course/${cid}/user`)}>返回学员</Button>} />
    </AdminShell>
  );
}
