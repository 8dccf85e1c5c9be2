import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional, IsString, Matches, MaxLength } from 'class-validator';
import { FREQ_WINDOWS, SET_ACCESS, type CompanyDetailQuery, type FreqWindow, type ProblemSetListQuery, type SetAccess } from '../../../../../types/problemset';

const ID = /^\d{1,19}$/;

export class SetListQueryDto implements ProblemSetListQuery {
  /** words of the title, intro or tags */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(40, { message: '关键词不能超过40个字符' })
  keyword?: string;

  /** free | vip | paid */
  @ApiPropertyOptional({ enum: SET_ACCESS })
  @IsOptional()
  @IsIn(SET_ACCESS as SetAccess[], { message: 'access 只能是 free、vip 或 paid' })
  access?: SetAccess;

  /** one tag */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(12, { message: '标签不能超过12个字符' })
  tag?: string;

  /** 1: only the sets the caller started */
  @ApiPropertyOptional({ enum: [0, 1] })
  @IsOptional()
  @IsIn([0, 1], { message: 'mine 只能是 0 或 1' })
  mine?: 0 | 1;
}

export class SetIdDto {
  /** problem set id */
  @ApiProperty({ example: '1' })
  @Matches(ID, { message: '题单 id 必须是数字' })
  id: string;
}

export class ItemQueryDto {
  /** item id of the set */
  @ApiProperty({ example: '1' })
  @Matches(ID, { message: 'item_id 必须是数字' })
  item_id: string;

  /** the set the page was opened from (checked against the item's set) */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: '题单 id 必须是数字' })
  id?: string;
}

export class SolutionViewDto {
  /** the problem whose solution was opened */
  @ApiProperty({ example: '1' })
  @Matches(ID, { message: 'problem_id 必须是数字' })
  problem_id: string;
}

export class CompanyIdDto {
  /** company id */
  @ApiProperty({ example: '1' })
  @Matches(ID, { message: '公司 id 必须是数字' })
  id: string;
}

export class CompanyDetailDto extends CompanyIdDto implements CompanyDetailQuery {
  /** 30d | 90d | 180d | all (VIP) */
  @ApiPropertyOptional({ enum: FREQ_WINDOWS })
  @IsOptional()
  @IsIn(FREQ_WINDOWS as FreqWindow[], { message: '时间窗口只能是 30d、90d、180d 或 all' })
  window?: FreqWindow;

  /** frequency | last_seen | no (VIP; others always by number) */
  @ApiPropertyOptional({ enum: ['frequency', 'last_seen', 'no'] })
  @IsOptional()
  @IsIn(['frequency', 'last_seen', 'no'], { message: '排序只能是 frequency、last_seen 或 no' })
  sort?: 'frequency' | 'last_seen' | 'no';
}
