import type { UploadImageResponse } from '../../../types/upload';
import { upload, type UploadOptions } from '../request';

/** POST /v1/upload/image (multipart `file`): png or jpeg up to 10 MB, checked again by the server. */
export const uploadImage = (filePath: string, options?: UploadOptions) =>
  upload<UploadImageResponse>('/v1/upload/image', filePath, options);
