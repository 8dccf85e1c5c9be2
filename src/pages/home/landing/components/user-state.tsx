import { Text, View } from '@tarojs/components';
import Avatar from '../../../../components/avatar';
import type { AuthState } from '../../../../stores/auth.store';
import { formatDate } from '../../../../utils/format';

export default function UserState({ auth, signedIn }: { auth: AuthState; signedIn: boolean }) {
  if (!signedIn || !auth.user) {
    return (
      <View className='card landing-user'>
        <Text className='landing-section__title'>我的状态</Text>
        <Text className='landing-user__muted'>尚未登录，登录后可以查看学习记录与个人信息。</Text>
      </View>
    );
  }
  const { user } = auth;
  return (
    <View className='card landing-user'>
      <Text className='landing-section__title'>我的状态</Text>
      <View className='landing-user__row'>
        <Avatar src={user.head_img_url} name={user.nick_name} size={44} />
        <View className='landing-user__info'>
          <Text className='landing-user__nick'>你好，{user.nick_name}</Text>
          <Text className='landing-user__muted'>UID {user.uid}</Text>
        </View>
        {auth.admin && <Text className='tag'>管理员</Text>}
      </View>
      {auth.expiredIn && (
        <Text className='landing-user__muted'>登录有效期至 {formatDate(auth.expiredIn)}</Text>
      )}
    </View>
  );
}
