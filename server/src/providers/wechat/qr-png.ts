import qrcode from 'qrcode-generator';
import sharp from 'sharp';

/** WeChat's mini-program codes are 280-1280 pixels wide. */
export const WXA_WIDTH_MIN = 280;
export const WXA_WIDTH_MAX = 1280;

/** The dark modules of a QR code for `text` (the same library the client draws the H5 QR with). */
export function qrModules(text: string): boolean[][] {
  const qr = qrcode(0, 'M');
  qr.addData(text);
  qr.make();
  const n = qr.getModuleCount();
  return Array.from({ length: n }, (_, r) => Array.from({ length: n }, (_, c) => qr.isDark(r, c)));
}

/** A black-on-white PNG QR code about `width` pixels wide, with the standard 4-module quiet zone. */
export async function qrPng(text: string, width: number): Promise<Buffer> {
  const modules = qrModules(text);
  const quiet = 4;
  const total = modules.length + 2 * quiet;
  const scale = Math.max(1, Math.floor(width / total));
  const px = total * scale;
  const raw = Buffer.alloc(px * px, 255);
  modules.forEach((row, r) =>
    row.forEach((dark, c) => {
      if (!dark) return;
      for (let y = (r + quiet) * scale; y < (r + quiet + 1) * scale; y++) raw.fill(0, y * px + (c + quiet) * scale, y * px + (c + quiet + 1) * scale);
    }),
  );
  return sharp(raw, { raw: { width: px, height: px, channels: 1 } }).png().toBuffer();
}
