import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { plainToInstance, Transform, Type, type ClassConstructor } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, ValidateNested } from 'class-validator';
import {
  PROBLEMSET_LIMITS as L,
  SET_ACCESS,
  type CompanyProblemInput,
  type CompanySaveRequest,
  type SetAccess,
  type SetSaveRequest,
  type SetSaveSection,
} from '../../../../../types/problemset';
import { defineAdminList } from '../../../common/admin-list/admin-list';
import { AdminListDto, BoolFilter, TextFilter } from '../../../common/admin-list/admin-list.dto';
import { BoolField } from '../../course/dto/fields';

const ID = /^\d{1,19}$/;

/** Form bodies carry lists as comma-separated text and nested lists as JSON text; JSON bodies send them as they are. */
const CommaList = () => Transform(({ value }: { value: unknown }) => (typeof value === 'string' ? value.split(',').map((x) => x.trim()).filter(Boolean) : value));
const JsonList = <T>(cls: () => ClassConstructor<T>) =>
  Transform(({ value }: { value: unknown }) => {
    if (typeof value !== 'string') return value;
    try {
      const parsed = JSON.parse(value) as unknown;
      return Array.isArray(parsed) ? plainToInstance(cls(), parsed as object[]) : parsed;
    } catch {
      return value;
    }
  });
const TITLE_MSG = `标题不能为空且不超过${L.title}个字符`;
const SECTION_MSG = `分区标题不能为空且不超过${L.sectionTitle}个字符`;

/** /api/admin/problemset/list on the admin list contract (server/src/common/admin-list). */
export class AdminSetQueryDto extends AdminListDto {
  /** title words (the console's 标题 filter) */
  @ApiPropertyOptional()
  @TextFilter('标题')
  title?: string;

  /** title words too, as older callers send them */
  @ApiPropertyOptional()
  @TextFilter('关键词')
  keyword?: string;

  @ApiPropertyOptional({ enum: SET_ACCESS })
  @IsOptional()
  @IsIn(SET_ACCESS as SetAccess[], { message: '开放方式只能是免费、会员或付费' })
  access?: SetAccess;

  @ApiPropertyOptional()
  @BoolFilter('上架')
  published?: boolean;
}

export const SET_LIST = defineAdminList({
  dto: AdminSetQueryDto,
  sort: {
    id: 's.id',
    title: 's.title',
    order_value: 's.orderValue',
    updated_at: 's.updatedAt',
    created_at: 's.createdAt',
    problem_count: '(SELECT COUNT(*) FROM ps_items pi WHERE pi.set_id = s.id)',
    learners: '(SELECT COUNT(DISTINCT pr.uid) FROM ps_rounds pr WHERE pr.set_id = s.id)',
  },
  // the order learners see
  defaultSort: ['order_value', 'asc'],
  filters: {
    title: { op: 'like', column: 's.title' },
    keyword: { op: 'like', column: 's.title' },
    access: { op: 'eq', column: 's.access' },
    published: { op: 'eq', column: 's.published' },
  },
});

export class SetSectionDto implements SetSaveSection {
  @ApiProperty()
  @IsString({ message: SECTION_MSG })
  @Matches(/\S/, { message: SECTION_MSG })
  @MaxLength(L.sectionTitle, { message: SECTION_MSG })
  title: string;

  /** short guide shown above the section */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(L.guide, { message: `分区导读不能超过${L.guide}个字符` })
  guide?: string;

  /** problem ids in order */
  @ApiProperty({ type: [String] })
  @IsArray({ message: '分区题目必须是列表' })
  @ArrayMaxSize(L.items, { message: `一个题单最多${L.items}道题` })
  @Matches(ID, { each: true, message: '题目 id 必须是数字' })
  problem_ids: string[];
}

