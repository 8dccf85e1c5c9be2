import { Text, View } from '@tarojs/components';
import { currentUrl, go } from '../../platform/navigation';
import { loginPath, withQuery } from '../../routes';
import { isSignedIn, useAuthStore } from '../../stores/auth.store';
import Avatar from '../avatar';
import './index.scss';

/** Signed in: avatar + nickname linking to the user centre. Otherwise a 登录 button. */
export default function UserEntry() {
  const auth = useAuthStore();
  if (isSignedIn(auth, Date.now()) && auth.user) {
    return (
      <View className='user-entry' onClick={() => go('/user/center')}>
        <Avatar src={auth.user.head_img_url} name={auth.user.nick_name} size={32} />
        <Text className='user-entry__name'>{auth.user.nick_name}</Text>
      </View>
    );
  }
  return (
    <View
      className='btn btn--primary user-entry__login'
      onClick={() => go(withQuery(loginPath(), { redirectUrl: currentUrl() }))}
    >
      登录
    </View>
  );
}
