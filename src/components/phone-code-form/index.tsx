import { Input, Text, View } from '@tarojs/components';
import type { ReactNode } from 'react';
import { usePhoneCodeForm, type SubmitPhoneCode } from './use-phone-code-form';
import './index.scss';

interface Props {
  submitText: string;
  pendingText: string;
  /** throws to show its message under the form */
  onSubmit: SubmitPhoneCode;
  /** below the submit button (the agreement line of the sign-in page) */
  footer?: ReactNode;
}

/** Phone + SMS code (SPEC §5 rules), the captcha before sending, 60 s before a resend. */
export default function PhoneCodeForm({ submitText, pendingText, onSubmit, footer }: Props) {
  const f = usePhoneCodeForm(onSubmit);
  return (
    <View className='pcf'>
      <View className={`pcf__field ${f.errors.telephone ? 'pcf__field--error' : ''}`}>
        <Text className='pcf__prefix'>+86</Text>
        <Input
          className='pcf__input pcf__phone'
          type='number'
          maxlength={11}
          placeholder='请输入手机号'
          value={f.telephone}
          onInput={(e) => f.setTelephone(e.detail.value)}
          onBlur={f.checkPhone}
        />
      </View>
      {f.errors.telephone && <Text className='pcf__error'>{f.errors.telephone}</Text>}
      <View className={`pcf__field ${f.errors.code ? 'pcf__field--error' : ''}`}>
        <Input
          className='pcf__input pcf__code'
          type='number'
          maxlength={6}
          placeholder='请输入6位验证码'
          value={f.code}
          onInput={(e) => f.setCode(e.detail.value)}
          onBlur={f.checkCode}
          onConfirm={f.submit}
        />
        <View className={`pcf__send ${f.canSend ? '' : 'pcf__send--disabled'}`} onClick={f.sendCode}>
          {f.sendText}
        </View>
      </View>
      {f.errors.code && <Text className='pcf__error'>{f.errors.code}</Text>}
      {f.notice && !f.formError && <Text className='pcf__notice'>{f.notice}</Text>}
      {f.formError && <Text className='pcf__error pcf__error--form'>{f.formError}</Text>}
      <View className={`btn btn--primary btn--block pcf__submit ${f.submitting ? 'btn--disabled' : ''}`} onClick={f.submit}>
        {f.submitting ? pendingText : submitText}
      </View>
      {footer}
    </View>
  );
}
