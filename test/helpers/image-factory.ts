import { randomBytes } from 'node:crypto';
import sharp from 'sharp';

/** Real images made in the test run (no binary fixtures in the repository). */

export function png(width: number, height: number, color = '#3366cc'): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: color } }).png().toBuffer();
}

export function jpeg(width: number, height: number, opts: { orientation?: number; copyright?: string } = {}): Promise<Buffer> {
  let p = sharp({ create: { width, height, channels: 3, background: '#cc6633' } }).jpeg({ quality: 90 });
  if (opts.orientation) p = p.withMetadata({ orientation: opts.orientation });
  if (opts.copyright) p = p.withExifMerge({ IFD0: { Copyright: opts.copyright } });
  return p.toBuffer();
}

export function gif(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: '#ffffff' } }).gif().toBuffer();
}

/**
 * An uncompressed PNG of random pixels, so its size is known in advance:
 * height * (1 + width * 3) bytes of image data plus a few hundred bytes of chunks.
 */
export function noisePng(width: number, height: number): Promise<Buffer> {
  return sharp(randomBytes(width * height * 3), { raw: { width, height, channels: 3 } })
    .png({ compressionLevel: 0 })
    .toBuffer();
}
