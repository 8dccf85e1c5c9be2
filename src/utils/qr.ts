/** QR code as an SVG data URL (H5 only: the login page's QR panel imports it). */
import qrcode from 'qrcode-generator';

export function qrSvgDataUrl(text: string): string {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const svg = qr.createSvgTag({ cellSize: 4, margin: 2, scalable: true });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
}
