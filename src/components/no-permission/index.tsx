import { Text, View } from '@tarojs/components';
import { COMMERCE_MESSAGES } from '../../../types/commerce';
import { go } from '../../platform/navigation';
import './index.scss';

/**
 * The no-permission panel (SPEC §6, §8): shown where content needs VIP (or a product) the user
 * lacks, with a button to the VIP page. `onView` replaces the navigation (the VIP page scrolls).
 */
export default function NoPermission({ text = COMMERCE_MESSAGES.vipRequired, onView }: { text?: string; onView?: () => void }) {
  return (
    <View className='no-permission card'>
      <Text className='no-permission__lock'>VIP</Text>
      <Text className='no-permission__title'>{COMMERCE_MESSAGES.noPermission}</Text>
      <Text className='no-permission__text'>{text}</Text>
      <View className='btn btn--primary no-permission__btn' onClick={() => (onView ? onView() : go('/vip'))}>
        查看会员
      </View>
    </View>
  );
}
