import { Text, View } from '@tarojs/components';
import { go } from '../../platform/navigation';
import { hasPath } from '../../routes';
import { useAuthStore } from '../../stores/auth.store';
import { showVipPromo } from '../../utils/vip';
import './index.scss';

/** SPEC §6: VIP users see no banner promotion and no gift link; everyone else does. */
function useShowPromo(): boolean {
  const user = useAuthStore((s) => s.user);
  return showVipPromo(user);
}

/** The promotion banner above the header (the header grows taller with it, SPEC §2). */
export function VipBanner() {
  if (!useShowPromo() || !hasPath('/vip')) return null;
  return (
    <View className='vip-banner' onClick={() => go('/vip')}>
      <Text className='vip-banner__text'>开通超级会员，畅学全部课程与算法题库</Text>
      <Text className='vip-banner__cta'>查看会员 ›</Text>
    </View>
  );
}

/** The gift (benefit redemption) link, for non-VIP users only. */
export function GiftLink({ className = '' }: { className?: string }) {
  if (!useShowPromo() || !hasPath('/user/gift')) return null;
  return (
    <View className={`gift-link ${className}`} onClick={() => go('/user/gift')}>
      兑换礼包
    </View>
  );
}
