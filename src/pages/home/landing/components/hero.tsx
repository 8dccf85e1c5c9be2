import { Text, View } from '@tarojs/components';
import { currentUrl, go } from '../../../../platform/navigation';
import { loginPath, withQuery } from '../../../../routes';

export default function Hero({ signedIn }: { signedIn: boolean }) {
  return (
    <View className='landing-hero'>
      <Text className='landing-hero__title'>码途 CodeTrek</Text>
      <Text className='landing-hero__slogan'>程序员的进阶之路</Text>
      <Text className='landing-hero__desc'>
        系统的深度技能课、带在线判题的算法题库、考试与训练营，以及一起答疑讨论的学习社区。
      </Text>
      <View className='landing-hero__actions'>
        {signedIn ? (
          <View className='btn btn--primary' onClick={() => go('/user/center')}>
            进入个人中心
          </View>
        ) : (
          <View
            className='btn btn--primary'
            onClick={() => go(withQuery(loginPath(), { redirectUrl: currentUrl() }))}
          >
            登录开始学习
          </View>
        )}
      </View>
    </View>
  );
}
