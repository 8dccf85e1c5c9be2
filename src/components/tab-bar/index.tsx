import { Text, View } from '@tarojs/components';
import { platform } from '../../platform/env';
import { go } from '../../platform/navigation';
import { tabRoutes } from '../../routes';
import './index.scss';

/** Our own bottom tab bar (the native one cannot be styled per layout); H5 and mini-program. */
export default function TabBar({ active }: { active: string }) {
  return (
    <View className='tab-bar'>
      {tabRoutes(platform).map((r) => (
        <View
          key={r.name}
          className={`tab-bar__item ${r.name === active ? 'tab-bar__item--active' : ''}`}
          onClick={() => r.name !== active && go(r.path)}
        >
          <View className={`tab-bar__icon tab-bar__icon--${r.tab!.icon}`} />
          <Text className='tab-bar__label'>{r.tab!.label}</Text>
        </View>
      ))}
    </View>
  );
}
