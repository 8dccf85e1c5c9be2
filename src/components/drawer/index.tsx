import { ScrollView, Text, View } from '@tarojs/components';
import { currentUrl, go } from '../../platform/navigation';
import { hasPath, loginPath, navLinks, tabRoutes, userLinks, withQuery } from '../../routes';
import { isSignedIn, useAuthStore } from '../../stores/auth.store';
import { isVipNow } from '../../utils/vip';
import Avatar from '../avatar';
import { openFeedback } from '../feedback';
import NoticeBadge, { useUnreadPoll } from '../notice-badge';
import './index.scss';

interface Props {
  open: boolean;
  onClose(): void;
}

/**
 * Mobile navigation drawer (SPEC §2): the tab pages, every area (the desktop header's list),
 * then the user's own pages with the unread count on 消息, 意见反馈 and 关于码途.
 */
export default function Drawer({ open, onClose }: Props) {
  const auth = useAuthStore();
  const unread = useUnreadPoll();
  if (!open) return null;
  const signedIn = isSignedIn(auth, Date.now()) && auth.user;
  const tabs = tabRoutes('h5').map((r) => ({ label: r.tab!.label, path: r.path }));
  const areas = navLinks().filter((l) => !tabs.some((t) => t.path === l.path));
  const mine = signedIn ? userLinks(isVipNow(auth.user)) : [];
  const open_ = (path: string) => {
    onClose();
    go(path);
  };
  const link = (l: { label: string; path: string }) => (
    <View key={l.path} className='drawer__link' onClick={() => open_(l.path)}>
      <Text>{l.label}</Text>
      {l.path === '/study/qa' && <NoticeBadge count={unread} className='drawer__badge' />}
    </View>
  );
  return (
    <View className='drawer' catchMove>
      <View className='drawer__mask' onClick={onClose} />
      <ScrollView className='drawer__panel' scrollY>
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
        {tabs.map(link)}
        {areas.map(link)}
        {mine.length > 0 && <View className='drawer__sep' />}
        {mine.map(link)}
        {signedIn && (
          <>
            <View className='drawer__sep' />
            <View
              className='drawer__link feedback-entry'
              onClick={() => {
                onClose();
                openFeedback();
              }}
            >
              意见反馈
            </View>
            {hasPath('/about') && link({ label: '关于码途', path: '/about' })}
          </>
        )}
      </ScrollView>
    </View>
  );
}
