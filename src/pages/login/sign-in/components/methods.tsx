import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import type { PhoneCodeValues } from '../../../../components/phone-code-form/rules';
import PhoneCodeForm from '../../../../components/phone-code-form';
import { signInWithWechat } from '../../../../platform/login';

export interface MethodsProps {
  redirectUrl: string;
  onPhoneSubmit(values: PhoneCodeValues): Promise<void>;
  /** after a sign-in that did not go through the phone form */
  onSignedIn(): void;
}

/** Mini-program (methods.h5.tsx is the H5 one): phone + SMS code, or 微信一键登录. */
export default function SignInMethods({ onPhoneSubmit, onSignedIn }: MethodsProps) {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState('');
  const oneTap = async () => {
    if (pending) return;
    setPending(true);
    setError('');
    try {
      await signInWithWechat();
      onSignedIn();
    } catch (e) {
      setError(e instanceof Error && e.message ? e.message : '微信登录失败，请稍后重试');
    } finally {
      setPending(false);
    }
  };
  return (
    <View className='sign-in__methods'>
      <PhoneCodeForm submitText='登录' pendingText='登录中...' onSubmit={onPhoneSubmit} />
      <View className='sign-in__divider'>
        <Text className='sign-in__or'>或</Text>
      </View>
      <View className={`btn btn--block sign-in__wechat ${pending ? 'btn--disabled' : ''}`} onClick={oneTap}>
        {pending ? '登录中...' : '微信一键登录'}
      </View>
      {error && <Text className='sign-in__error'>{error}</Text>}
    </View>
  );
}
