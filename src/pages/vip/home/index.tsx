import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { EQUITY_KIND_LABEL, formatFen, type ProductView } from '../../../../types/commerce';
import NoPermission from '../../../components/no-permission';
import { ErrorState, Loading } from '../../../components/state';
import { GiftLink } from '../../../components/vip-promo';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { untilText } from '../../../utils/vip';
import { perDay, useVipHome } from './use-vip-home';
import './index.scss';

export default function VipPage() {
  return (
    <PageShell name='vip'>
      <VipHome />
    </PageShell>
  );
}

const scrollToTiers = () => void Taro.pageScrollTo({ selector: '#vip-tiers', duration: 300 });

function VipHome() {
  const { load, reload } = useVipHome();
  if (load.status === 'loading') return <Loading />;
  if (load.status === 'error') return <ErrorState text={load.message} onRetry={reload} />;
  const { info } = load;
  return (
    <View className='vip'>
      {info.vip ? (
        <View className='card vip__member'>
          <Text className='vip__badge'>SVIP</Text>
          <Text className='vip__member-title'>你已是超级会员</Text>
          <Text className='vip__member-until'>会员有效期至 {untilText(info.vip_until)}</Text>
          <View className='vip__holdings'>
            {info.holdings.map((h) => (
              <Text key={`${h.kind}-${h.target_id}`} className='tag tag--vip'>
                {EQUITY_KIND_LABEL[h.kind]}
                {h.target_id ? ` #${h.target_id}` : ''} · {untilText(h.expires_at)}
              </Text>
            ))}
          </View>
        </View>
      ) : (
        <NoPermission onView={scrollToTiers} />
      )}

      <View id='vip-tiers' className='vip__tiers'>
        {info.tiers.map((p, i) => (
          <Tier key={p.product_id} product={p} highlight={i === info.tiers.length - 1} renew={info.vip} />
        ))}
      </View>

      {info.tiers[0] && (
        <View className='card vip__benefits'>
          <Text className='vip__section'>会员权益</Text>
          {info.tiers[0].benefits.map((b) => (
            <Text key={b} className='vip__benefit'>
              ✓ {b}
            </Text>
          ))}
        </View>
      )}

      {info.oj_product && info.oj_product.on_sale && (
        <View className='card vip__oj'>
          <View>
            <Text className='vip__section'>只想刷题？{info.oj_product.name}</Text>
            <Text className='vip__desc'>{info.oj_product.description}</Text>
          </View>
          <View className='btn' onClick={() => go(`/order/create/${info.oj_product!.product_id}`)}>
            {formatFen(info.oj_product.price_fen)} 购买
          </View>
        </View>
      )}

      <View className='vip__gift'>
        <GiftLink />
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
        {renew ? '续费' : '立即开通'}
      </View>
    </View>
  );
}
