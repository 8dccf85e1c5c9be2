import { Text, View } from '@tarojs/components';
import { currentUrl, go } from '../../platform/navigation';
import { loginPath, navLinks, tabRoutes, withQuery } from '../../routes';
import { isSignedIn, useAuthStore } from '../../stores/auth.store';
import Avatar from '../avatar';
import NoticeBadge, { useUnreadPoll } from '../notice-badge';
import './index.scss';

interface Props {
  open: boolean;
  onClose(): void;
}

/** Mobile navigation drawer (SPEC §2): the tab pages, then the header's links. */
export default function Drawer({ open, onClose }: Props) {
  const auth = useAuthStore();
  const unread = useUnreadPoll();
  if (!open) return null;
  const signedIn = isSignedIn(auth, Date.now()) && auth.user;
  const links = [...tabRoutes('h5').map((r) => ({ label: r.tab!.label, path: r.path })), ...navLinks()];
  const open_ = (path: string) => {
    onClose();
    go(path);
  };
  return (
    <View className='drawer' catchMove>
      <View className='drawer__mask' onClick={onClose} />
      <View className='drawer__panel'>
        <View className='drawer__user'>
          {signedIn ? (
            <View className='drawer__me' onClick={() => open_('/user/center')}>
              <Avatar src={auth.user!.head_img_url} name={auth.user!.nick_name} size={40} />
              <Text className='drawer__nick'>{auth.user!.nick_name}</Text>
            </View>
          ) : (
            <View
              className='btn btn--primary btn--block'
              onClick={() => open_(withQuery(loginPath(), { redirectUrl: currentUrl() }))}
            >
              登录
            </View>
          )}
        </View>
        {links.map((l) => (
          <View key={l.path} className='drawer__link' onClick={() => open_(l.path)}>
            {l.label}
            {l.path === '/study/qa' && <NoticeBadge count={unread} className='drawer__badge' />}
          </View>
        ))}
      </View>
    </View>
  );
}
