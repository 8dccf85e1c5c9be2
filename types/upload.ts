/** Uploads and object storage (SPEC §3 Sts token, §5 image rules, §9 thumbnail width). */

/** SPEC §9: thumbnails are resized to this width (aspect kept; narrower images are kept as they are). */
export const THUMBNAIL_WIDTH = 200;

/** Image types accepted by the image upload (SPEC §5: png or jpeg), recognised by their magic bytes. */
export type ImageType = 'png' | 'jpeg';
export const IMAGE_CONTENT_TYPES: Record<ImageType, string> = { png: 'image/png', jpeg: 'image/jpeg' };

/** Multipart field name of the file in every upload (Taro.uploadFile `name`). */
export const UPLOAD_FILE_FIELD = 'file';

/**
 * Temporary upload credentials (SPEC §3: accessKeyId, accessKeySecret, securityToken, expiration),
 * good only for writing objects whose key starts with `prefix` (the caller's `u/<uid>/`).
 */
export interface StsToken {
  accessKeyId: string;
  accessKeySecret: string;
  securityToken: string;
  /** ISO 8601 UTC, e.g. 2026-05-01T08:15:00.000Z */
  expiration: string;
  /** 'local': POST the form to `endpoint`; 's3': S3 PutObject (SigV4 with x-amz-security-token) */
  provider: 'local' | 's3';
  bucket: string;
  region: string;
  /** every key written with these credentials must start with this */
  prefix: string;
  /** local: the direct-upload URL (absolute or relative to the API origin); s3: the S3 endpoint */
  endpoint: string;
  /** s3 only: address objects as endpoint/bucket/key (true) or bucket.endpoint-host/key (false) */
  pathStyle?: boolean;
}

/** Query of GET /api/v1/oss/sts: must be the caller's own uid. */
export interface StsQuery {
  uid: string;
}

/**
 * Form fields of the local direct upload POST /api/v1/oss/upload (multipart, `file` last).
 * signature = hex HMAC-SHA256(accessKeySecret, "POST\n" + key + "\n" + expires).
 */
export interface DirectUploadForm {
  key: string;
  /** unix seconds; the request is refused after it (and it may not outlive the credentials) */
  expires: string;
  access_key_id: string;
  security_token: string;
  signature: string;
}

/** A signed, expiring URL of a stored object. */
export interface SignedUrl {
  url: string;
  /** epoch ms after which the URL stops working; re-sign with GET /api/v1/oss/url */
  expires_at: number;
}

export interface DirectUploadResponse extends SignedUrl {
  key: string;
  size: number;
  content_type: string;
}

/** Response of POST /api/v1/upload/image. */
export interface UploadImageResponse {
  /** signed URL of the stored (re-encoded, metadata-stripped) image */
  url: string;
  /** signed URL of the width-200 thumbnail (the image itself when it is 200 px wide or less) */
  thumb_url: string;
  key: string;
  thumb_key: string;
  /** pixels, after applying the EXIF orientation */
  width: number;
  height: number;
  /** bytes of the stored image */
  size: number;
  content_type: string;
  /** epoch ms when url and thumb_url expire */
  expires_at: number;
}

/** Query of GET /api/v1/oss/url: re-sign one of the caller's own keys. */
export interface ResignQuery {
  key: string;
}
