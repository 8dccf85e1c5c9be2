import { useRouter } from '@tarojs/taro';
import { Text, View } from '@tarojs/components';
import { findRoute, routeByPage } from '../../routes/match';
import { go } from '../../platform/navigation';
import { Skeleton, type SkeletonVariant } from './skeleton';
import { skeletonVariantOf } from './skeleton-variant';
import './index.scss';

export { Skeleton, SKELETON_LABEL, type SkeletonVariant } from './skeleton';

/**
 * Content loading: a skeleton in the page's shape (a detail page's blocks when its route has a
 * `:param`, list rows otherwise). A `text` is a step the user waits for (生成支付二维码, 登录),
 * not content, and keeps the spinner with that text.
 */
export function Loading({ text, variant }: { text?: string; variant?: SkeletonVariant }) {
  const router = useRouter();
  if (text) {
    return (
      <View className='state state--loading'>
        <View className='state__spinner' />
        <Text className='state__text'>{text}</Text>
      </View>
    );
  }
  return <Skeleton variant={variant ?? skeletonVariantOf(routeOf(router?.path ?? ''))} />;
}

function routeOf(path: string) {
  const pathname = path.split('?')[0];
  return routeByPage(pathname) ?? findRoute(pathname)?.route ?? null;
}

/** What to do next from an empty list: a link (`path`) or an action (`onClick`, e.g. clear filters). */
export interface EmptyAction {
  text: string;
  path?: string;
  onClick?: () => void;
}

/** An empty list or record: what is missing and, whenever there is one, the next step (issue 25). */
export function Empty({ text, action }: { text: string; action?: EmptyAction }) {
  return (
    <View className='state state--empty'>
      <Text className='state__text'>{text}</Text>
      {action && (
        <View className='btn btn--primary state__action' onClick={() => (action.onClick ? action.onClick() : action.path && go(action.path))}>
          {action.text}
        </View>
      )}
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
