import { Text, View } from '@tarojs/components';
import './index.scss';

export function Loading({ text = '加载中...' }: { text?: string }) {
  return (
    <View className='state state--loading'>
      <View className='state__spinner' />
      <Text className='state__text'>{text}</Text>
    </View>
  );
}

export function Empty({ text = '暂无内容' }: { text?: string }) {
  return (
    <View className='state'>
      <Text className='state__text'>{text}</Text>
    </View>
  );
}

export function ErrorState({ text, onRetry }: { text: string; onRetry?: () => void }) {
  return (
    <View className='state state--error'>
      <Text className='state__text'>{text}</Text>
      {onRetry && (
        <View className='btn state__retry' onClick={onRetry}>
          重试
        </View>
      )}
    </View>
  );
}
