import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, LessThanOrEqual } from 'typeorm';
import type { Page } from '../../../../types/api';
import { CONTRACT_MESSAGES, type ContractKind, type ContractPage, type ContractVersionView } from '../../../../types/contract';
import { adminPage } from '../../common/admin-list/admin-list';
import { AppException } from '../../common/app-exception';
import { inTransaction } from '../../database/transaction';
import { AuditService } from '../audit/audit.service';
import type { ContractListDto, ContractSaveDto } from './contract.dto';
import { CONTRACT_LIST } from './contract.dto';
import { ContractVersionEntity } from './entities/contract-version.entity';

const view = (c: ContractVersionEntity): ContractVersionView => ({
  id: c.id,
  kind: c.kind,
  version: c.version,
  title: c.title,
  content: c.content,
  effective_at: c.effectiveAt.toISOString(),
  created_at: c.createdAt.toISOString(),
});

/**
 * Versions of the user agreement and privacy policy. A version in force is never edited in place
 * (what a user agreed to must stay readable): changes are a new version with its own date.
 */
@Injectable()
export class ContractService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly audit: AuditService,
  ) {}

  private get repo() {
    return this.ds.getRepository(ContractVersionEntity);
  }

  async page(kind: ContractKind, id?: string, now = new Date()): Promise<ContractPage> {
    const inForce = await this.repo.find({ where: { kind, effectiveAt: LessThanOrEqual(now) }, order: { effectiveAt: 'DESC', id: 'DESC' } });
    if (!inForce.length) throw AppException.notFound(CONTRACT_MESSAGES.none);
    const current = id ? inForce.find((c) => c.id === id) : inForce[0];
    if (!current) throw AppException.notFound('该版本不存在');
    return { current: view(current), history: inForce.map((c) => ({ id: c.id, version: c.version, effective_at: c.effectiveAt.toISOString() })) };
  }

  adminList(q: ContractListDto): Promise<Page<ContractVersionView>> {
    return adminPage(this.repo.createQueryBuilder('c'), CONTRACT_LIST, q, view);
  }

  async save(actor: string, dto: ContractSaveDto, now = new Date()): Promise<ContractVersionView> {
    return inTransaction(this.ds, async (em) => {
      const repo = em.getRepository(ContractVersionEntity);
      const clash = await repo.findOneBy({ kind: dto.kind, version: dto.version.trim() });
      if (clash && clash.id !== dto.id) throw AppException.invalid([{ field: 'version', message: CONTRACT_MESSAGES.duplicate }]);
      const fields = { kind: dto.kind, version: dto.version.trim(), title: dto.title.trim(), content: dto.content, effectiveAt: new Date(dto.effective_at) };
      if (!dto.id) {
        const saved = await repo.save(repo.create(fields));
        await this.audit.record(actor, 'contract', saved.id, 'create', null, view(saved), em);
        return view(saved);
      }
      const before = await repo.findOneBy({ id: dto.id });
      if (!before) throw AppException.notFound('该版本不存在');
      if (before.effectiveAt <= now) throw AppException.invalid([{ field: 'effective_at', message: CONTRACT_MESSAGES.inForce }], CONTRACT_MESSAGES.inForce);
      const after = await repo.save({ ...before, ...fields });
      await this.audit.record(actor, 'contract', after.id, 'update', view(before), view(after), em);
      return view(after);
    });
  }

  async remove(actor: string, id: string, now = new Date()): Promise<void> {
    await inTransaction(this.ds, async (em) => {
      const repo = em.getRepository(ContractVersionEntity);
      const row = await repo.findOneBy({ id });
      if (!row) throw AppException.notFound('该版本不存在');
      if (row.effectiveAt <= now) throw AppException.invalid([{ field: 'id', message: CONTRACT_MESSAGES.inForce }], CONTRACT_MESSAGES.inForce);
      await repo.delete({ id });
      await this.audit.record(actor, 'contract', id, 'delete', view(row), null, em);
    });
  }
}
