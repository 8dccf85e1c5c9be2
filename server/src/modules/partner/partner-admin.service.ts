import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, In } from 'typeorm';
import { ApiCode, Page } from '../../../../types/api';
import type { JudgeLang } from '../../../../types/judge';
import { BalanceView, MigrationView, PARTNER_MESSAGES, PartnerRole, PartnerStatus, TemplateView } from '../../../../types/partner';
import { AppException } from '../../common/app-exception';
import { adminPage } from '../../common/admin-list/admin-list';
import { forUpdate, inTransaction } from '../../database/transaction';
import { SessionCache } from '../../common/session-cache';
import { AuditService } from '../audit/audit.service';
import { ProblemAdminService } from '../oj/problem-admin.service';
import { UserEntity } from '../user/entities/user.entity';
import { MigrationEntity } from './entities/ledger.entity';
import { PartnerEntity } from './entities/partner.entity';
import { PromotionEntity } from './entities/promotion.entity';
import { TemplateEntity } from './entities/template.entity';
import { MIGRATION_LIST, PARTNER_LIST, TEMPLATE_LIST, type AdminPartnerQueryDto, type MigrationListDto, type TemplateQueueQueryDto } from './dto/partner-list.dto';
import { LedgerService } from './ledger.service';
import { partnerOf } from './partner-access.service';
import { PartnerClock } from './partner-clock';
import { TemplateService } from './template.service';

export interface AdminPartnerRow {
  uid: string;
  nick_name: string;
  telephone: string;
  status: PartnerStatus;
  roles: PartnerRole[];
  lang_permits: JudgeLang[];
  product_permits: string[];
  note: string;
  balance: BalanceView;
  created_at: string;
}

const toMigrationView = (m: MigrationEntity): MigrationView => ({
  id: m.id,
  from_uid: m.fromUid,
  to_uid: m.toUid,
  promotions: m.promotions,
  balance_fen: m.balanceFen,
  reason: m.reason,
  admin_uid: m.adminUid,
  created_at: m.createdAt.toISOString(),
});

