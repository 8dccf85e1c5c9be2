import { Controller, Get, HttpCode, Post, Query, Req, Res } from '@nestjs/common';
import { ApiBody, ApiConsumes, ApiOperation, ApiTags } from '@nestjs/swagger';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { DirectUploadResponse, SignedUrl, StsToken } from '../../../../types/upload';
import { Access, CurrentCaller, Raw } from '../../common/access.decorator';
import type { Caller } from '../../common/request-context';
import { LocalFileService } from './local-file.service';
import { ResignQueryDto, StsQueryDto } from './storage.dto';
import { StorageService } from './storage.service';

@ApiTags('oss')
@Access('token')
@Controller('v1/oss')
export class OssController {
  constructor(
    private readonly storage: StorageService,
    private readonly files: LocalFileService,
  ) {}

  @ApiOperation({ summary: '临时上传凭证（SPEC §3 Sts token），只能写入 u/<uid>/ 前缀' })
  @Get('sts')
  sts(@CurrentCaller() caller: Caller, @Query() q: StsQueryDto): Promise<StsToken> {
    return this.storage.sts(caller, q.uid);
  }

  @ApiOperation({ summary: '为自己的文件重新签发访问链接' })
  @Get('url')
  resign(@CurrentCaller() caller: Caller, @Query() q: ResignQueryDto): Promise<SignedUrl> {
    return this.storage.resign(caller, q.key);
  }

  @ApiOperation({ summary: '本地存储文件（需有效签名 expires/sig，支持 Range）' })
  @Access('public')
  @Raw()
  @Get('file/*')
  file(@Req() req: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return this.files.serve(req, reply);
  }

  @ApiOperation({ summary: '本地存储直传：用 STS 凭证签名的表单（key, expires, access_key_id, security_token, signature, 最后是 file）' })
  @ApiConsumes('multipart/form-data')
  @ApiBody({
    schema: {
      type: 'object',
      required: ['key', 'expires', 'access_key_id', 'security_token', 'signature', 'file'],
      properties: {
        key: { type: 'string' },
        expires: { type: 'string', description: 'unix 秒' },
        access_key_id: { type: 'string' },
        security_token: { type: 'string' },
        signature: { type: 'string', description: 'hex HMAC-SHA256(accessKeySecret, "POST\\n" + key + "\\n" + expires)' },
        file: { type: 'string', format: 'binary' },
      },
    },
  })
  @Access('public')
  @Post('upload')
  @HttpCode(200)
  directUpload(@Req() req: FastifyRequest): Promise<DirectUploadResponse> {
    return this.files.directUpload(req);
  }
}
