import { Text, View } from '@tarojs/components';
import Avatar from '../../../components/avatar';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { routeByName } from '../../../routes';
import { routeAvailable } from '../../../routes/available';
import { maskPhone } from '../../../utils/format';
import { useUserCenter } from './use-user-center';
import './index.scss';

export default function UserCenterPage() {
  return (
    <PageShell name='userCenter'>
      <UserCenter />
    </PageShell>
  );
}

function UserCenter() {
  const { load, reload, logout, leaving } = useUserCenter();
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  const { user } = load;
  return (
    <View className='user-center'>
      <View className='card user-center__profile'>
        <Avatar src={user.head_img_url} name={user.nick_name} size={64} />
        <View className='user-center__who'>
          <View className='user-center__line'>
            <Text className='user-center__nick'>{user.nick_name}</Text>
            {user.admin && <Text className='tag'>管理员</Text>}
            {user.partner && <Text className='tag'>合伙人</Text>}
          </View>
          <Text className='user-center__uid'>UID {user.uid}</Text>
        </View>
      </View>
      <View className='card user-center__rows'>
        <Row label='昵称' value={user.nick_name} />
        <Row label='UID' value={user.uid} />
        <Row label='手机号' value={user.telephone ? maskPhone(user.telephone) : '未绑定'} />
        <Row label='公众号' value={user.bindFwh ? '已关注公众号' : '未关注'} />
      </View>
      <View className='btn btn--block user-center__btn' onClick={() => go(routeByName('userInfo').path)}>
        编辑个人信息
      </View>
      {user.partner && (
        <View className='btn btn--block user-center__btn' onClick={() => go(routeByName('partnerHome').path)}>
          合伙人中心
        </View>
      )}
      {user.admin && routeAvailable('adminHome') && (
        <View className='btn btn--block user-center__btn' onClick={() => go(routeByName('adminHome').path)}>
          进入管理后台
        </View>
      )}
      <View className={`btn btn--danger btn--block user-center__btn ${leaving ? 'btn--disabled' : ''}`} onClick={logout}>
        {leaving ? '退出中...' : '退出登录'}
      </View>
    </View>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View className='user-center__row'>
      <Text className='user-center__label'>{label}</Text>
      <Text className='user-center__value'>{value}</Text>
    </View>
  );
}
