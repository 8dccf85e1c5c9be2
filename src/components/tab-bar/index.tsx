import { Text, View } from '@tarojs/components';
import { platform } from '../../platform/env';
import { go } from '../../platform/navigation';
import { tabRoutes } from '../../routes';
import NoticeBadge, { useUnreadPoll } from '../notice-badge';
import './index.scss';

/**
 * Our own bottom tab bar, H5 and mini-program alike: the tab pages of the route table (the
 * weapp's app.json tabBar is the same list, custom). Icons are drawn with CSS borders, never
 * glyphs or emoji. Unread notices ride on 我的.
 */
export default function TabBar({ active }: { active: string }) {
  const unread = useUnreadPoll();
  return (
    <View className='tab-bar'>
      {tabRoutes(platform).map((r) => (
        <View
          key={r.name}
          className={`tab-bar__item tab-bar__item--${r.name} ${r.name === active ? 'tab-bar__item--active' : ''}`}
          onClick={() => r.name !== active && go(r.path)}
        >
          <View className={`tab-bar__icon tab-bar__icon--${r.tab!.icon}`}>
            {r.name === 'userCenter' && <NoticeBadge count={unread} className='tab-bar__badge' />}
          </View>
          <Text className='tab-bar__label'>{r.tab!.label}</Text>
        </View>
      ))}
    </View>
  );
}
