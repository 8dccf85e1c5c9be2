import { Text, View } from '@tarojs/components';
import PageShell from '../../../layouts/page-shell';
import Agreement from './components/agreement';
import SignInMethods from './components/methods';
import { useSignIn } from './use-sign-in';
import './index.scss';

/** /login (SPEC §2): QR or phone + SMS code on H5, phone or 微信一键登录 in the mini-program. */
export default function SignInPage() {
  const s = useSignIn();
  return (
    <PageShell name='login'>
      <View className='card sign-in'>
        <Text className='sign-in__title'>登录码途</Text>
        <Text className='sign-in__hint'>新用户验证后将自动创建码途账号</Text>
        <SignInMethods redirectUrl={s.redirectUrl} onPhoneSubmit={s.onPhoneSubmit} onSignedIn={s.onSignedIn} />
        <Agreement />
      </View>
    </PageShell>
  );
}
