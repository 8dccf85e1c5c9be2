import { Text, View } from '@tarojs/components';
import { formatFen } from '../../../../types/commerce';
import { CLAIM_STATE_LABEL, TASK_TYPE_LABEL, type ClaimView, type TaskView } from '../../../../types/partner';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { formatDate } from '../../../utils/format';
import { type TaskTab, useTaskList } from './use-task-list';
import '../shared/partner.scss';
import './index.scss';

const TABS: { v: TaskTab; t: string }[] = [
  { v: 'task', t: '任务' },
  { v: 'cotask', t: '协作任务' },
  { v: 'mine', t: '我的领取与贡献' },
];
const TAGS = ['', '数组', '链表', '题解', '模板', '讲解'];

export default function PartnerTaskListPage() {
  return (
    <PageShell name='partnerTaskList'>
      <TaskList />
    </PageShell>
  );
}

function TaskList() {
  const s = useTaskList();
  const empty = s.tab === 'mine' ? !s.claims.length : !s.tasks.length;
  return (
    <View className='partner-page partner-task-list'>
      <View className='partner-tabs'>
        {TABS.map((t) => (
          <Text key={t.v} className={`partner-tab ${s.tab === t.v ? 'partner-tab--on' : ''}`} onClick={() => s.setTab(t.v)}>
            {t.t}
          </Text>
        ))}
      </View>
      {s.tab === 'cotask' && (
        <View className='partner-chips'>
          {TAGS.map((tag) => (
            <Text key={tag || 'all'} className={`partner-chip ${s.tag === tag ? 'partner-chip--on' : ''}`} onClick={() => s.setTag(tag)}>
              {tag || '全部'}
            </Text>
          ))}
        </View>
      )}
      {s.error ? (
        <ErrorState text={s.error} onRetry={s.reload} />
      ) : s.loading && empty ? (
        <Loading />
      ) : empty ? (
        <Empty text={s.tab === 'mine' ? '还没有领取任何任务' : '暂无进行中的任务'} />
      ) : (
        <>
          {s.tab === 'mine' ? s.claims.map((c) => <ClaimItem key={c.claim_id} c={c} />) : s.tasks.map((t) => <TaskItem key={t.task_id} t={t} />)}
          {s.more ? (
            <View className={`btn btn--block ${s.loading ? 'btn--disabled' : ''}`} onClick={s.loadMore}>
              {s.loading ? '加载中...' : '加载更多'}
            </View>
          ) : (
            <Text className='partner-meta'>共 {s.total} 条</Text>
          )}
        </>
      )}
    </View>
  );
}

export function taskPath(taskId: string, kind: string): string {
  return kind === 'cotask' ? `/partner/task/${taskId}?kind=cotask` : `/partner/task/${taskId}`;
}

function TaskItem({ t }: { t: TaskView }) {
  return (
    <View className='card partner-task' onClick={() => go(taskPath(t.task_id, t.kind))}>
      <View className='partner-row'>
        <Text className='partner-sub'>{t.title}</Text>
        <Text className='partner-money'>{formatFen(t.reward_fen)}</Text>
      </View>
      <Text className='partner-meta'>
        {TASK_TYPE_LABEL[t.type]} · 截止 {formatDate(t.deadline)}
        {t.kind === 'task' ? ` · 名额 ${t.active_claims}/${t.slots}` : ` · 已有 ${t.active_claims} 份贡献`}
      </Text>
      {t.tags.length > 0 && <Text className='partner-meta'>标签：{t.tags.join('、')}</Text>}
      {t.my_claim && <Text className={`partner-state partner-state--${t.my_claim.state}`}>我的状态：{CLAIM_STATE_LABEL[t.my_claim.state]}</Text>}
    </View>
  );
}

function ClaimItem({ c }: { c: ClaimView }) {
  return (
    <View className='card' onClick={() => go(taskPath(c.task_id, c.task_kind ?? 'task'))}>
      <View className='partner-row'>
        <Text className='partner-sub'>{c.task_title || `任务 ${c.task_id}`}</Text>
        <Text className={`partner-state partner-state--${c.state}`}>{CLAIM_STATE_LABEL[c.state]}</Text>
      </View>
      <Text className='partner-meta'>领取于 {formatDate(c.created_at)}{c.expires_at ? ` · 需在 ${formatDate(c.expires_at)} 前提交` : ''}</Text>
      {c.note && <Text className='partner-text'>审核意见：{c.note}</Text>}
    </View>
  );
}
