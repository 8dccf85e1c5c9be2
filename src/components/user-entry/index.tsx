import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { currentUrl, go } from '../../platform/navigation';
import { loginPath, withQuery } from '../../routes';
import { signOut } from '../../services/session';
import { isSignedIn, useAuthStore } from '../../stores/auth.store';
import { isVipNow } from '../../utils/vip';
import Avatar from '../avatar';
import NoticeBadge, { useUnreadPoll } from '../notice-badge';
import UserMenu from '../user-menu';
import './index.scss';

/**
 * Signed in: 消息 with the unread badge, and the avatar + nickname opening the user menu (my
 * pages, gift for non-VIP, feedback, sign-out). Otherwise a 登录 button.
 */
export default function UserEntry() {
  const auth = useAuthStore();
  const unread = useUnreadPoll();
  const [open, setOpen] = useState(false);
  if (isSignedIn(auth, Date.now()) && auth.user) {
    const user = auth.user;
    const logout = () => {
      setOpen(false);
      void signOut().finally(() => go('/', { replace: true }));
    };
    return (
      <View className='user-entry'>
        {/* unread notices (SPEC §4): replies, mentions, likes, Q&A and system notices */}
        <View className='user-entry__notice' onClick={() => go('/study/qa')}>
          <Text>消息</Text>
          <NoticeBadge count={unread} className='user-entry__badge' />
        </View>
        <View className='user-entry__me' onClick={() => setOpen(!open)}>
          <Avatar src={user.head_img_url} name={user.nick_name} size={32} />
          <Text className='user-entry__name'>{user.nick_name}</Text>
          <View className={`caret ${open ? 'caret--up' : ''}`} />
        </View>
        {open && (
          <UserMenu
            nickname={user.nick_name}
            vip={isVipNow(user)}
            unread={unread}
            onClose={() => setOpen(false)}
            onLogout={logout}
          />
        )}
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
