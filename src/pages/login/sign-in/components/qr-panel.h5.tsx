import { Text, View } from '@tarojs/components';
import { Loading } from '../../../../components/state';
import { qrSvgDataUrl } from '../../../../utils/qr';
import { useQrLogin } from '../use-qr-login';

/** Desktop QR sign-in through the official account (H5 only). */
export default function QrPanel({ redirectUrl }: { redirectUrl: string }) {
  const { view, refresh, devScan } = useQrLogin(redirectUrl);
  const qr = view.status === 'waiting' || view.status === 'scanned' || view.status === 'expired' ? view.qr : null;
  return (
    <View className='qr-panel'>
      <View className='qr-panel__box'>
        {view.status === 'loading' && <Loading text='正在获取二维码...' />}
        {qr && <img className='qr-panel__img' src={qrSvgDataUrl(qr.qrcode_url)} alt='微信扫码登录二维码' />}
        {view.status === 'scanned' && (
          <View className='qr-panel__mask'>
            <Text className='qr-panel__mask-text'>扫码成功，正在登录...</Text>
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
      <Text className='qr-panel__tip'>请使用微信扫一扫，关注「码途」公众号后自动登录</Text>
      {devScan && view.status === 'waiting' && (
        <a className='qr-panel__dev' href={view.qr.qrcode_url} target='_blank' rel='noopener noreferrer'>
          模拟扫码（开发环境）
        </a>
      )}
    </View>
  );
}
