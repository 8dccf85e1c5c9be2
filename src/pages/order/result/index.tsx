import { Text, View } from '@tarojs/components';
import { formatFen, ORDER_STATE_LABEL, type OrderView } from '../../../../types/commerce';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { useOrderResult } from './use-order-result';
import './index.scss';

export default function OrderResultPage() {
  return (
    <PageShell name='orderResult'>
      <OrderResult />
    </PageShell>
  );
}

function OrderResult() {
  const { state, restart } = useOrderResult();
  if (state.status === 'loading') return <Loading text='正在查询支付结果...' />;
  if (state.status === 'error') return <ErrorState text={state.message} onRetry={restart} />;
  const o = state.order;
  const paid = o.state === 'paid';
  return (
    <View className='pay-result'>
      <View className='card pay-result__card'>
        <Text className={`pay-result__icon pay-result__icon--${o.state}`}>{paid ? '✓' : o.state === 'unpaid' ? '…' : '!'}</Text>
        <Text className='pay-result__title'>{title(state.status, o)}</Text>
        {state.status === 'waiting' && <Text className='pay-result__hint'>支付完成后本页会自动更新</Text>}
        <View className='pay-result__rows'>
          <Row label='商品' value={o.product_name} />
          <Row label='订单号' value={o.order_no} />
          <Row label='实付金额' value={formatFen(o.amount_fen)} />
          <Row label='订单状态' value={ORDER_STATE_LABEL[o.state]} />
        </View>
        <View className='pay-result__actions'>
          {paid && o.category === 'vip' && (
            <View className='btn btn--primary' onClick={() => go('/vip', { replace: true })}>
              查看会员
            </View>
          )}
          {o.state === 'closed' && (
            <View className='btn btn--primary' onClick={() => go(`/order/create/${o.product_id}`, { replace: true })}>
              重新下单
            </View>
          )}
          {state.status === 'timeout' && (
            <View className='btn btn--primary' onClick={restart}>
              刷新结果
            </View>
          )}
          <View className='btn' onClick={() => go('/user/order', { replace: true })}>
            我的订单
          </View>
        </View>
      </View>
    </View>
  );
}

function title(status: string, o: OrderView): string {
  if (o.state === 'paid') return '支付成功';
  if (o.state === 'closed') return '订单已关闭';
  if (o.state === 'refunded') return '订单已退款';
  return status === 'timeout' ? '暂未收到支付结果' : '等待支付结果...';
}

function Row({ label, value }: { label: string; value: string }) {
  return (
    <View className='pay-result__row'>
      <Text className='pay-result__label'>{label}</Text>
      <Text>{value}</Text>
    </View>
  );
}
