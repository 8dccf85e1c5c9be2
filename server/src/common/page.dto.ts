import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsInt, IsOptional, Max, Min } from 'class-validator';
import { PAGE_SIZE_DEFAULT, PAGE_SIZE_MAX, PageQuery } from '../../../types/api';

/** Pagination query shared by every list (DESIGN §4). */
export class PageDto implements PageQuery {
  /** page number, from 1 */
  @ApiPropertyOptional({ default: 1, minimum: 1 })
  @IsOptional()
  @IsInt({ message: 'page_no 必须是整数' })
  @Min(1, { message: 'page_no 不能小于1' })
  @Max(100000, { message: 'page_no 过大' })
  page_no?: number;

  /** rows per page, at most 100 */
  @ApiPropertyOptional({ default: PAGE_SIZE_DEFAULT, minimum: 1, maximum: PAGE_SIZE_MAX })
  @IsOptional()
  @IsInt({ message: 'page_size 必须是整数' })
  @Min(1, { message: 'page_size 不能小于1' })
  @Max(PAGE_SIZE_MAX, { message: `page_size 不能大于${PAGE_SIZE_MAX}` })
  page_size?: number;
}

export function pageArgs(p: PageQuery) {
  const page_no = p.page_no ?? 1;
  const page_size = p.page_size ?? PAGE_SIZE_DEFAULT;
  return { page_no, page_size, skip: (page_no - 1) * page_size, take: page_size };
}
