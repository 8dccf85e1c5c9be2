import { Text, View } from '@tarojs/components';
import { Loading } from '../../../../components/state';
import { qrSvgDataUrl } from '../../../../utils/qr';
import { go } from '../../../../platform/navigation';
import { qrCallbackUrl } from '../qr-login';
import { useQrLogin } from '../use-qr-login';

interface Props {
  /** sign-in: where to go after the callback */
  redirectUrl?: string;
  /** instead of signing in: what to do with the scan's one-time code */
  onScanned?: (code: string) => void;
  tip?: string;
  scannedText?: string;
}

/** Desktop QR through the official account (H5 only): sign-in, or proving a WeChat account elsewhere. */
export default function QrPanel({ redirectUrl = '/', onScanned, tip = '请使用微信扫一扫，关注「码途」公众号后自动登录', scannedText = '扫码成功，正在登录...' }: Props) {
  const { view, refresh, devScan } = useQrLogin(onScanned ?? ((code) => go(qrCallbackUrl(code, redirectUrl), { replace: true })));
  const qr = view.status === 'waiting' || view.status === 'scanned' || view.status === 'expired' ? view.qr : null;
  return (
    <View className='qr-panel'>
      <View className='qr-panel__box'>
        {view.status === 'loading' && <Loading text='正在获取二维码...' />}
        {qr && <img className='qr-panel__img' src={qrSvgDataUrl(qr.qrcode_url)} alt='微信扫码登录二维码' />}
        {view.status === 'scanned' && (
          <View className='qr-panel__mask'>
            <Text className='qr-panel__mask-text'>{scannedText}</Text>
          </View>
        )}
        {(view.status === 'expired' || view.status === 'error') && (
          <View className='qr-panel__mask'>
            <Text className='qr-panel__mask-text'>{view.status === 'expired' ? '二维码已过期' : view.message}</Text>
            <View className='btn btn--primary qr-panel__refresh' onClick={refresh}>
              刷新二维码
            </View>
          </View>
        )}
      </View>
      <Text className='qr-panel__tip'>{tip}</Text>
      {devScan && view.status === 'waiting' && (
        <a className='qr-panel__dev' href={view.qr.qrcode_url} target='_blank' rel='noopener noreferrer'>
          模拟扫码（开发环境）
        </a>
      )}
    </View>
  );
}
