import { Text, View } from '@tarojs/components';
import { go } from '../../platform/navigation';
import { navLinks } from '../../routes';
import type { RouteEntry } from '../../routes/table';
import UserEntry from '../user-entry';
import { GiftLink, VipBanner } from '../vip-promo';
import './index.scss';

/** Desktop header (SPEC §2): 65px, logo, the navigation labels whose pages exist, the user. */
export default function Header({ route }: { route: RouteEntry }) {
  return (
    <View className='header-wrap'>
      <VipBanner />
      <View className='header'>
        <View className='header__inner'>
          <View className='header__logo' onClick={() => go('/')}>
            <Text className='header__mark'>码</Text>
            <Text className='header__brand'>码途</Text>
            <Text className='header__en'>CodeTrek</Text>
          </View>
          <View className='header__nav'>
            {navLinks().map((link) => (
              <View
                key={link.path}
                className={`header__link ${route.path === link.path ? 'header__link--active' : ''}`}
                onClick={() => go(link.path)}
              >
                {link.label}
              </View>
            ))}
          </View>
          <GiftLink />
          <UserEntry />
        </View>
      </View>
    </View>
  );
}
