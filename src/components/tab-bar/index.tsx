import { Text, View } from '@tarojs/components';
import { platform } from '../../platform/env';
import { go } from '../../platform/navigation';
import { tabRoutes } from '../../routes';
import NoticeBadge, { useUnreadPoll } from '../notice-badge';
import './index.scss';

/** Our own bottom tab bar (the native one cannot be styled per layout); H5 and mini-program. */
export default function TabBar({ active }: { active: string }) {
  const unread = useUnreadPoll();
  return (
    <View className='tab-bar'>
      {tabRoutes(platform).map((r) => (
        <View
          key={r.name}
          className={`tab-bar__item ${r.name === active ? 'tab-bar__item--active' : ''}`}
          onClick={() => r.name !== active && go(r.path)}
        >
          <View className={`tab-bar__icon tab-bar__icon--${r.tab!.icon}`}>
            {/* unread notices ride on the user's own tab */}
            {r.name === 'userCenter' && <NoticeBadge count={unread} className='tab-bar__badge' />}
          </View>
          <Text className='tab-bar__label'>{r.tab!.label}</Text>
        </View>
      ))}
    </View>
  );
}
