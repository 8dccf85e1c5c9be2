import { Text, View } from '@tarojs/components';
import { go } from '../../../../platform/navigation';
import { hasPath } from '../../../../routes';

const CONTRACT_PATH = '/contract';

/** The agreement line; it links to the contract page only once that page exists. */
export default function Agreement() {
  const linked = hasPath(CONTRACT_PATH);
  return (
    <View className='sign-in__agreement'>
      <Text>登录即表示你已阅读并同意码途的</Text>
      <Text className={linked ? 'sign-in__link' : ''} onClick={linked ? () => go(CONTRACT_PATH) : undefined}>
        用户协议与隐私政策
      </Text>
    </View>
  );
}
