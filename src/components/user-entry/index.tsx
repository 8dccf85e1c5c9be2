import { Text, View } from '@tarojs/components';
import { currentUrl, go } from '../../platform/navigation';
import { loginPath, withQuery } from '../../routes';
import { isSignedIn, useAuthStore } from '../../stores/auth.store';
import Avatar from '../avatar';
import NoticeBadge, { useUnreadPoll } from '../notice-badge';
import './index.scss';

/** Signed in: avatar + nickname linking to the user centre. Otherwise a 登录 button. */
export default function UserEntry() {
  const auth = useAuthStore();
  const unread = useUnreadPoll();
  if (isSignedIn(auth, Date.now()) && auth.user) {
    return (
      <View className='user-entry'>
        {/* unread notices (SPEC §4): replies, mentions, likes, Q&A and system notices */}
        <View className='user-entry__notice' onClick={() => go('/study/qa')}>
          <Text>消息</Text>
          <NoticeBadge count={unread} className='user-entry__badge' />
        </View>
        <View className='user-entry__me' onClick={() => go('/user/center')}>
          <Avatar src={auth.user.head_img_url} name={auth.user.nick_name} size={32} />
          <Text className='user-entry__name'>{auth.user.nick_name}</Text>
        </View>
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
