import QrPanel from '../../../login/sign-in/components/qr-panel.h5';

/** H5: the old WeChat account scans the official account's QR code; its one-time code proves it. */
export default function WechatVerify({ onCode }: { onCode: (code: string) => void }) {
  return <QrPanel onScanned={onCode} tip='请用旧账号绑定的微信扫码，关注「码途」公众号后完成验证' scannedText='扫码成功，正在验证...' />;
}
