import { Body, Controller, Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiOperation, ApiProperty, ApiTags } from '@nestjs/swagger';
import { Matches } from 'class-validator';
import type { Page } from '../../../../types/api';
import type { ContractPage, ContractVersionView } from '../../../../types/contract';
import { Access, CurrentCaller } from '../../common/access.decorator';
import { AdminList } from '../../common/admin-list/admin-list';
import type { Caller } from '../../common/request-context';
import { CONTRACT_LIST, ContractListDto, ContractQueryDto, ContractSaveDto } from './contract.dto';
import { ContractService } from './contract.service';
import { BODY_LIMITS } from '../../../../types/validation';
import { BodyLimit } from '../../common/body-limits';

class ContractIdDto {
  @ApiProperty()
  @Matches(/^\d{1,19}$/, { message: 'id 必须是数字' })
  id: string;
}

@ApiTags('contract')
@Access('public')
@Controller('v1')
export class ContractController {
  constructor(private readonly contracts: ContractService) {}

  @ApiOperation({ summary: '用户协议 / 隐私政策：现行版本（或指定的历史版本）与历次生效版本' })
  @Get('contract')
  page(@Query() q: ContractQueryDto): Promise<ContractPage> {
    return this.contracts.page(q.kind ?? 'agreement', q.id);
  }
}

@ApiTags('admin/contract')
@Access('admin')
// whole statements, lessons, papers and imports: larger than a learner's request
@BodyLimit(BODY_LIMITS.largeBytes)
@Controller('admin/contract')
export class ContractAdminController {
  constructor(private readonly contracts: ContractService) {}

  @ApiOperation({ summary: '协议版本列表' })
  @Get('list')
  list(@AdminList(CONTRACT_LIST) q: ContractListDto): Promise<Page<ContractVersionView>> {
    return this.contracts.adminList(q);
  }

  @ApiOperation({ summary: '新建版本，或修改尚未生效的版本' })
  @Post('save')
  @HttpCode(200)
  save(@CurrentCaller() caller: Caller, @Body() dto: ContractSaveDto): Promise<ContractVersionView> {
    return this.contracts.save(caller.uid, dto);
  }

  @ApiOperation({ summary: '删除尚未生效的版本' })
  @Post('delete')
  @HttpCode(200)
  remove(@CurrentCaller() caller: Caller, @Body() dto: ContractIdDto): Promise<void> {
    return this.contracts.remove(caller.uid, dto.id);
  }
}
