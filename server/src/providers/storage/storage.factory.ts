import type { StorageConfig } from '../../config/storage-config';
import { LocalDiskStorage } from './local/local-disk.storage';
import { S3Storage } from './s3/s3.storage';
import type { StorageProvider } from './storage.provider';

/** STORAGE_ADAPTER picks the backend; the server secret keys the local adapter's URL and STS signatures. */
export function createStorageProvider(config: StorageConfig, secret: Buffer): StorageProvider {
  return config.adapter === 's3' && config.s3 ? new S3Storage(config.s3) : new LocalDiskStorage(config, secret);
}