export class SetSaveDto implements SetSaveRequest {
  /** absent to create */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'id 必须是数字' })
  id?: string;

  @ApiProperty()
  @IsString({ message: TITLE_MSG })
  @Matches(/\S/, { message: TITLE_MSG })
  @MaxLength(L.title, { message: TITLE_MSG })
  title: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(L.intro, { message: `简介不能超过${L.intro}个字符` })
  intro?: string;

  /** cover image URL (upload through /api/v1/upload/image) */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: '封面地址过长' })
  cover?: string;

  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @CommaList()
  @IsArray({ message: '标签必须是列表' })
  @ArrayMaxSize(L.tags, { message: `最多${L.tags}个标签` })
  @IsString({ each: true })
  @Matches(/^[^,]{1,12}$/, { each: true, message: `标签为1-${L.tag}个字符且不含逗号` })
  tags?: string[];

  /** free | vip | paid */
  @ApiProperty({ enum: SET_ACCESS })
  @IsIn(SET_ACCESS as SetAccess[], { message: '开放方式只能是免费、会员或付费' })
  access: SetAccess;

  /** a problemset product (required for paid sets) */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^(\d{1,19})?$/, { message: 'product_id 必须是数字' })
  product_id?: string;

  @BoolField('上架')
  published: boolean;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '排序值必须是整数' })
  @Min(-100000, { message: '排序值过小' })
  @Max(100000, { message: '排序值过大' })
  order_value?: number;

  /** problems before the first section (form bodies: comma-separated) */
  @ApiPropertyOptional({ type: [String] })
  @IsOptional()
  @CommaList()
  @IsArray({ message: '题目必须是列表' })
  @ArrayMaxSize(L.items, { message: `一个题单最多${L.items}道题` })
  @Matches(ID, { each: true, message: '题目 id 必须是数字' })
  problem_ids?: string[];

  /** sections in order (form bodies: JSON text) */
  @ApiPropertyOptional({ type: [SetSectionDto] })
  @IsOptional()
  @JsonList(() => SetSectionDto)
  @ArrayMaxSize(L.sections, { message: `最多${L.sections}个分区` })
  @IsArray({ message: '分区必须是列表' })
  @ValidateNested({ each: true })
  @Type(() => SetSectionDto)
  sections?: SetSectionDto[];
}

export class ResolveIdsDto {
  /** pasted problem numbers or ids, separated by spaces, commas or new lines */
  @ApiProperty()
  @IsString({ message: '请粘贴题号' })
  @MaxLength(10000, { message: '粘贴内容过长' })
  text: string;
}

export class CompanySaveDto implements CompanySaveRequest {
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'id 必须是数字' })
  id?: string;

  @ApiProperty()
  @IsString({ message: `公司名称不能为空且不超过${L.companyName}个字符` })
  @Matches(/\S/, { message: `公司名称不能为空且不超过${L.companyName}个字符` })
  @MaxLength(L.companyName, { message: `公司名称不能为空且不超过${L.companyName}个字符` })
  name: string;

  /** logo image URL */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: 'logo 地址过长' })
  logo?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(500, { message: '简介不能超过500个字符' })
  intro?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '排序值必须是整数' })
  order_value?: number;
}

const FREQ_MSG = `频率必须是0-${L.freqMax}的整数`;
export class CompanyProblemDto implements CompanyProblemInput {
  @ApiProperty()
  @Matches(ID, { message: '题目 id 必须是数字' })
  problem_id: string;

  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: FREQ_MSG })
  @Min(0, { message: FREQ_MSG })
  @Max(L.freqMax, { message: FREQ_MSG })
  freq_30d: number;

  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: FREQ_MSG })
  @Min(0, { message: FREQ_MSG })
  @Max(L.freqMax, { message: FREQ_MSG })
  freq_90d: number;

  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: FREQ_MSG })
  @Min(0, { message: FREQ_MSG })
  @Max(L.freqMax, { message: FREQ_MSG })
  freq_180d: number;

  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: FREQ_MSG })
  @Min(0, { message: FREQ_MSG })
  @Max(L.freqMax, { message: FREQ_MSG })
  freq_all: number;

  /** YYYY-MM-DD or '' */
  @ApiProperty()
  @IsString()
  @Matches(/^(\d{4}-\d{2}-\d{2})?$/, { message: '最近出现日期格式应为 YYYY-MM-DD' })
  last_seen: string;
}

export class CompanyProblemsDto {
  @ApiProperty()
  @Matches(ID, { message: '公司 id 必须是数字' })
  company_id: string;

  /** the company's whole problem list (replaces the old one; form bodies: JSON text) */
  @ApiProperty({ type: [CompanyProblemDto] })
  @JsonList(() => CompanyProblemDto)
  @IsArray({ message: '题目必须是列表' })
  @ArrayMaxSize(L.csvRows, { message: `最多${L.csvRows}道题` })
  @ValidateNested({ each: true })
  @Type(() => CompanyProblemDto)
  problems: CompanyProblemDto[];
}

export class CompanyImportDto {
  @ApiProperty()
  @Matches(ID, { message: '公司 id 必须是数字' })
  company_id: string;

  /** CSV text with the header problem_no,freq_30d,freq_90d,freq_180d,freq_all,last_seen */
  @ApiProperty()
  @IsString({ message: '请上传 CSV 内容' })
  csv: string;
}
