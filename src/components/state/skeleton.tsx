import { Text, View } from '@tarojs/components';

export type SkeletonVariant = 'list' | 'detail';

/** Read by screen readers and by the render tests; not shown. */
export const SKELETON_LABEL = '正在加载';

/**
 * Grey blocks in the shape of what is loading (issue 25 item 7): rows of a list, or the
 * title and paragraphs of a detail page. The shared loading state renders it, so every page
 * gets it without asking.
 */
export function Skeleton({ variant = 'list', rows = variant === 'list' ? 4 : 5 }: { variant?: SkeletonVariant; rows?: number }) {
  const lines = Array.from({ length: rows }, (_, i) => i);
  return (
    <View className={`skeleton skeleton--${variant}`} aria-busy='true' aria-label={SKELETON_LABEL}>
      <Text className='skeleton__label'>{SKELETON_LABEL}</Text>
      {variant === 'list' ? (
        lines.map((i) => (
          <View key={i} className='skeleton__row'>
            <View className='skeleton__thumb' />
            <View className='skeleton__body'>
              <View className='skeleton__line skeleton__line--title' />
              <View className='skeleton__line' />
              <View className='skeleton__line skeleton__line--short' />
            </View>
          </View>
        ))
      ) : (
        <View className='skeleton__block'>
          <View className='skeleton__line skeleton__line--heading' />
          <View className='skeleton__line skeleton__line--short' />
          <View className='skeleton__media' />
          {lines.map((i) => (
            <View key={i} className={`skeleton__line ${i === rows - 1 ? 'skeleton__line--short' : ''}`} />
          ))}
        </View>
      )}
    </View>
  );
}
