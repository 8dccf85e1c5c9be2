import { Tabs, Tag } from 'antd';
import dayjs from 'dayjs';
import { useMemo } from 'react';
import { COMMUNITY_LIMITS, type DiscuzRow } from '../../../../types/community';
import { COMMUNITY_ADMIN_MESSAGES, type RobotCommentRow, type RobotJobKind, type RobotJobRow, type RobotJobStatus } from '../../../../types/community-admin';
import { LIMITS } from '../../../../types/validation';
import { ResourcePage, type EnumOption, type ResourceDef } from '../../../components/admin-resource';
import AdminShell from '../../../layouts/admin';
import { adminBoards, cancelRobotJob, createRobotJob, deleteRobotComment, fakeUserOptions, robotComments, robotJobs, saveRobotComment } from '../../../services/api/community-admin';
import { useAdminLoad } from '../use-admin-load';

/** The comment pool that scheduled comment jobs pick from at random. */
const POOL: ResourceDef<RobotCommentRow> = {
  title: '评论库',
  urlKey: 'pool',
  rowKey: 'id',
  list: (q) => robotComments(q),
  emptyText: '评论库为空',
  createLabel: '添加评论',
  formTitle: (r) => (r ? '编辑评论' : '添加评论'),
  save: async (v, row) => (await saveRobotComment({ id: row?.id, content: v.content as string, cate_type: row?.cate_type, enabled: row ? (row.enabled ? 1 : 0) : undefined }), row ? '已保存' : '已添加'),
  rowActions: (r) => [{ label: '删除', danger: true, confirm: '删除这条评论？', run: async () => (await deleteRobotComment(r.id), '已删除') }],
  fields: [
    { key: 'id', title: 'ID', sortable: true, width: 70 },
    { key: 'content', title: '内容', type: 'textarea', filter: true, editable: true, help: '定时评论任务会随机选用', rule: { label: '评论', required: true, maxLength: COMMUNITY_LIMITS.robotComment } },
    {
      key: 'enabled',
      title: '状态',
      type: 'switch',
      filter: true,
      width: 80,
      options: [{ value: true, label: '启用' }, { value: false, label: '停用' }],
      toggle: (r, on) => saveRobotComment({ id: r.id, content: r.content, cate_type: r.cate_type, enabled: on ? 1 : 0 }),
    },
    { key: 'created_at', title: '添加时间', type: 'datetime', sortable: true, width: 150 },
  ],
};

const STATUS: Record<RobotJobStatus, [string, string]> = {
  pending: ['待执行', 'blue'],
  running: ['执行中', 'orange'],
  done: ['已完成', 'green'],
  failed: ['失败', 'red'],
  cancelled: ['已取消', 'default'],
};
const KINDS: EnumOption[] = [{ value: 'comment', label: '评论' }, { value: 'topic', label: '发帖' }];
const formOnly = { editable: true, hideInTable: true, noExport: true } as const;
const isTopic = (v: { kind?: unknown }) => v.kind === 'topic';
const jobText = (r: RobotJobRow) => r.title || r.content || '（随机评论）';

/** Scheduled posts and comments by fake users on a board; pending ones can be cancelled. */
const jobsOf = (boards: EnumOption[]): ResourceDef<RobotJobRow> => ({
  title: '版块定时任务',
  urlKey: 'jobs',
  rowKey: 'id',
  list: (q) => robotJobs(q),
  emptyText: '还没有定时任务',
  createLabel: '创建任务',
  editLabel: false,
  formTitle: () => '创建定时任务',
  okText: '创建',
  savedText: '已创建',
  // the server's rule, said before the request
  validate: (v): Record<string, string> => (!isTopic(v) ? {} : !v.title ? { title: COMMUNITY_ADMIN_MESSAGES.topicJobNeedsText } : !v.content ? { content: COMMUNITY_ADMIN_MESSAGES.topicJobNeedsText } : {}),
  save: (v) =>
    createRobotJob({
      discuz_id: v.discuz_id as string,
      kind: v.kind as RobotJobKind,
      run_at: v.run_at as string,
      fake_uid: (v.fake_uid as string) || undefined,
      title: isTopic(v) ? (v.title as string) : undefined,
      content: (v.content as string) || undefined,
    }),
  rowActions: (r) => [{ label: '取消', hidden: r.status !== 'pending', confirm: '取消这个定时任务？', run: async () => (await cancelRobotJob(r.id), '已取消') }],
  fields: [
    { key: 'did', title: '版块', type: 'enum', filter: true, options: boards, hideInTable: true, hideInDetail: true, noExport: true },
    { key: 'id', title: 'ID', sortable: true, width: 60 },
    { key: 'discuz_id', title: '版块', type: 'enum', width: 100, options: boards, editable: true, rule: { label: '版块', required: true } },
    { key: 'kind', title: '类型', type: 'enum', width: 70, options: KINDS, filter: true, editable: true, initial: 'comment' },
    { key: 'run_at', title: '执行时间', type: 'datetime', width: 160, sortable: true, editable: true, initial: () => dayjs().add(10, 'minute').toISOString(), help: '现在到30天之内', rule: { label: '执行时间', required: true } },
    { key: 'fake_uid', title: '虚拟用户（留空随机）', type: 'relation', relation: { search: fakeUserOptions }, ...formOnly },
    { key: 'title', title: '标题', ...formOnly, visibleWhen: isTopic, rule: { label: '标题', maxLength: LIMITS.topicTitle } },
    {
      key: 'content',
      title: '内容',
      type: 'textarea',
      editable: true,
      help: '评论任务留空则随机选用评论库',
      rule: { label: '内容', maxLength: LIMITS.topicContent },
      text: jobText,
      render: (_, r) => <span className='admin-resource__clip'>{jobText(r)}</span>,
    },
    {
      key: 'status',
      title: '状态',
      type: 'enum',
      filter: true,
      width: 90,
      options: Object.entries(STATUS).map(([value, [label, color]]) => ({ value, label, color })),
      text: (r) => `${STATUS[r.status][0]}${r.error ? `：${r.error}` : ''}`,
      render: (_, r) => <Tag color={STATUS[r.status][1]} title={r.error}>{STATUS[r.status][0]}</Tag>,
    },
  ],
});

const boardOptions = (boards: DiscuzRow[] | null): EnumOption[] => (boards ?? []).map((b) => ({ value: b.id, label: b.name }));

export default function AdminRobotCommentPage() {
  const boards = useAdminLoad(adminBoards, []);
  const jobs = useMemo(() => jobsOf(boardOptions(boards.data)), [boards.data]);
  return (
    <AdminShell name='adminRobotComment'>
      <Tabs
        // a link into the jobs list (jobs.page=2) opens its tab
        defaultActiveKey={/[?&]jobs\./.test(window.location.search) ? 'jobs' : 'pool'}
        items={[
          { key: 'pool', label: '评论库', children: <ResourcePage def={POOL} /> },
          // the board names label the jobs: the list waits for them
          { key: 'jobs', label: '版块定时任务', children: boards.loading ? null : <ResourcePage def={jobs} /> },
        ]}
      />
    </AdminShell>
  );
}
