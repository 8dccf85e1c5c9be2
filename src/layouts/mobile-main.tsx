import { View } from '@tarojs/components';
import MobileHeader from '../components/mobile-header';
import Feedback from '../components/feedback';
import NoticeModal from '../components/notice-modal';
import TabBar from '../components/tab-bar';
import type { LayoutProps } from './types';
import './layouts.scss';

/** Phones and the mini-program: optional header, optional bottom tab bar (route flags). */
export default function MobileMainLayout({ route, children }: LayoutProps) {
  return (
    <View className={`layout-mobile ${route.showTabBar ? 'layout-mobile--tabbed' : ''}`}>
      {route.showHeader && <MobileHeader route={route} />}
      <View className='layout-mobile__body'>{children}</View>
      {route.showTabBar && <TabBar active={route.name} />}
      <NoticeModal />
      <Feedback />
    </View>
  );
}
