import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsBoolean, IsDateString, IsIn, IsInt, IsOptional, IsString, Matches, Max, MaxLength, Min, MinLength } from 'class-validator';
import { EXAM_LIMITS, type ExamAccess } from '../../../../types/exam';
import type { AdminExamSave } from '../../../../types/exam-admin';
import { defineAdminList } from '../../common/admin-list/admin-list';
import { AdminListDto, BoolFilter, RangeFilter, TextFilter } from '../../common/admin-list/admin-list.dto';

/** An optional numeric choice (`1` or `2`), sent as text by forms. */
const OptionalChoice = (values: number[], message: string) => applyDecorators(ApiPropertyOptional({ enum: values }), IsOptional(), Type(() => Number), IsIn(values, { message }));

export const ID = /^\d{1,19}$/;
const IDS = /^(\d{1,19}(,\d{1,19})*)?$/;
/** form bodies send 'true'/'false' or '1'/'0'; implicit conversion alone would make 'false' true, so read the raw value */
const toBool = ({ obj, key }: { obj: Record<string, unknown>; key: string }) => {
  const v = obj[key];
  return v === 'true' || v === '1' || v === 1 || v === true ? true : v === 'false' || v === '0' || v === 0 || v === false ? false : v;
};

export class AdminIdDto {
  /** record id */
  @ApiProperty()
  @Matches(ID, { message: 'id 必须是数字' })
  id: string;
}

export class AdminExamIdDto {
  /** exam id */
  @ApiProperty()
  @Matches(ID, { message: 'exam_id 必须是数字' })
  exam_id: string;
}

/** /api/admin/exam/list on the admin list contract (server/src/common/admin-list). */
export class AdminExamListDto extends AdminListDto {
  /** title words */
  @ApiPropertyOptional()
  @TextFilter('标题')
  title?: string;

  @ApiPropertyOptional()
  @BoolFilter('发布状态')
  published?: boolean;

  @ApiPropertyOptional({ enum: ['free', 'vip', 'equity'] })
  @IsOptional()
  @IsIn(['free', 'vip', 'equity'], { message: '参加条件只能是 免费、会员 或 绑定权益' })
  access?: ExamAccess;

  /** the window starts within `from,to` */
  @ApiPropertyOptional()
  @RangeFilter('开始时间')
  start_at?: string;
}

export const EXAM_LIST = defineAdminList({
  dto: AdminExamListDto,
  sort: { exam_id: 'e.id', title: 'e.title', start_at: 'e.startAt', end_at: 'e.endAt', created_at: 'e.createdAt' },
  defaultSort: ['exam_id', 'desc'],
  filters: {
    title: { op: 'like', column: 'e.title' },
    published: { op: 'eq', column: 'e.published' },
    access: { op: 'eq', column: 'e.access' },
    start_at: { op: 'range', column: 'e.startAt' },
  },
});

