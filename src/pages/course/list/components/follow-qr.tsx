import { Text } from '@tarojs/components';
import type { QrCodeResponse } from '../../../../../types/auth';

/** Mini-program: a QR of our own account cannot be scanned from inside WeChat itself. */
export default function FollowQr(_: { qr: QrCodeResponse | null }) {
  return <Text className='follow-modal__text'>在微信中搜索「码途」公众号并关注</Text>;
}
