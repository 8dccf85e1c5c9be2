import { Text, View } from '@tarojs/components';

/** Mini-program: the signed-in account is this WeChat; an old WeChat account is verified on the website. */
export default function WechatVerify(_: { onCode: (code: string) => void }) {
  return (
    <View className='migrate__hint'>
      <Text>小程序内已登录的就是当前微信账号。要合并另一个微信账号，请在电脑浏览器打开码途网站的「账号迁移」页面扫码验证。</Text>
    </View>
  );
}
