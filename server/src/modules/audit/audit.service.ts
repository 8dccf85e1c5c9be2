import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { AuditAction, AuditLineView } from '../../../../types/admin';
import type { Page } from '../../../../types/api';
import { adminPage } from '../../common/admin-list/admin-list';
import { UserEntity } from '../user/entities/user.entity';
import { AUDIT_LIST, type AuditListDto } from './audit.dto';
import { AdminAuditEntity } from './entities/admin-audit.entity';
import { auditScope } from './audit-scope';

type Snapshot = object | null | undefined;

/** Plain JSON of a record: dates as ISO strings, functions and undefined dropped. */
export function snapshot(row: object | null | undefined): Record<string, unknown> | null {
  if (!row) return null;
  return JSON.parse(JSON.stringify(row)) as Record<string, unknown>;
}

/** One audit line per admin write (README in common/admin-list); read back per record in the console. */
@Injectable()
export class AuditService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  /** Records a write; pass the transaction's manager so the line commits (or rolls back) with it. */
  async record(actorUid: string, entity: string, entityId: string, action: AuditAction, before: Snapshot, after: Snapshot, manager?: EntityManager): Promise<void> {
    const scope = auditScope.getStore();
    if (scope) scope.recorded = true;
    const repo = (manager ?? this.ds.manager).getRepository(AdminAuditEntity);
    await repo.insert({
      actorUid,
      entity,
      entityId: String(entityId),
      action,
      before: before ? JSON.stringify(snapshot(before)) : null,
      after: after ? JSON.stringify(snapshot(after)) : null,
    });
  }

  async list(q: AuditListDto): Promise<Page<AuditLineView>> {
    const page = await adminPage(this.ds.getRepository(AdminAuditEntity).createQueryBuilder('a'), AUDIT_LIST, q, (r) => r);
    const uids = [...new Set(page.list.map((r) => r.actorUid))];
    const users = uids.length ? await this.ds.getRepository(UserEntity).createQueryBuilder('u').where('u.uid IN (:...uids)', { uids }).getMany() : [];
    const nick = new Map(users.map((u) => [u.uid, u.nickName]));
    return {
      ...page,
      list: page.list.map((r) => ({
        id: r.id,
        actor_uid: r.actorUid,
        actor_name: nick.get(r.actorUid) ?? '',
        entity: r.entity,
        entity_id: r.entityId,
        action: r.action,
        before: r.before ? (JSON.parse(r.before) as Record<string, unknown>) : null,
        after: r.after ? (JSON.parse(r.after) as Record<string, unknown>) : null,
        created_at: r.createdAt.toISOString(),
      })),
    };
  }
}
