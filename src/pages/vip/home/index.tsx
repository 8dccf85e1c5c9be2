import { Text, View } from '@tarojs/components';
import { EQUITY_KIND_LABEL, formatFen, type ProductView, type VipInfo } from '../../../../types/commerce';
import NoPermission from '../../../components/no-permission';
import { ErrorState } from '../../../components/state';
import { GiftLink } from '../../../components/vip-promo';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { untilText } from '../../../utils/vip';
import { scrollIntoView } from '../../../platform/scroll-into-view';

const scrollToTiers = () => scrollIntoView('vip-tiers');
import { daysLeft, ojOffer, perDay, useVipHome } from './use-vip-home';
import VipSkeleton from './vip-skeleton';
import './index.scss';

export default function VipPage() {
  return (
    <PageShell name='vip'>
      <VipHome />
    </PageShell>
  );
}

function VipHome() {
  const { load, reload } = useVipHome();
  if (load.status === 'loading') return <VipSkeleton />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  const { info, tier } = load;
  const oj = ojOffer(info);
  const benefits = info.tiers[0]?.benefits ?? [];
  return (
    <View className='vip'>
      {info.vip ? <Membership info={info} tier={tier} /> : <NoPermission onView={scrollToTiers} />}

      {benefits.length > 0 && (
        <View className='card vip__benefits'>
          <Text className='vip__section'>{info.vip ? '你的会员权益' : '会员权益'}</Text>
          {benefits.map((b) => (
            <View key={b} className='vip__benefit'>
              <Text className='vip__check'>✓</Text>
              <Text>{b}</Text>
            </View>
          ))}
        </View>
      )}

      {info.tiers.length > 0 && (
        <View id='vip-tiers' className='vip__tiers-wrap'>
          <Text className='vip__section'>{info.vip ? '续费会员' : '选择会员方案'}</Text>
          {info.vip && <Text className='vip__desc'>续费从当前有效期结束时起算，不会浪费剩余天数。</Text>}
          <View className='vip__tiers'>
            {info.tiers.map((p, i) => (
              <Tier key={p.product_id} product={p} highlight={i === info.tiers.length - 1} renew={info.vip} />
            ))}
          </View>
        </View>
      )}

      {oj && (
        <View className='card vip__oj'>
          <View className='vip__oj-body'>
            <Text className='vip__section'>只想刷题？{oj.name}</Text>
            <Text className='vip__desc'>{oj.description}</Text>
          </View>
          <View className='btn vip__oj-buy' onClick={() => go(`/order/create/${oj.product_id}`)}>
            {formatFen(oj.price_fen)} 购买
          </View>
        </View>
      )}

      <View className='vip__gift'>
        <GiftLink />
      </View>
    </View>
  );
}

function Membership({ info, tier }: { info: VipInfo; tier: string }) {
  const left = daysLeft(info.vip_until);
  const others = info.holdings.filter((h) => h.kind !== 'vip');
  return (
    <View className='card vip__member'>
      <View className='vip__member-head'>
        <Text className='vip__badge'>SVIP</Text>
        <Text className='vip__member-title'>你已是超级会员</Text>
      </View>
      {tier && <Text className='vip__member-tier'>当前方案：{tier}</Text>}
      <Text className='vip__member-until'>
        会员有效期至 {untilText(info.vip_until)}
        {left !== null ? `（剩余 ${left} 天）` : ''}
      </Text>
      {others.length > 0 && (
        <View className='vip__holdings'>
          {others.map((h) => (
            <Text key={`${h.kind}-${h.target_id}`} className='tag tag--vip'>
              {EQUITY_KIND_LABEL[h.kind]} · 至 {untilText(h.expires_at)}
            </Text>
          ))}
        </View>
      )}
      <View className='vip__member-actions'>
        <View className='btn btn--primary' onClick={() => go('/course')}>
          去学习
        </View>
        <View className='btn' onClick={() => go('/oj')}>
          去刷题
        </View>
        <View className='btn' onClick={scrollToTiers}>
          续费
        </View>
      </View>
    </View>
  );
}

function Tier({ product: p, highlight, renew }: { product: ProductView; highlight: boolean; renew: boolean }) {
  const days = p.equities.find((e) => e.kind === 'vip')?.duration_days ?? 0;
  return (
    <View className={`card vip__tier ${highlight ? 'vip__tier--hot' : ''}`}>
      {highlight && <Text className='vip__hot'>最划算</Text>}
      <Text className='vip__tier-name'>{p.name}</Text>
      <View className='vip__tier-price'>
        <Text className='vip__price'>{formatFen(p.price_fen)}</Text>
        {p.original_price_fen > p.price_fen && <Text className='vip__original'>{formatFen(p.original_price_fen)}</Text>}
      </View>
      <Text className='vip__desc'>{days ? `${days} 天 · 每天约 ¥${perDay(p.price_fen, days)}` : '永久有效'}</Text>
      <View className='btn btn--primary btn--block vip__buy' onClick={() => go(`/order/create/${p.product_id}`)}>
        {renew ? `续费${p.name}` : '立即开通'}
      </View>
    </View>
  );
}
