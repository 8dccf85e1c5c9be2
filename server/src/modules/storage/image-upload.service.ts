import { Injectable, Logger } from '@nestjs/common';
import type { FastifyRequest } from 'fastify';
import { IMAGE_CONTENT_TYPES, UploadImageResponse } from '../../../../types/upload';
import { MESSAGES } from '../../../../types/validation';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { ImageRejected, processImage, ProcessedImage, sniffImage } from './image-codec';
import { readSingleFile } from './multipart-file';
import { StorageService } from './storage.service';

const EXT = { png: 'png', jpeg: 'jpg' } as const;

function formatError(message: string = MESSAGES.imageFormat): AppException {
  return AppException.invalid([{ field: 'file', message }], message);
}

/** POST /api/v1/upload/image (SPEC §5): png or jpeg up to 10 MB, stored with a width-200 thumbnail. */
@Injectable()
export class ImageUploadService {
  private readonly logger = new Logger('ImageUpload');

  constructor(private readonly storage: StorageService) {}

  async upload(caller: Caller, req: FastifyRequest): Promise<UploadImageResponse> {
    const file = await readSingleFile(req, { missing: MESSAGES.imageMissing, tooLarge: MESSAGES.imageTooLarge });
    const type = sniffImage(file.bytes);
    if (!type) throw formatError();
    let processed: ProcessedImage;
    try {
      processed = await processImage(file.bytes, type);
    } catch (e) {
      if (e instanceof ImageRejected) throw formatError(e.reason === 'pixels' ? MESSAGES.imagePixelsTooLarge : MESSAGES.imageFormat);
      this.logger.error({ msg: 'image processing failed', uid: caller.uid, err: String(e) });
      throw formatError();
    }
    const contentType = IMAGE_CONTENT_TYPES[type];
    const key = this.storage.newKey(caller.uid, 'img', EXT[type]);
    const thumbKey = processed.thumb ? key.replace(/\.(\w+)$/, '_w200.$1') : key;
    await this.storage.put(key, processed.image.data, contentType, MESSAGES.imageUploadFailed);
    if (processed.thumb) {
      try {
        await this.storage.put(thumbKey, processed.thumb.data, contentType, MESSAGES.imageUploadFailed);
      } catch (e) {
        // no half uploads: an image without its thumbnail is removed again
        await this.storage.deleteQuietly(key);
        throw e;
      }
    }
    const main = this.storage.signedUrl(key);
    return {
      url: main.url,
      thumb_url: thumbKey === key ? main.url : this.storage.signedUrl(thumbKey).url,
      key,
      thumb_key: thumbKey,
      width: processed.image.width,
      height: processed.image.height,
      size: processed.image.data.length,
      content_type: contentType,
      expires_at: main.expires_at,
    };
  }
}
