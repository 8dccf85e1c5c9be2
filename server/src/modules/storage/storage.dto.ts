import { ApiBodyOptions, ApiProperty } from '@nestjs/swagger';
import { IsString, Matches, MaxLength } from 'class-validator';
import type { ResignQuery, StsQuery } from '../../../../types/upload';

export class StsQueryDto implements StsQuery {
  /** must be the signed-in user's own uid */
  @ApiProperty({ example: '10002' })
  @Matches(/^\d{1,19}$/, { message: 'uid 必须是数字' })
  uid: string;
}

export class ResignQueryDto implements ResignQuery {
  /** an object key returned by an upload, e.g. u/10002/img/20260501/ab12….png */
  @ApiProperty({ example: 'u/10002/img/20260501/0123456789abcdef01234567.png' })
  @IsString({ message: 'key 不能为空' })
  @MaxLength(512, { message: 'key 不能超过512个字符' })
  key: string;
}

/** Swagger-only description of the multipart body of the upload endpoints. */
export const FILE_BODY_SCHEMA: ApiBodyOptions = {
  schema: {
    type: 'object',
    required: ['file'],
    properties: { file: { type: 'string', format: 'binary', description: 'png 或 jpeg，不超过10MB' } },
  },
};
