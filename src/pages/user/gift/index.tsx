import { Input, Text, View } from '@tarojs/components';
import { EQUITY_KIND_LABEL } from '../../../../types/commerce';
import PageShell from '../../../layouts/page-shell';
import { go } from '../../../platform/navigation';
import { untilText } from '../../../utils/vip';
import { useGiftRedeem } from './use-gift-redeem';
import './index.scss';

export default function UserGiftPage() {
  return (
    <PageShell name='userGift'>
      <GiftRedeem />
    </PageShell>
  );
}

function GiftRedeem() {
  const s = useGiftRedeem();
  if (s.result) {
    return (
      <View className='gift'>
        <View className='card gift__done'>
          <Text className='gift__ok'>兑换成功</Text>
          <Text className='gift__desc'>
            {s.result.gift_name} · {s.result.product_name}
          </Text>
          {s.result.equities.map((e) => (
            <Text key={`${e.kind}-${e.target_id}`} className='gift__desc'>
              {EQUITY_KIND_LABEL[e.kind]}
              {e.target_id ? ` #${e.target_id}` : ''}：有效期至 {untilText(e.expires_at)}
            </Text>
          ))}
          <View className='gift__actions'>
            <View className='btn btn--primary' onClick={() => go('/vip')}>
              查看会员
            </View>
            <View className='btn' onClick={s.again}>
              继续兑换
            </View>
          </View>
        </View>
      </View>
    );
  }
  return (
    <View className='gift'>
      <View className='card'>
        <Text className='gift__title'>权益兑换</Text>
        <Text className='gift__desc'>输入礼包兑换码，兑换会员或课程等权益。每个兑换码只能使用一次。</Text>
        <Input className='gift__input' placeholder='请输入12位兑换码' maxlength={20} value={s.code} onInput={(e) => s.setCode(e.detail.value)} onConfirm={() => void s.redeem()} />
        {s.error && <Text className='gift__error'>{s.error}</Text>}
        <View className={`btn btn--primary btn--block ${s.busy ? 'btn--disabled' : ''}`} onClick={() => void s.redeem()}>
          {s.busy ? '兑换中...' : '立即兑换'}
        </View>
      </View>
    </View>
  );
}
