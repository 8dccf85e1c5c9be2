import { Module } from '@nestjs/common';
import { APP_CONFIG, AppConfig } from '../../config/app-config';
import { createStorageProvider } from '../../providers/storage/storage.factory';
import { STORAGE_PROVIDER } from '../../providers/storage/storage.provider';
import { ImageUploadService } from './image-upload.service';
import { LocalFileService } from './local-file.service';
import { OssController } from './oss.controller';
import { StorageService } from './storage.service';
import { UploadController } from './upload.controller';

/** Object storage, STS credentials and uploads. Import it to use StorageService (e.g. head-image checks). */
@Module({
  controllers: [OssController, UploadController],
  providers: [
    { provide: STORAGE_PROVIDER, useFactory: (config: AppConfig) => createStorageProvider(config.storage, config.secret), inject: [APP_CONFIG] },
    StorageService,
    LocalFileService,
    ImageUploadService,
  ],
  exports: [StorageService],
})
export class StorageModule {}
