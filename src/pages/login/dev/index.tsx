import { Input, Text, View } from '@tarojs/components';
import PageShell from '../../../layouts/page-shell';
import { useDevLogin } from './use-dev-login';
import './index.scss';

/** Development sign-in (SPEC §2 /login/dev); the server refuses it in production. */
export default function DevLoginPage() {
  const s = useDevLogin();
  const busy = (key: string) => (s.pending === key ? '登录中...' : null);
  return (
    <PageShell name='loginDev'>
      <View className='card dev-login'>
        <Text className='dev-login__title'>开发登录</Text>
        <Text className='dev-login__hint'>仅用于开发与测试环境，生产环境不可用。</Text>
        <View className={`btn btn--primary btn--block dev-login__btn ${s.pending ? 'btn--disabled' : ''}`} onClick={s.asUser}>
          {busy('user') ?? '以普通学员登录'}
        </View>
        <View className={`btn btn--block dev-login__btn ${s.pending ? 'btn--disabled' : ''}`} onClick={s.asAdmin}>
          {busy('admin') ?? '以管理员登录'}
        </View>
        <View className='dev-login__uid'>
          <Input
            className='dev-login__input'
            type='text'
            placeholder='或输入 UID'
            value={s.uid}
            onInput={(e) => s.setUid(e.detail.value)}
            onConfirm={s.asUid}
          />
          <View className={`btn dev-login__go ${s.pending ? 'btn--disabled' : ''}`} onClick={s.asUid}>
            {busy('uid') ?? '登录'}
          </View>
        </View>
        {s.error && <Text className='dev-login__error'>{s.error}</Text>}
      </View>
    </PageShell>
  );
}
