import { Text, View } from '@tarojs/components';
import Taro from '@tarojs/taro';
import { useState } from 'react';
import type { PromotionView } from '../../../../types/partner';
import { platform } from '../../../platform/env';
import { go } from '../../../platform/navigation';
import PromotionCodes from './promotion-codes';

/** Full H5 link of a promotion (the `/:channel` landing); its QR code sits next to the mini-program code. */
export function promotionUrl(p: PromotionView): string {
  const origin = platform === 'h5' && typeof window !== 'undefined' ? window.location.origin : 'https://codetrek.cn';
  return `${origin}${p.link}`;
}

/** On the bonus page (no bonus button) the codes show at once; in lists they open on demand. */
export default function PromotionCard({ p, showBonus = true }: { p: PromotionView; showBonus?: boolean }) {
  const [qr, setQr] = useState(!showBonus);
  const url = promotionUrl(p);
  const copy = () => void Taro.setClipboardData({ data: url }).then(() => Taro.showToast({ title: '链接已复制', icon: 'none' }));
  return (
    <View className='card partner-page__card'>
      <View className='partner-row'>
        <Text className='partner-sub'>{p.product_name || `商品 ${p.product_id}`}</Text>
        <Text className={`partner-state partner-state--${p.enabled ? 'active' : 'expired'}`}>{p.enabled ? '推广中' : '已停用'}</Text>
      </View>
      <Text className='partner-meta'>推广码 {p.code} · 佣金 {(p.rate_bp / 100).toFixed(2)}%</Text>
      <Text className='partner-meta'>链接 {url}</Text>
      <Text className='partner-meta'>小程序路径 {p.mp_path}</Text>
      <View className='partner-actions'>
        <View className='btn' onClick={copy}>
          复制链接
        </View>
        <View className='btn' onClick={() => setQr(!qr)}>
          {qr ? '收起推广码' : '小程序码与二维码'}
        </View>
        {showBonus && (
          <View className='btn btn--primary' onClick={() => go(`/partner/promotion/${p.pmid}/bonus`)}>
            推广收益
          </View>
        )}
      </View>
      {qr && <PromotionCodes p={p} url={url} />}
    </View>
  );
}
