import sharp from 'sharp';
import { ImageType, THUMBNAIL_WIDTH } from '../../../../types/upload';
import { LIMITS } from '../../../../types/validation';

export interface EncodedImage {
  data: Buffer;
  width: number;
  height: number;
}

export interface ProcessedImage {
  type: ImageType;
  image: EncodedImage;
  /** null when the image is already THUMBNAIL_WIDTH wide or narrower */
  thumb: EncodedImage | null;
}

export class ImageRejected extends Error {
  constructor(readonly reason: 'format' | 'pixels') {
    super(reason);
  }
}

const PNG_MAGIC = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** SPEC §5 allows png and jpeg: decided by the first bytes, never by the name or declared type. */
export function sniffImage(bytes: Buffer): ImageType | null {
  if (bytes.length >= 8 && bytes.subarray(0, 8).equals(PNG_MAGIC)) return 'png';
  if (bytes.length >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'jpeg';
  return null;
}

function encode(pipeline: sharp.Sharp, type: ImageType): sharp.Sharp {
  // re-encoding drops EXIF/XMP (GPS, camera serials) and anything appended after the image data
  return type === 'png' ? pipeline.png({ compressionLevel: 6 }) : pipeline.jpeg({ quality: 88, mozjpeg: true });
}

/**
 * Fully decodes the upload (a valid header with a broken body is refused), applies the EXIF
 * orientation, re-encodes it without metadata and makes the width-200 thumbnail (SPEC §9).
 */
export async function processImage(bytes: Buffer, type: ImageType): Promise<ProcessedImage> {
  const input = { limitInputPixels: LIMITS.imagePixels, failOn: 'error' as const, sequentialRead: true };
  let meta: sharp.Metadata;
  try {
    // header only: the pixel limit is applied below, with its own message
    meta = await sharp(bytes, { ...input, limitInputPixels: false }).metadata();
  } catch {
    throw new ImageRejected('format');
  }
  const expected = type === 'png' ? 'png' : 'jpeg';
  if (meta.format !== expected || !meta.width || !meta.height) throw new ImageRejected('format');
  // checked here from the header so a decompression bomb is refused before any pixel is decoded
  if (meta.width * meta.height > LIMITS.imagePixels) throw new ImageRejected('pixels');
  let image: EncodedImage;
  try {
    const { data, info } = await encode(sharp(bytes, input).rotate(), type).toBuffer({ resolveWithObject: true });
    image = { data, width: info.width, height: info.height };
  } catch {
    throw new ImageRejected('format');
  }
  if (image.width <= THUMBNAIL_WIDTH) return { type, image, thumb: null };
  const { data, info } = await encode(sharp(image.data).resize({ width: THUMBNAIL_WIDTH }), type).toBuffer({ resolveWithObject: true });
  return { type, image, thumb: { data, width: info.width, height: info.height } };
}
