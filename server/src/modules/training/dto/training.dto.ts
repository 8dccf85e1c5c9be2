import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min } from 'class-validator';
import type { EnrollRequest, RankQuery } from '../../../../../types/training';
import { PageDto } from '../../../common/page.dto';
import { IdField, OptionalIdField } from '../../course/dto/fields';

export class CampQueryDto {
  /** camp id (a course of kind training) */
  @IdField('cid')
  cid: string;
}

export class CohortQueryDto extends CampQueryDto {
  /** cohort (training group) id */
  @IdField('gid')
  gid: string;
}

export class ReportQueryDto extends CohortQueryDto {
  /** whose report (default: the caller; other learners only for admins) */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{1,20}$/, { message: 'uid 必须是数字' })
  uid?: string;
}

export class RankQueryDto extends PageDto implements RankQuery {
  @IdField('cid')
  cid: string;

  @IdField('gid')
  gid: string;
}

export class EnrollDto implements EnrollRequest {
  /** camp id */
  @IdField('cid')
  cid: string;

  /** the cohort picked (must have seats left) */
  @IdField('gid')
  gid: string;
}

export class CertificateQueryDto {
  /** verification code printed on the certificate */
  @ApiProperty({ example: 'A1B2C3D4E5F6' })
  @IsString({ message: '请输入证书验证码' })
  @Matches(/^[0-9A-Fa-f]{12}$/, { message: '证书验证码为 12 位字母数字' })
  code: string;
}

export class OptionalCampQueryDto {
  @OptionalIdField('cid')
  cid?: string;
}

export class ProgressQueryDto extends CampQueryDto {
  /** one cohort only */
  @OptionalIdField('gid')
  gid?: string;
}

export class JobQueryDto {
  @IdField('job_id')
  job_id: string;
}

export class GateIdDto {
  @IdField('gate_id')
  gate_id: string;
}

export class UidQueryDto {
  @ApiProperty()
  @Matches(/^\d{1,20}$/, { message: 'uid 必须是数字' })
  uid: string;
}

export class AdminEnrollDto extends UidQueryDto {
  @IdField('cid')
  cid: string;

  @IdField('gid')
  gid: string;

  /** days of access, 0 = no end */
  @ApiPropertyOptional({ default: 0 })
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '天数须为整数' })
  @Min(0, { message: '天数不能小于0' })
  @Max(3650, { message: '天数不能超过3650' })
  days?: number;
}

export class EnrollmentIdDto {
  @IdField('enrollment_id')
  enrollment_id: string;
}

export class MoveDto extends EnrollmentIdDto {
  /** target cohort of the same camp */
  @IdField('gid')
  gid: string;
}

export class ExtendDto extends EnrollmentIdDto {
  @ApiProperty({ example: 30 })
  @Type(() => Number)
  @IsInt({ message: '延长天数须为整数' })
  @Min(1, { message: '延长天数至少1天' })
  @Max(3650, { message: '延长天数不能超过3650' })
  days: number;
}

export class RevokeDto extends EnrollmentIdDto {
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(100, { message: '原因不超过100个字符' })
  reason?: string;
}
