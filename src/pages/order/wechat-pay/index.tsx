import { Image, Text, View } from '@tarojs/components';
import { formatFen } from '../../../../types/commerce';
import { ErrorState, Loading } from '../../../components/state';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { qrSvgDataUrl } from '../../../utils/qr';
import { useWechatPay } from './use-wechat-pay';
import './index.scss';

export default function WechatPayPage() {
  return (
    <PageShell name='orderWechatPay'>
      <WechatPay />
    </PageShell>
  );
}

function mmss(ms: number): string {
  const s = Math.floor(ms / 1000);
  return `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;
}

function WechatPay() {
  const { orderNo, state, start, left } = useWechatPay();
  if (state.status === 'loading') return <Loading text='正在生成支付二维码...' />;
  if (state.status === 'error') return <ErrorState text={state.message} onRetry={start} />;
  const o = state.order;
  return (
    <View className='wxpay'>
      <View className='card wxpay__card'>
        <Text className='wxpay__title'>微信扫码支付</Text>
        <Text className='wxpay__amount'>{formatFen(o.amount_fen)}</Text>
        <Text className='wxpay__product'>{o.product_name}</Text>
        <Image className='wxpay__qr' src={qrSvgDataUrl(state.codeUrl)} />
        <Text className='wxpay__hint'>请使用微信扫一扫完成支付</Text>
        <Text className='wxpay__hint'>{left > 0 ? `订单将在 ${mmss(left)} 后关闭` : '订单已超时'}</Text>
        <View className='wxpay__actions'>
          <View className='btn btn--primary' onClick={() => go(`/order/${orderNo}/payment/result`, { replace: true })}>
            我已支付
          </View>
          <View className='btn' onClick={() => go(`/order/create/${o.product_id}?order_no=${orderNo}`, { replace: true })}>
            更换支付方式
          </View>
        </View>
      </View>
    </View>
  );
}