export class ExamSaveDto implements AdminExamSave {
  /** absent: create */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'exam_id 必须是数字' })
  exam_id?: string;

  @ApiProperty({ maxLength: EXAM_LIMITS.title })
  @IsString({ message: '请填写标题' })
  @MinLength(1, { message: '请填写标题' })
  @MaxLength(EXAM_LIMITS.title, { message: `标题不能超过${EXAM_LIMITS.title}个字符` })
  title: string;

  /** cover image url */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(512, { message: '封面地址过长' })
  cover?: string;

  /** markdown rules and introduction */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(EXAM_LIMITS.description, { message: `说明不能超过${EXAM_LIMITS.description}个字符` })
  description?: string;

  /** comma-joined exam tag ids */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(IDS, { message: 'tag_ids 格式不正确' })
  tag_ids?: string;

  /** free, vip, or equity (permit_kind + permit_target) */
  @ApiProperty({ enum: ['free', 'vip', 'equity'] })
  @IsIn(['free', 'vip', 'equity'], { message: '参加条件只能是 免费、会员 或 绑定权益' })
  access: 'free' | 'vip' | 'equity';

  @ApiPropertyOptional({ enum: ['vip', 'oj', 'course', 'problemset', 'camp'] })
  @IsOptional()
  @IsIn(['vip', 'oj', 'course', 'problemset', 'camp', ''], { message: '权益类型不正确' })
  permit_kind?: string;

  /** target id of the equity (course id …) */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{0,19}$/, { message: '权益对象必须是数字' })
  permit_target?: string;

  /** product offered by the no-permission panel */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{0,19}$/, { message: 'product_id 必须是数字' })
  product_id?: string;

  @ApiProperty()
  @IsDateString({}, { message: '开始时间格式不正确' })
  start_at: string;

  @ApiProperty()
  @IsDateString({}, { message: '结束时间格式不正确' })
  end_at: string;

  /** minutes per attempt */
  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: '时长必须是整数分钟' })
  @Min(1, { message: '时长至少 1 分钟' })
  @Max(EXAM_LIMITS.durationMax, { message: `时长不能超过${EXAM_LIMITS.durationMax}分钟` })
  duration: number;

  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: '作答次数必须是整数' })
  @Min(1, { message: '作答次数至少 1 次' })
  @Max(EXAM_LIMITS.attemptsMax, { message: `作答次数不能超过${EXAM_LIMITS.attemptsMax}` })
  attempts_allowed: number;

  /** 1 交卷后立即, 2 用完次数后, 3 考试结束后 */
  @ApiProperty({ enum: [1, 2, 3] })
  @Type(() => Number)
  @IsIn([1, 2, 3], { message: '成绩公布规则只能是 1、2 或 3' })
  result_rule: 1 | 2 | 3;

  @ApiProperty()
  @Transform(toBool)
  @IsBoolean({ message: 'published 只能是 true 或 false' })
  published: boolean;
}

export class TagSaveDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'id 必须是数字' })
  id?: string;

  @ApiProperty()
  @IsString({ message: '请填写标签名' })
  @MinLength(1, { message: '请填写标签名' })
  @MaxLength(30, { message: '标签名不能超过30个字符' })
  name: string;

  /** practice link of the knowledge report */
  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(200, { message: '链接不能超过200个字符' })
  link?: string;
}

/** /api/admin/exam/problem/list (the question bank) on the admin list contract. */
export class BankListDto extends AdminListDto {
  @ApiPropertyOptional({ enum: [1, 2, 3, 4, 5] })
  @IsOptional()
  @IsIn([1, 2, 3, 4, 5], { message: '题型只能是 1 到 5' })
  type?: number;

  @ApiPropertyOptional()
  @TextFilter('题目名称')
  title?: string;

  /** questions carrying this knowledge tag */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'tag_id 必须是数字' })
  tag_id?: string;
}

export const BANK_LIST = defineAdminList({
  dto: BankListDto,
  sort: { problem_id: 'p.id', default_score: 'p.defaultScore', updated_at: 'p.updatedAt', created_at: 'p.createdAt' },
  defaultSort: ['problem_id', 'desc'],
  filters: {
    type: { op: 'eq', column: 'p.type' },
    title: { op: 'like', column: 'p.title' },
    // tag_ids is comma-joined text: the tag alone, first, last or in the middle
    tag_id: (qb, id, p) => qb.andWhere(`(p.tag_ids = :${p} OR p.tag_ids LIKE :${p}_a OR p.tag_ids LIKE :${p}_b OR p.tag_ids LIKE :${p}_c)`, { [p]: id, [`${p}_a`]: `${id},%`, [`${p}_b`]: `%,${id}`, [`${p}_c`]: `%,${id},%` }),
  },
});

