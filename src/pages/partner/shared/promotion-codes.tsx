import { Image, Text, View } from '@tarojs/components';
import type { PromotionView } from '../../../../types/partner';
import { platform } from '../../../platform/env';
import { saveImage } from '../../../platform/save-image';
import { fetchPromotionMpCode } from '../../../services/api/partner';
import { assetUrl } from '../../../utils/asset-url';
import QrCode from './qr-code';
import { useLoad } from './use-load';
import './partner.scss';

/**
 * A promotion's two codes: the mini-program code WeChat made for it (scene = the promotion code;
 * saved to the album in the mini-program, downloaded on H5) and the QR code of its H5 link.
 */
export default function PromotionCodes({ p, url }: { p: PromotionView; url: string }) {
  const mp = useLoad(() => fetchPromotionMpCode(p.pmid, { silent: true }), [p.pmid, p.code]);
  const image = mp.data ? assetUrl(mp.data.url) : '';
  return (
    <View className='partner-codes'>
      <View className='partner-codes__item'>
        <Text className='partner-sub'>小程序码</Text>
        {mp.error ? (
          <View>
            <Text className='partner-meta partner-codes__error'>{mp.error}</Text>
            <View className='btn' onClick={mp.reload}>
              重试
            </View>
          </View>
        ) : !image ? (
          <Text className='partner-meta'>小程序码生成中…</Text>
        ) : (
          <View>
            <Image className='partner-codes__img' src={image} mode='aspectFit' />
            <View className='btn' onClick={() => void saveImage(image, `codetrek-${p.code}.png`)}>
              {platform === 'h5' ? '下载小程序码' : '保存到相册'}
            </View>
          </View>
        )}
        <Text className='partner-meta'>微信扫码打开小程序，访问记为本推广</Text>
      </View>
      <View className='partner-codes__item'>
        <Text className='partner-sub'>H5 链接二维码</Text>
        <QrCode text={url} />
        <Text className='partner-meta'>手机扫码打开 {url}</Text>
      </View>
    </View>
  );
}
