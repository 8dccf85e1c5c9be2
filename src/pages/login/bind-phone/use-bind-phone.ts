import Taro, { useRouter } from '@tarojs/taro';
import type { PhoneCodeValues } from '../../../components/phone-code-form/rules';
import { go } from '../../../platform/navigation';
import { routeByName, safeRedirect } from '../../../routes';
import { bindPhone } from '../../../services/profile';
import { useAuthStore } from '../../../stores/auth.store';

/** /bindphone?redirectUrl=: bind (or change) the phone, then go on to where the guard stopped. */
export function useBindPhone() {
  const { params } = useRouter();
  const redirectUrl = params.redirectUrl ? safeRedirect(params.redirectUrl) : routeByName('userInfo').path;
  const current = useAuthStore((s) => s.user?.telephone ?? null);
  const onSubmit = async (values: PhoneCodeValues) => {
    // 4009 (the phone belongs to another account) and code errors come back as the server's message
    await bindPhone(values, { silent: true });
    void Taro.showToast({ title: '绑定成功', icon: 'success', duration: 1500 });
    go(redirectUrl, { replace: true });
  };
  return { current, onSubmit };
}