/** The console: partners (approve, roles, permits, suspend), template review, migrations. */
@Injectable()
export class PartnerAdminService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly ledger: LedgerService,
    private readonly templates: TemplateService,
    private readonly problems: ProblemAdminService,
    private readonly clock: PartnerClock,
    private readonly audit: AuditService,
    private readonly sessions: SessionCache,
  ) {}

  async list(q: AdminPartnerQueryDto): Promise<Page<AdminPartnerRow>> {
    const page = await adminPage(this.ds.getRepository(PartnerEntity).createQueryBuilder('p'), PARTNER_LIST, q, (p) => p);
    return { ...page, list: await this.rows(page.list) };
  }

  async detail(uid: string): Promise<AdminPartnerRow> {
    const row = await this.ds.getRepository(PartnerEntity).findOneBy({ uid });
    if (!row) throw AppException.notFound(PARTNER_MESSAGES.notPartner);
    return (await this.rows([row]))[0];
  }

  /**
   * Creates or updates a partner (approving = status active). The user's partner flag follows the
   * status, so the session's partner check and the client guard agree with the record.
   */
  async save(actorUid: string, dto: { uid: string; status: PartnerStatus; roles: PartnerRole[]; lang_permits: JudgeLang[]; product_permits: string[]; note?: string }): Promise<AdminPartnerRow> {
    const user = await this.ds.getRepository(UserEntity).findOneBy({ uid: dto.uid });
    if (!user) throw AppException.invalid([{ field: 'uid', message: '用户不存在' }]);
    const before = await this.ds.getRepository(PartnerEntity).findOneBy({ uid: dto.uid });
    await inTransaction(this.ds, async (em) => {
      const repo = em.getRepository(PartnerEntity);
      const fields = { status: dto.status, roles: dto.roles.join(','), langPermits: dto.lang_permits.join(','), productPermits: dto.product_permits.join(','), note: dto.note ?? '' };
      const existing = await repo.findOne({ where: { uid: dto.uid }, ...forUpdate(em) });
      if (existing) await repo.update({ id: existing.id }, fields);
      else await repo.insert({ uid: dto.uid, ...fields });
      await em.getRepository(UserEntity).update({ uid: dto.uid }, { isPartner: dto.status === 'active' });
      await this.audit.record(actorUid, 'partner', dto.uid, before ? 'update' : 'create', before, await repo.findOneBy({ uid: dto.uid }), em);
    });
    // the session carries the partner flag: approval or suspension counts from the next request
    await this.sessions.dropUser(dto.uid);
    return this.detail(dto.uid);
  }

  // ------------------------------------------------------------ template review

  async templateQueue(q: TemplateQueueQueryDto): Promise<Page<TemplateView>> {
    const page = await adminPage(this.ds.getRepository(TemplateEntity).createQueryBuilder('v'), TEMPLATE_LIST, { ...q, state: q.state ?? 'pending' }, (v) => v);
    return { ...page, list: await this.templates.withTitles(page.list) };
  }

  async templateDetail(id: string): Promise<TemplateView> {
    const t = await this.ds.getRepository(TemplateEntity).findOneBy({ id });
    if (!t) throw AppException.notFound(PARTNER_MESSAGES.templateMissing);
    return (await this.templates.withTitles([t]))[0];
  }

  /** Approving a version with problem information applies it to the problem (through the OJ admin service). */
  async reviewTemplate(actorUid: string, id: string, decision: 'approve' | 'reject', note: string): Promise<TemplateView> {
    const repo = this.ds.getRepository(TemplateEntity);
    const t = await repo.findOneBy({ id });
    if (!t) throw AppException.notFound(PARTNER_MESSAGES.templateMissing);
    if (t.state !== 'pending') throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.claimNotReviewable);
    if (decision === 'reject' && !note.trim()) throw AppException.invalid([{ field: 'note', message: '请填写驳回原因' }]);
    const view = (await this.templates.withTitles([t]))[0];
    if (decision === 'approve' && view.info) {
      const d = await this.problems.detail(t.problemId);
      await this.problems.update(t.problemId, {
        no: d.no,
        title: d.title,
        category_id: d.category_id ?? undefined,
        level: d.level,
        time_limit: d.time_limit,
        memory_limit: d.memory_limit,
        acm_content: view.info.statement_acm,
        tpl_content: view.info.statement_tpl,
        tpl_signature: view.info.tpl_signature || undefined,
        samples: JSON.stringify(d.samples),
        checker_id: d.checker_id ?? undefined,
        visible: d.visible ? 1 : 0,
        free: d.free ? 1 : 0,
        tags: view.info.tags ?? d.tags,
      });
    }
    const res = await repo.update({ id, state: 'pending' }, { state: decision === 'approve' ? 'approved' : 'rejected', reviewNote: note, reviewedAt: this.clock.now() });
    if (!res.affected) throw new AppException(ApiCode.CONFLICT, PARTNER_MESSAGES.claimNotReviewable);
    await this.audit.record(actorUid, 'partner_template', id, decision, { state: t.state }, { state: decision === 'approve' ? 'approved' : 'rejected', review_note: note });
    return this.templateDetail(id);
  }

  // ------------------------------------------------------------ migrations

  migrations(q: MigrationListDto): Promise<Page<MigrationView>> {
    return adminPage(this.ds.getRepository(MigrationEntity).createQueryBuilder('g'), MIGRATION_LIST, q, toMigrationView);
  }

  /**
   * Moves a partner's promotions and whole balance to another account in one transaction, with
   * the migration record as the audit line. The target becomes a partner with the same roles and
   * permits when it is not one yet.
   */
  async migrate(adminUid: string, fromUid: string, toUid: string, reason: string): Promise<MigrationView> {
    if (fromUid === toUid) throw AppException.invalid([{ field: 'to_uid', message: PARTNER_MESSAGES.selfMigration }]);
    if (!(await this.ds.getRepository(UserEntity).existsBy({ uid: toUid }))) throw AppException.invalid([{ field: 'to_uid', message: '目标用户不存在' }]);
    const view = await inTransaction(this.ds, async (em) => {
      const partners = em.getRepository(PartnerEntity);
      const from = await partners.findOne({ where: { uid: fromUid }, ...forUpdate(em) });
      if (!from) throw AppException.invalid([{ field: 'from_uid', message: PARTNER_MESSAGES.notPartner }]);
      const to = await partners.findOne({ where: { uid: toUid }, ...forUpdate(em) });
      if (!to) {
        await partners.insert({ uid: toUid, status: from.status, roles: from.roles, langPermits: from.langPermits, productPermits: from.productPermits, note: `由 ${fromUid} 迁移` });
        await em.getRepository(UserEntity).update({ uid: toUid }, { isPartner: from.status === 'active' });
      } else {
        const merged = (a: string, b: string) => [...new Set([...a.split(','), ...b.split(',')].filter(Boolean))].join(',');
        await partners.update({ id: to.id }, { productPermits: merged(to.productPermits, from.productPermits), roles: merged(to.roles, from.roles) });
      }
      const moved = await em.getRepository(PromotionEntity).update({ uid: fromUid }, { uid: toUid });
      const m = await em.getRepository(MigrationEntity).save(em.getRepository(MigrationEntity).create({ fromUid, toUid, promotions: moved.affected ?? 0, balanceFen: 0, reason, adminUid }));
      const amount = await this.ledger.moveBalance(em, m.id, fromUid, toUid);
      await em.getRepository(MigrationEntity).update({ id: m.id }, { balanceFen: amount });
      const view = toMigrationView({ ...m, balanceFen: amount });
      // the audit line of SPEC §3 migration: who moved what, committed with the move
      await this.audit.record(adminUid, 'partner_migration', m.id, 'migrate', { uid: fromUid }, view, em);
      return view;
    });
    await this.sessions.dropUser(toUid);
    return view;
  }

  private async rows(rows: PartnerEntity[]): Promise<AdminPartnerRow[]> {
    const users = rows.length ? await this.ds.getRepository(UserEntity).findBy({ uid: In(rows.map((r) => r.uid)) }) : [];
    const byUid = new Map(users.map((u) => [u.uid, u]));
    const balances = await this.ledger.balances(rows.map((r) => r.uid));
    return rows.map((r) => {
      const p = partnerOf(r);
      return {
        uid: r.uid,
        nick_name: byUid.get(r.uid)?.nickName ?? '',
        telephone: byUid.get(r.uid)?.telephone ?? '',
        status: r.status,
        roles: p.roles,
        lang_permits: p.langs,
        product_permits: p.products,
        note: r.note,
        balance: balances.get(r.uid)!,
        created_at: r.createdAt.toISOString(),
      };
    });
  }
}
