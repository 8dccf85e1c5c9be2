import { Text, View } from '@tarojs/components';
import { Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { useWxCallback } from './use-wx-callback';
import './index.scss';

/** Where the QR sign-in lands after the scan (SPEC §2 /wxlogin/callback). */
export default function WxCallbackPage() {
  const { state, retry, backToLogin } = useWxCallback();
  return (
    <PageShell name='wxloginCallback'>
      <View className='card wx-callback'>
        {state.status === 'working' ? (
          <Loading text='正在登录...' />
        ) : (
          <View className='wx-callback__error'>
            <Text className='wx-callback__title'>微信登录未完成</Text>
            <Text className='wx-callback__message'>{state.message}</Text>
            <View className='wx-callback__actions'>
              <View className='btn btn--primary' onClick={backToLogin}>
                重新扫码登录
              </View>
              <View className='btn wx-callback__retry' onClick={retry}>
                重试
              </View>
            </View>
          </View>
        )}
      </View>
    </PageShell>
  );
}
