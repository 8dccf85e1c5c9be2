import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import PhoneCodeForm from '../../../../components/phone-code-form';
import { useIsDesktop } from '../../../../platform/viewport';
import type { MethodsProps } from './methods';
import QrPanel from './qr-panel.h5';

type Mode = 'qr' | 'phone';
const LABEL: Record<Mode, string> = { qr: '微信扫码登录', phone: '手机号登录' };

/** H5: desktop opens on the QR code with a tab for the phone; phones open on the phone form. */
export default function SignInMethods({ redirectUrl, onPhoneSubmit }: MethodsProps) {
  const desktop = useIsDesktop();
  const [mode, setMode] = useState<Mode>(desktop ? 'qr' : 'phone');
  const other: Mode = mode === 'qr' ? 'phone' : 'qr';
  return (
    <View className='sign-in__methods'>
      {desktop && (
        <View className='sign-in__tabs'>
          {(['qr', 'phone'] as const).map((m) => (
            <View
              key={m}
              className={`sign-in__tab ${mode === m ? 'sign-in__tab--active' : ''}`}
              onClick={() => setMode(m)}
            >
              {LABEL[m]}
            </View>
          ))}
        </View>
      )}
      {mode === 'qr' ? (
        <QrPanel redirectUrl={redirectUrl} />
      ) : (
        <PhoneCodeForm submitText='登录' pendingText='登录中...' onSubmit={onPhoneSubmit} />
      )}
      {!desktop && (
        <View className='sign-in__switch' onClick={() => setMode(other)}>
          <Text>{LABEL[other]}</Text>
        </View>
      )}
    </View>
  );
}
