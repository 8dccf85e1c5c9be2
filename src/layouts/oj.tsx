import { Text, View } from '@tarojs/components';
import UserEntry from '../components/user-entry';
import { go } from '../platform/navigation';
import { hasPath } from '../routes';
import MobileMainLayout from './mobile-main';
import type { LayoutProps } from './types';
import './layouts.scss';

const PROBLEM_BANK = '/oj';

/**
 * Problem workspace: a slim header with the back-to-problem-bank button, then the full-height
 * body where the page puts its SplitPanel (draggable on desktop, stacked elsewhere).
 */
export default function OjLayout(props: LayoutProps) {
  if (!props.desktop) return <MobileMainLayout {...props} />;
  return (
    <View className='layout-oj'>
      <View className='layout-oj__header'>
        {props.route.problemView && hasPath(PROBLEM_BANK) && (
          <View className='btn layout-oj__back' onClick={() => go(PROBLEM_BANK)}>
            返回题库
          </View>
        )}
        <Text className='layout-oj__title'>{props.route.displayName}</Text>
        <UserEntry />
      </View>
      <View className='layout-oj__body'>{props.children}</View>
    </View>
  );
}
