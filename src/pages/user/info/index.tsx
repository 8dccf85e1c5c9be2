import { Text, View } from '@tarojs/components';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { useIsDesktop } from '../../../platform/viewport';
import { routeByName, withQuery } from '../../../routes';
import { maskPhone } from '../../../utils/format';
import AvatarRow from './components/avatar-row';
import NicknameRow from './components/nickname-row';
import { useUserInfo } from './use-user-info';
import './index.scss';

/** /user/info (SPEC §2): avatar, nickname, phone and uid of the signed-in user. */
export default function UserInfoPage() {
  return (
    <PageShell name='userInfo'>
      <UserInfo />
    </PageShell>
  );
}

function UserInfo() {
  const { user, load, reload } = useUserInfo();
  const desktop = useIsDesktop();
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  if (!user || load.status === 'loading') return <Loading />;
  const self = routeByName('userInfo').path;
  const bind = withQuery(routeByName('bindPhone').path, { redirectUrl: self });
  return (
    <View className='user-info'>
      {/* phones and the mini-program show the title in their header bar */}
      {desktop && <Text className='user-info__heading'>个人信息</Text>}
      <View className='card user-info__card'>
        <AvatarRow user={user} />
        {/* key: a nickname saved elsewhere resets the editor */}
        <NicknameRow key={user.nick_name} nickname={user.nick_name} />
        <View className='user-info__row'>
          <Text className='user-info__label'>手机号</Text>
          <Text className='user-info__value'>{user.telephone ? maskPhone(user.telephone) : '未绑定'}</Text>
          <Text className='user-info__action' onClick={() => go(bind)}>
            {user.telephone ? '更换手机号' : '绑定手机号'}
          </Text>
        </View>
        <View className='user-info__row'>
          <Text className='user-info__label'>UID</Text>
          <Text className='user-info__value'>{user.uid}</Text>
        </View>
      </View>
    </View>
  );
}
