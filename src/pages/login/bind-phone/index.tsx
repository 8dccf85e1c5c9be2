import { Text, View } from '@tarojs/components';
import PhoneCodeForm from '../../../components/phone-code-form';
import PageShell from '../../../layouts/page-shell';
import { maskPhone } from '../../../utils/format';
import { useBindPhone } from './use-bind-phone';
import './index.scss';

/** /bindphone (SPEC §2, §6 step 4): phone + SMS code; needs a token, not a phone. */
export default function BindPhonePage() {
  return (
    <PageShell name='bindPhone'>
      <BindPhone />
    </PageShell>
  );
}

function BindPhone() {
  const { current, onSubmit } = useBindPhone();
  return (
    <View className='card bind-phone'>
      <Text className='bind-phone__title'>{current ? '更换手机号' : '绑定手机号'}</Text>
      <Text className='bind-phone__hint'>
        {current
          ? `当前绑定 ${maskPhone(current)}，验证新手机号后将替换`
          : '为了账号安全，学习课程、参加考试前请先绑定手机号'}
      </Text>
      <PhoneCodeForm submitText={current ? '更换' : '绑定'} pendingText={current ? '更换中...' : '绑定中...'} onSubmit={onSubmit} />
    </View>
  );
}
