import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { goBack } from '../../platform/navigation';
import type { RouteEntry } from '../../routes/table';
import Drawer from '../drawer';
import './index.scss';

/**
 * Mobile-web header: back (when the route asks for it) or the drawer's menu button, and the
 * route's title. The mini-program shows its native navigation bar instead (index.weapp.tsx).
 */
export default function MobileHeader({ route }: { route: RouteEntry }) {
  const [drawer, setDrawer] = useState(false);
  return (
    <View className='m-header'>
      {route.showBack ? (
        <View className='m-header__btn' onClick={goBack}>
          <View className='m-header__back' />
        </View>
      ) : (
        <View className='m-header__btn' onClick={() => setDrawer(true)} aria-label='菜单'>
          <View className='m-header__bars' />
        </View>
      )}
      <Text className='m-header__title'>{route.displayName}</Text>
      <View className='m-header__btn' />
      <Drawer open={drawer} onClose={() => setDrawer(false)} />
    </View>
  );
}
