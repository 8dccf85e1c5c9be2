import { Text, View } from '@tarojs/components';
import { CONTRACT_KIND_LABEL } from '../../../../../types/contract';
import { go } from '../../../../platform/navigation';

/** The agreement line, linking to both documents on /contract. */
export default function Agreement() {
  return (
    <View className='sign-in__agreement'>
      <Text>登录即表示你已阅读并同意码途的</Text>
      <Text className='sign-in__link' onClick={() => go('/contract?kind=agreement')}>
        {`《${CONTRACT_KIND_LABEL.agreement}》`}
      </Text>
      <Text>和</Text>
      <Text className='sign-in__link' onClick={() => go('/contract?kind=privacy')}>
        {`《${CONTRACT_KIND_LABEL.privacy}》`}
      </Text>
    </View>
  );
}
