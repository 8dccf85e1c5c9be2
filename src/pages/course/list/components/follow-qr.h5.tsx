import { Text, View } from '@tarojs/components';
import type { QrCodeResponse } from '../../../../../types/auth';
import { useAuthStore } from '../../../../stores/auth.store';
import { useConfigStore } from '../../../../stores/config.store';
import { qrSvgDataUrl } from '../../../../utils/qr';

/** H5: the official account's QR; in development a link plays the scan for the signed-in user. */
export default function FollowQr({ qr }: { qr: QrCodeResponse | null }) {
  const uid = useAuthStore((s) => s.uid);
  const env = useConfigStore((s) => s.config?.env);
  if (!qr) return <Text className='follow-modal__text'>在微信中搜索「码途」公众号并关注</Text>;
  return (
    <View className='follow-modal__qr'>
      <img className='follow-modal__img' src={qrSvgDataUrl(qr.qrcode_url)} alt='码途公众号二维码' />
      <Text className='follow-modal__text'>微信扫码关注「码途」公众号</Text>
      {env === 'development' && uid && (
        <a className='follow-modal__dev' href={`${qr.qrcode_url}&uid=${encodeURIComponent(uid)}`} target='_blank' rel='noopener noreferrer'>
          模拟扫码关注（开发环境）
        </a>
      )}
    </View>
  );
}
