import { View } from '@tarojs/components';
import Header from '../components/header';
import MobileHeader from '../components/mobile-header';
import type { LayoutProps } from './types';
import './layouts.scss';

/** Plain pages (sign-in, 404): the header and a narrow centred column. */
export default function DefaultLayout({ route, desktop, children }: LayoutProps) {
  return (
    <View className={`layout-default ${desktop ? 'layout-default--desktop' : ''}`}>
      {desktop ? <Header route={route} /> : route.showHeader && <MobileHeader route={route} />}
      <View className='layout-default__body'>{children}</View>
    </View>
  );
}
