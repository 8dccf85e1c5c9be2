import { useRouter } from '@tarojs/taro';
import type { PhoneCodeValues } from '../../../components/phone-code-form/rules';
import { go } from '../../../platform/navigation';
import { safeRedirect } from '../../../routes';
import { signInWithPhone } from '../../../services/session';

/** /login?redirectUrl=: every way of signing in ends by going to redirectUrl (home by default). */
export function useSignIn() {
  const { params } = useRouter();
  const redirectUrl = safeRedirect(params.redirectUrl);
  const onSignedIn = () => go(redirectUrl, { replace: true });
  const onPhoneSubmit = async (values: PhoneCodeValues) => {
    await signInWithPhone(values, { silent: true });
    onSignedIn();
  };
  return { redirectUrl, onSignedIn, onPhoneSubmit };
}
