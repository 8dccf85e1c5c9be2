import { useEffect, useRef, useState } from 'react';
import { requestSmsCode } from '../../services/profile';
import { CaptchaCancelled } from '../../services/captcha';
import { maskPhone } from '../../utils/format';
import {
  codeError,
  createCountdown,
  digitsOnly,
  phoneError,
  sendLabel,
  validatePhoneCode,
  type PhoneCodeErrors,
  type PhoneCodeValues,
} from './rules';

export type SubmitPhoneCode = (values: PhoneCodeValues) => Promise<unknown>;

function messageOf(e: unknown): string {
  return e instanceof Error && e.message ? e.message : '操作失败，请稍后重试';
}

/** State of the phone + SMS code form: validation, captcha + send, resend countdown, submit. */
export function usePhoneCodeForm(onSubmit: SubmitPhoneCode) {
  const [telephone, setTelephone] = useState('');
  const [code, setCode] = useState('');
  const [errors, setErrors] = useState<PhoneCodeErrors>({});
  const [formError, setFormError] = useState('');
  const [notice, setNotice] = useState('');
  const [sending, setSending] = useState(false);
  const [submitting, setSubmitting] = useState(false);
  const [secondsLeft, setSecondsLeft] = useState(0);
  const [sentBefore, setSentBefore] = useState(false);
  const countdown = useRef(createCountdown(setSecondsLeft));
  useEffect(() => () => countdown.current.stop(), []);

  const sendCode = async () => {
    if (sending || secondsLeft > 0) return;
    const problem = phoneError(telephone);
    setErrors((prev) => ({ ...prev, telephone: problem }));
    if (problem) return;
    setSending(true);
    setFormError('');
    try {
      await requestSmsCode(telephone.trim(), { silent: true });
      countdown.current.start();
      setSentBefore(true);
      setNotice(`验证码已发送至 ${maskPhone(telephone.trim())}，5分钟内有效`);
    } catch (e) {
      if (!(e instanceof CaptchaCancelled)) setFormError(messageOf(e));
    } finally {
      setSending(false);
    }
  };

  const submit = async () => {
    if (submitting) return;
    const found = validatePhoneCode({ telephone, code });
    setErrors(found);
    if (found.telephone || found.code) return;
    setSubmitting(true);
    setFormError('');
    try {
      await onSubmit({ telephone: telephone.trim(), code: code.trim() });
    } catch (e) {
      setFormError(messageOf(e));
    } finally {
      setSubmitting(false);
    }
  };

  return {
    telephone,
    code,
    errors,
    formError,
    notice,
    sending,
    submitting,
    sendText: sending ? '发送中...' : sendLabel(secondsLeft, sentBefore),
    canSend: !sending && secondsLeft === 0,
    setTelephone: (v: string) => {
      setTelephone(digitsOnly(v, 11));
      if (errors.telephone) setErrors((prev) => ({ ...prev, telephone: undefined }));
    },
    setCode: (v: string) => {
      setCode(digitsOnly(v, 6));
      if (errors.code) setErrors((prev) => ({ ...prev, code: undefined }));
    },
    /** on blur: only complain about something typed */
    checkPhone: () => {
      if (telephone) setErrors((prev) => ({ ...prev, telephone: phoneError(telephone) }));
    },
    checkCode: () => {
      if (code) setErrors((prev) => ({ ...prev, code: codeError(code) }));
    },
    sendCode,
    submit,
  };
}
