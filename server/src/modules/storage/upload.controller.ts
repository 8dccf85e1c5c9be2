import { Controller, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyRequest } from 'fastify';
import type { UploadImageResponse } from '../../../../types/upload';
import { Access, CurrentCaller } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { ImageUploadService } from './image-upload.service';
import { FILE_BODY_SCHEMA } from './storage.dto';

@ApiTags('upload')
@Access('token')
@Controller('v1/upload')
export class UploadController {
  constructor(private readonly images: ImageUploadService) {}

  @ApiOperation({ summary: '上传图片（png/jpeg，≤10MB，字段 file），返回链接与宽200缩略图' })
  @ApiConsumes('multipart/form-data')
  @ApiBody(FILE_BODY_SCHEMA)
  @Post('image')
  @HttpCode(200)
  image(@CurrentCaller() caller: Caller, @Req() req: FastifyRequest): Promise<UploadImageResponse> {
    return this.images.upload(caller, req);
  }
}
