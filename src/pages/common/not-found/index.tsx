import { Text, View } from '@tarojs/components';
import { useRouter } from '@tarojs/taro';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import './index.scss';

export default function NotFoundPage() {
  const { params } = useRouter();
  const from = params.from ? decodeURIComponent(params.from) : '';
  return (
    <PageShell name='notFound'>
      <View className='not-found'>
        <Text className='not-found__code'>404</Text>
        <Text className='not-found__title'>页面不存在</Text>
        <Text className='not-found__hint'>{from ? `没有找到 ${from}` : '你访问的页面不存在或已被移除'}</Text>
        <View className='btn btn--primary not-found__home' onClick={() => go('/', { replace: true })}>
          返回首页
        </View>
      </View>
    </PageShell>
  );
}
