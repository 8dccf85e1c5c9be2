import { Text, View } from '@tarojs/components';
import { currentUrl, go } from '../../../../platform/navigation';
import { hasPath, loginPath, withQuery } from '../../../../routes';

/** The banner: what 码途 is; a visitor signs in here, a learner is greeted by name. */
export default function Hero({ nick }: { nick: string | null }) {
  return (
    <View className='landing-hero'>
      <Text className='landing-hero__title'>{nick ? `你好，${nick}` : '码途 CodeTrek'}</Text>
      <Text className='landing-hero__slogan'>程序员的进阶之路</Text>
      <Text className='landing-hero__desc'>系统的深度技能课、带在线判题的算法题库与题单、考试与训练营，以及一起答疑讨论的学习星球。</Text>
      <View className='landing-hero__actions'>
        {nick ? (
          <View className='btn btn--primary' onClick={() => go('/user/center')}>
            进入个人中心
          </View>
        ) : (
          <View className='btn btn--primary' onClick={() => go(withQuery(loginPath(), { redirectUrl: currentUrl() }))}>
            登录开始学习
          </View>
        )}
        {hasPath('/intro') && (
          <View className='btn landing-hero__ghost' onClick={() => go('/intro')}>
            一分钟了解码途
          </View>
        )}
      </View>
    </View>
  );
}
