import { Text, View } from '@tarojs/components';
import type { UserProfile } from '../../../../types/user';
import Avatar from '../../../components/avatar';
import NoticeBadge, { useUnreadPoll } from '../../../components/notice-badge';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { hasPath, routeByName } from '../../../routes';
import { routeAvailable } from '../../../routes/available';
import { isVipNow, untilText } from '../../../utils/vip';
import { useHubCounts, type HubCounts } from './use-hub-counts';
import { useUserCenter } from './use-user-center';
import './index.scss';

export default function UserCenterPage() {
  return (
    <PageShell name='userCenter'>
      <UserCenter />
    </PageShell>
  );
}

/** The four counted areas on top of the hub. */
const STATS = [
  { label: '课程', path: '/study/course' },
  { label: '题单', path: '/study/problem' },
  { label: '考试', path: '/study/exam' },
  { label: '训练营', path: '/training/enrollment' },
];

interface Entry {
  label: string;
  path: string;
  nonVip?: boolean;
}

const LEARNING: Entry[] = [
  { label: '我的订单', path: '/user/order' },
  { label: '我的课程', path: '/study/course' },
  { label: '我的考试', path: '/study/exam' },
  { label: '我的题单', path: '/study/problem' },
  { label: '我的训练营', path: '/training/enrollment' },
  { label: '兑换礼包', path: '/user/gift', nonVip: true },
];

const ACCOUNT: Entry[] = [
  { label: '消息', path: '/study/qa' },
  { label: '设置（昵称与头像）', path: '/user/info' },
  { label: '意见反馈', path: '/feedback' },
  { label: '用户协议与隐私政策', path: '/contract' },
  { label: '关于码途', path: '/about' },
];

/**
 * 我的 (/user/center) as a hub (issue 25): the profile, VIP status or the way to it, and every
 * page of one's own with its count where an endpoint gives one. No session or debug facts.
 */
function UserCenter() {
  const { load, reload, logout, leaving } = useUserCenter();
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  return <Hub user={load.user} logout={logout} leaving={leaving} />;
}

function Hub({ user, logout, leaving }: { user: UserProfile; logout(): void; leaving: boolean }) {
  const counts = useHubCounts(user.uid);
  const unread = useUnreadPoll();
  const vip = isVipNow(user);
  const shown = (list: Entry[]) => list.filter((e) => hasPath(e.path) && !(vip && e.nonVip));
  return (
    <View className='user-center'>
      <View className='card user-center__profile'>
        <Avatar src={user.head_img_url} name={user.nick_name} size={56} />
        <View className='user-center__who'>
          <View className='user-center__line'>
            <Text className='user-center__nick'>{user.nick_name}</Text>
            {user.admin && <Text className='tag user-center__tag'>管理员</Text>}
            {user.partner && <Text className='tag user-center__tag'>合伙人</Text>}
          </View>
          <Text className={`user-center__vip ${vip ? 'user-center__vip--on' : ''}`}>
            {vip ? `超级会员 · 有效期至 ${untilText(user.vip_until)}` : '普通用户'}
          </Text>
        </View>
        <View className='user-center__edit' onClick={() => go(routeByName('userInfo').path)}>
          编辑
        </View>
      </View>
      {hasPath('/vip') && (
        <View className={`user-center__member ${vip ? 'user-center__member--on' : ''}`} onClick={() => go('/vip')}>
          <View className='user-center__member-main'>
            <Text className='user-center__member-title'>{vip ? '我的超级会员' : '开通超级会员'}</Text>
            <Text className='user-center__member-text'>{vip ? '查看权益与续费' : '畅学全部课程与算法题库'}</Text>
          </View>
          <Text className='user-center__member-cta'>{vip ? '查看' : '去开通'}</Text>
        </View>
      )}
      <View className='card user-center__stats'>
        {STATS.filter((s) => hasPath(s.path)).map((s) => (
          <View key={s.path} className='user-center__stat' onClick={() => go(s.path)}>
            <Text className='user-center__stat-n'>{counts[s.path] ?? '-'}</Text>
            <Text className='user-center__stat-label'>{s.label}</Text>
          </View>
        ))}
      </View>
      <Rows entries={shown(LEARNING)} counts={counts} unread={unread} />
      <Rows entries={shown(ACCOUNT)} counts={counts} unread={unread} />
      {(user.partner || (user.admin && routeAvailable('adminHome'))) && (
        <Rows
          entries={[
            ...(user.partner ? [{ label: '合伙人中心', path: routeByName('partnerHome').path }] : []),
            ...(user.admin && routeAvailable('adminHome') ? [{ label: '进入管理后台', path: routeByName('adminHome').path }] : []),
          ]}
          counts={{}}
          unread={0}
        />
      )}
      <View className={`btn btn--block user-center__logout ${leaving ? 'btn--disabled' : ''}`} onClick={logout}>
        {leaving ? '退出中...' : '退出登录'}
      </View>
    </View>
  );
}

function Rows({ entries, counts, unread }: { entries: Entry[]; counts: HubCounts; unread: number }) {
  return (
    <View className='card user-center__rows'>
      {entries.map((e) => (
        <View key={e.path} className='user-center__row' onClick={() => go(e.path)}>
          <Text className='user-center__label'>{e.label}</Text>
          {e.path === '/study/qa' ? (
            <NoticeBadge count={unread} />
          ) : (
            counts[e.path] !== undefined && <Text className='user-center__count'>{counts[e.path]}</Text>
          )}
          <View className='user-center__chevron' />
        </View>
      ))}
    </View>
  );
}
