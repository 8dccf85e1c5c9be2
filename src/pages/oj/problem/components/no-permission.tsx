import { Text, View } from '@tarojs/components';
import { MESSAGES } from '../../../../../types/validation';
import { go } from '../../../../platform/navigation';
import { hasPath } from '../../../../routes';

/** SPEC §6: a denied problem permit shows this panel with a button to the VIP page. */
export default function NoPermission() {
  return (
    <View className='card oj-denied'>
      <Text className='oj-denied__title'>{MESSAGES.noPermission}</Text>
      <Text className='oj-denied__text'>本题为会员题目，{MESSAGES.vipRequired}</Text>
      <View className='btn btn--primary oj-denied__btn' onClick={() => go(hasPath('/vip') ? '/vip' : '/')}>
        查看会员
      </View>
    </View>
  );
}
