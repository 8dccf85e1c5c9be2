import { Text, View } from '@tarojs/components';
import Header from '../components/header';
import Feedback from '../components/feedback';
import NoticeModal from '../components/notice-modal';
import MobileMainLayout from './mobile-main';
import type { LayoutProps } from './types';
import './layouts.scss';

/** Desktop site layout: header, centred content, footer. Phones get the mobile layout. */
export default function MainLayout(props: LayoutProps) {
  if (!props.desktop) return <MobileMainLayout {...props} />;
  return (
    <View className='layout-main'>
      <Header route={props.route} />
      <View className='layout-main__body'>{props.children}</View>
      <View className='layout-main__footer'>
        <Text>© 码途 CodeTrek · 程序员的学习平台</Text>
      </View>
      <NoticeModal />
      <Feedback />
    </View>
  );
}