export class BankSaveDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'problem_id 必须是数字' })
  problem_id?: string;

  /** 1 单选 2 多选 3 判断 4 填空 5 编程 */
  @ApiProperty({ enum: [1, 2, 3, 4, 5] })
  @Type(() => Number)
  @IsIn([1, 2, 3, 4, 5], { message: '题型只能是 1 到 5' })
  type: number;

  @ApiProperty()
  @IsString({ message: '请填写题目名称' })
  @MinLength(1, { message: '请填写题目名称' })
  @MaxLength(120, { message: '题目名称不能超过120个字符' })
  title: string;

  /** markdown + math */
  @ApiProperty()
  @IsString({ message: '请填写题干' })
  @MaxLength(EXAM_LIMITS.content, { message: `题干不能超过${EXAM_LIMITS.content}个字符` })
  content: string;

  /** JSON string[] of options (choice types) */
  @ApiPropertyOptional({ example: '["A","B","C"]' })
  @IsOptional()
  @IsString()
  @MaxLength(EXAM_LIMITS.options * (EXAM_LIMITS.option + 8))
  options?: string;

  /** JSON answer key: 1 (single), [0,2] (multiple), true (true/false), [["8","八"]] (fill-in: accepted answers per blank) */
  @ApiPropertyOptional({ example: '1' })
  @IsOptional()
  @IsString()
  @MaxLength(5000)
  answer?: string;

  @OptionalChoice([1, 2], '多选计分规则只能是 1 或 2')
  multi_rule?: number;

  @OptionalChoice([1, 2], '填空匹配方式只能是 1 或 2')
  fill_match?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(EXAM_LIMITS.explanation, { message: `解析不能超过${EXAM_LIMITS.explanation}个字符` })
  explanation?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '分值必须是整数' })
  @Min(0, { message: '分值不能小于0' })
  @Max(EXAM_LIMITS.scoreMax, { message: `分值不能超过${EXAM_LIMITS.scoreMax}` })
  default_score?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(/^\d{0,19}$/, { message: 'oj_problem_id 必须是数字' })
  oj_problem_id?: string;

  @OptionalChoice([1, 2], 'code_mode 只能是 1 或 2')
  code_mode?: number;

  @OptionalChoice([1, 2], '编程题计分方式只能是 1 或 2')
  program_scoring?: number;

  @ApiPropertyOptional()
  @IsOptional()
  @IsString()
  @MaxLength(EXAM_LIMITS.codeBytes, { message: '初始代码不能超过64KB' })
  starter_code?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(IDS, { message: 'tag_ids 格式不正确' })
  tag_ids?: string;
}

export class ItemSaveDto extends AdminExamIdDto {
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'item_id 必须是数字' })
  item_id?: string;

  /** the question; for a pool, the comma-joined bank ids in pool_ids */
  @ApiPropertyOptional()
  @IsOptional()
  @Matches(ID, { message: 'problem_id 必须是数字' })
  problem_id?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Matches(IDS, { message: 'pool_ids 格式不正确' })
  pool_ids?: string;

  @ApiPropertyOptional()
  @IsOptional()
  @Type(() => Number)
  @IsInt({ message: '抽题数量必须是整数' })
  @Min(1, { message: '抽题数量至少为1' })
  @Max(EXAM_LIMITS.poolMax, { message: `抽题数量不能超过${EXAM_LIMITS.poolMax}` })
  pick?: number;

  @ApiProperty()
  @Type(() => Number)
  @IsInt({ message: '分值必须是整数' })
  @Min(0, { message: '分值不能小于0' })
  @Max(EXAM_LIMITS.scoreMax, { message: `分值不能超过${EXAM_LIMITS.scoreMax}` })
  score: number;

  @ApiPropertyOptional()
  @IsOptional()
  @Transform(toBool)
  @IsBoolean({ message: 'shuffle 只能是 true 或 false' })
  shuffle?: boolean;
}

export class ItemOrderDto extends AdminExamIdDto {
  /** every item id of the exam, comma-joined, in the new order */
  @ApiProperty()
  @Matches(IDS, { message: 'item_ids 格式不正确' })
  item_ids: string;
}

export class ItemDeleteDto extends AdminExamIdDto {
  /** item id */
  @ApiProperty()
  @Matches(ID, { message: 'id 必须是数字' })
  id: string;
}
