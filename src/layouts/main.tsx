import { Text, View } from '@tarojs/components';
import Header from '../components/header';
import Feedback from '../components/feedback';
import { go } from '../platform/navigation';
import { hasPath } from '../routes';
import NoticeModal from '../components/notice-modal';
import MobileMainLayout from './mobile-main';
import type { LayoutProps } from './types';
import './layouts.scss';

const FOOTER_LINKS = [
  { label: '关于码途', path: '/about' },
  { label: '学员故事', path: '/story' },
  { label: '意见反馈', path: '/feedback' },
  { label: '用户协议', path: '/contract' },
];

/** Desktop site layout: header, centred content, footer. Phones get the mobile layout. */
export default function MainLayout(props: LayoutProps) {
  if (!props.desktop) return <MobileMainLayout {...props} />;
  return (
    <View className='layout-main'>
      <Header route={props.route} />
      <View className='layout-main__body'>{props.children}</View>
      <View className='layout-main__footer'>
        <View className='layout-main__footer-links'>
          {FOOTER_LINKS.filter((l) => hasPath(l.path)).map((l) => (
            <Text key={l.path} className='layout-main__footer-link' onClick={() => go(l.path)}>
              {l.label}
            </Text>
          ))}
        </View>
        <Text>© 码途 CodeTrek · 程序员的学习平台</Text>
      </View>
      <NoticeModal />
      <Feedback />
    </View>
  );
}
