import { Text, View } from '@tarojs/components';
import { EQUITY_KIND_LABEL, formatFen, type ProductView } from '../../../../types/commerce';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { useOrderCreate } from './use-order-create';
import './index.scss';

export default function OrderCreatePage() {
  return (
    <PageShell name='orderCreate'>
      <OrderCreate />
    </PageShell>
  );
}

export function equitySummary(p: ProductView): string {
  return p.equities.map((e) => `${EQUITY_KIND_LABEL[e.kind]}${e.duration_days ? ` ${e.duration_days}天` : ' 永久'}`).join('、');
}

function OrderCreate() {
  const s = useOrderCreate();
  if (s.load.status === 'loading') return <Loading />;
  if (s.load.status === 'error') return <ErrorState text={s.load.message} onRetry={s.reload} />;
  const { view, existing } = s.load;
  const p = view.product;
  return (
    <View className='checkout'>
      <View className='card checkout__product'>
        <Text className='checkout__section'>商品信息</Text>
        <View className='checkout__line'>
          <Text className='checkout__name'>{p.name}</Text>
          <Text className='checkout__price'>{formatFen(p.price_fen)}</Text>
        </View>
        {p.description && <Text className='checkout__desc'>{p.description}</Text>}
        <Text className='checkout__desc'>包含权益：{equitySummary(p) || '无'}</Text>
        {existing && <Text className='checkout__desc'>订单号：{existing.order_no}</Text>}
      </View>

      {!existing && (
        <View className='card checkout__coupons'>
          <Text className='checkout__section'>优惠券</Text>
          <Option on={!s.couponId} onClick={() => s.setCouponId('')} title='不使用优惠券' />
          {view.coupons.map((c) => (
            <Option
              key={c.id}
              on={s.couponId === c.id}
              disabled={!c.applicable}
              onClick={() => c.applicable && s.setCouponId(c.id)}
              title={c.name}
              note={c.applicable ? `-${formatFen(c.discount_fen)}` : c.min_fen > p.price_fen ? `满${formatFen(c.min_fen)}可用` : '不适用'}
            />
          ))}
          {s.claimable.map((c) => (
            <View key={c.id} className='checkout__claim'>
              <Text>{c.name}</Text>
              <View className='btn checkout__claim-btn' onClick={() => void s.claim(c.id)}>
                领取
              </View>
            </View>
          ))}
        </View>
      )}

      <View className='card checkout__channels'>
        <Text className='checkout__section'>支付方式</Text>
        {view.pay_channels.length === 0 ? (
          <Text className='checkout__desc'>暂无可用的支付方式</Text>
        ) : (
          view.pay_channels.map((c) => <Option key={c.code} on={s.channel === c.code} onClick={() => s.setChannel(c.code)} title={c.name} />)
        )}
      </View>

      {s.price && (
        <View className='card checkout__summary'>
          <Row label='商品金额' value={formatFen(s.price.list)} />
          <Row label='优惠' value={`-${formatFen(s.price.off)}`} />
          <View className='checkout__pay'>
            <Text>应付：</Text>
            <Text className='checkout__amount'>{formatFen(s.price.pay)}</Text>
          </View>
          <View className={`btn btn--primary btn--block ${s.submitting || !s.channel ? 'btn--disabled' : ''}`} onClick={() => void s.submit()}>
            {s.submitting ? '提交中...' : existing ? '去支付' : '提交订单'}
          </View>
        </View>
      )}
    </View>
  );
}

function Option({ on, title, note, disabled, onClick }: { on: boolean; title: string; note?: string; disabled?: boolean; onClick(): void }) {
  return (
    <View className={`checkout__option ${on ? 'checkout__option--on' : ''} ${disabled ? 'checkout__option--off' : ''}`} onClick={onClick}>
      <Text className='checkout__radio'>{on ? '●' : '○'}</Text>
      <Text className='checkout__option-title'>{title}</Text>
      {note && <Text className='checkout__note'>{note}</Text>}
    </View>
  );
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View className='checkout__line'>
      <Text className='checkout__desc'>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}
