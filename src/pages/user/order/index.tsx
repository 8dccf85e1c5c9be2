import { Text, View } from '@tarojs/components';
import { formatFen, ORDER_REFUND_STATE_LABEL, ORDER_STATE_LABEL, type OrderState } from '../../../../types/commerce';
import { Empty, ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { formatDate } from '../../../utils/format';
import { useUserOrders } from './use-user-orders';
import './index.scss';

const TABS: { v: OrderState | ''; t: string }[] = [
  { v: '', t: '全部' },
  { v: 'unpaid', t: '待支付' },
  { v: 'paid', t: '已支付' },
  { v: 'closed', t: '已关闭' },
  { v: 'refunded', t: '已退款' },
];

export default function UserOrderPage() {
  return (
    <PageShell name='userOrder'>
      <UserOrders />
    </PageShell>
  );
}

function UserOrders() {
  const s = useUserOrders();
  return (
    <View className='my-orders'>
      <View className='my-orders__tabs'>
        {TABS.map((tab) => (
          <Text key={tab.v} className={`my-orders__tab ${s.state === tab.v ? 'my-orders__tab--on' : ''}`} onClick={() => s.setState(tab.v)}>
            {tab.t}
          </Text>
        ))}
      </View>
      {s.error ? (
        <ErrorState text={s.error} onRetry={s.reload} />
      ) : s.loading && !s.list.length ? (
        <Loading />
      ) : !s.list.length ? (
        <Empty text='还没有订单，开通会员可解锁全部课程和题单' action={{ text: '去看看会员', path: '/vip' }} />
      ) : (
        <>
          {s.list.map((o) => (
            <View key={o.order_no} className='card my-orders__item'>
              <View className='my-orders__line'>
                <Text className='my-orders__name'>{o.product_name}</Text>
                <Text className={`my-orders__state my-orders__state--${o.state}`}>{ORDER_STATE_LABEL[o.state]}</Text>
              </View>
              <Text className='my-orders__meta'>订单号 {o.order_no}</Text>
              <Text className='my-orders__meta'>下单时间 {formatDate(o.created_at)}</Text>
              <View className='my-orders__line'>
                <Text className='my-orders__amount'>实付 {formatFen(o.amount_fen)}</Text>
                {o.refund_state !== 'none' && o.refund_state !== 'refunded' && (
                  <Text className='my-orders__refund'>
                    {ORDER_REFUND_STATE_LABEL[o.refund_state]}
                    {o.refunded_fen > 0 ? ` · 已退 ${formatFen(o.refunded_fen)}` : ''}
                  </Text>
                )}
                {o.state === 'unpaid' ? (
                  <View className='btn btn--primary' onClick={() => go(`/order/create/${o.product_id}?order_no=${o.order_no}`)}>
                    去支付
                  </View>
                ) : (
                  <View className='btn' onClick={() => go(`/order/${o.order_no}/payment/result`)}>
                    查看详情
                  </View>
                )}
              </View>
            </View>
          ))}
          {s.more ? (
            <View className={`btn btn--block ${s.loading ? 'btn--disabled' : ''}`} onClick={s.loadMore}>
              {s.loading ? '加载中...' : '加载更多'}
            </View>
          ) : (
            <Text className='my-orders__end'>共 {s.total} 个订单</Text>
          )}
        </>
      )}
    </View>
  );
}
