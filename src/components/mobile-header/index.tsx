import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { go, goBack } from '../../platform/navigation';
import type { RouteEntry } from '../../routes/table';
import { isSignedIn, useAuthStore } from '../../stores/auth.store';
import Drawer from '../drawer';
import NoticeBadge, { useUnreadPoll } from '../notice-badge';
import './index.scss';

/**
 * Mobile-web header: back (when the route asks for it) or the drawer's menu button, the
 * route's title, and 消息 with the unread badge (seen without opening anything). The
 * mini-program shows its native navigation bar instead (index.weapp.tsx).
 */
export default function MobileHeader({ route }: { route: RouteEntry }) {
  const [drawer, setDrawer] = useState(false);
  const unread = useUnreadPoll();
  const signedIn = useAuthStore((s) => isSignedIn(s, Date.now()));
  return (
    <View className='m-header'>
      {route.showBack ? (
        <View className='m-header__btn' onClick={goBack} aria-label='返回'>
          <View className='m-header__back' />
        </View>
      ) : (
        <View className='m-header__btn' onClick={() => setDrawer(true)} aria-label='菜单'>
          <View className='m-header__bars' />
        </View>
      )}
      <Text className='m-header__title'>{route.displayName}</Text>
      {signedIn && route.name !== 'studyQa' ? (
        <View className='m-header__btn m-header__notice' onClick={() => go('/study/qa')} aria-label='消息'>
          <View className='m-header__mail' />
          <NoticeBadge count={unread} className='m-header__badge' />
        </View>
      ) : (
        <View className='m-header__btn' />
      )}
      <Drawer open={drawer} onClose={() => setDrawer(false)} />
    </View>
  );
}
