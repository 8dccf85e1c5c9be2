import { Text, View } from '@tarojs/components';
import { useState } from 'react';
import { go } from '../../platform/navigation';
import { useViewportWidth } from '../../platform/viewport';
import { navLinks } from '../../routes';
import type { RouteEntry } from '../../routes/table';
import { isSignedIn, useAuthStore } from '../../stores/auth.store';
import UserEntry from '../user-entry';
import { VipBanner } from '../vip-promo';
import { navRoom, splitNav } from './nav-overflow';
import './index.scss';

/**
 * Desktop header (SPEC §2): 65px, logo, the areas on one line — those that do not fit go into
 * 更多 — and the user (avatar menu). The promotion banner sits above it for non-VIP users.
 */
export default function Header({ route }: { route: RouteEntry }) {
  const width = useViewportWidth();
  const signedIn = useAuthStore((s) => isSignedIn(s, Date.now()) && !!s.user);
  const [moreOpen, setMoreOpen] = useState(false);
  const { shown, more } = splitNav(navLinks(), navRoom(width, signedIn));
  const active = (path: string) => route.path === path || route.path.startsWith(`${path}/`);
  const open = (path: string) => {
    setMoreOpen(false);
    go(path);
  };
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
            {shown.map((link) => (
              <View
                key={link.path}
                className={`header__link ${active(link.path) ? 'header__link--active' : ''}`}
                onClick={() => open(link.path)}
              >
                {link.label}
              </View>
            ))}
            {more.length > 0 && (
              <View className='header__more'>
                <View
                  className={`header__link header__more-btn ${more.some((l) => active(l.path)) ? 'header__link--active' : ''}`}
                  onClick={() => setMoreOpen(!moreOpen)}
                >
                  更多
                  <View className={`caret ${moreOpen ? 'caret--up' : ''}`} />
                </View>
                {moreOpen && (
                  <>
                    <View className='menu-mask' onClick={() => setMoreOpen(false)} />
                    <View className='menu header__more-menu'>
                      {more.map((l) => (
                        <View key={l.path} className='menu__item' onClick={() => open(l.path)}>
                          {l.label}
                        </View>
                      ))}
                    </View>
                  </>
                )}
              </View>
            )}
          </View>
          <UserEntry />
        </View>
      </View>
    </View>
  );
}
