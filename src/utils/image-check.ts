/** Client-side checks of a picked image before it is uploaded (SPEC §5: at most 10MB, png or jpeg). */
import { IMAGE_CONTENT_TYPES, type ImageType } from '../../types/upload';
import { LIMITS, MESSAGES } from '../../types/validation';

/** A file from Taro.chooseImage: H5 knows its MIME type; the mini-program only has a temp path. */
export interface PickedImage {
  path: string;
  size: number;
  /** MIME type when the platform reports one */
  type?: string;
  /** original file name (H5) */
  name?: string;
}

const EXTENSIONS: Record<string, ImageType> = { png: 'png', jpg: 'jpeg', jpeg: 'jpeg' };

export function imageTypeOf(file: PickedImage): ImageType | null {
  if (file.type) {
    const hit = (Object.keys(IMAGE_CONTENT_TYPES) as ImageType[]).find((t) => IMAGE_CONTENT_TYPES[t] === file.type);
    return hit ?? null;
  }
  // blob: URLs carry no extension, so a typeless H5 file falls back to its name
  const ext = /\.([a-z0-9]+)$/i.exec((file.name || file.path).split('?')[0])?.[1]?.toLowerCase();
  return (ext && EXTENSIONS[ext]) || null;
}

/** The message to show, or null when the image may be uploaded. The server checks again by magic bytes. */
export function checkImage(file: PickedImage): string | null {
  if (!imageTypeOf(file)) return MESSAGES.imageFormat;
  if (!(file.size > 0)) return MESSAGES.imageMissing;
  if (file.size > LIMITS.imageBytes) return MESSAGES.imageTooLarge;
  return null;
}
