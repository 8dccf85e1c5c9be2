import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { randomBytes } from 'node:crypto';
import { DataSource } from 'typeorm';
import { ApiCode, type Page } from '../../../../types/api';
import { MIGRATE_MESSAGES, MIGRATE_TICKET_TTL_MS, type AccountMigrationView, type MigrateAccount, type MigrateCounts, type MigrateMethod, type MigratePreview } from '../../../../types/migrate';
import { adminPage } from '../../common/admin-list/admin-list';
import { AppException } from '../../common/app-exception';
import { KV_STORE, KvStore } from '../../common/kv/kv-store';
import { forUpdate, inTransaction } from '../../database/transaction';
import { SmsCodeService } from '../auth/sms-code.service';
import { OrderEntity } from '../commerce/entities/order.entity';
import { UserEntity } from '../user/entities/user.entity';
import { QrLoginService } from '../wxlogin/qr-login.service';
import { countOwned, mergeOwned, sharedRecords } from './account-merge';
import { SessionCache } from '../../common/session-cache';
import { ACCOUNT_MIGRATION_LIST, type AccountMigrationListDto } from './migration.dto';
import { AccountMigrationEntity } from './entities/account-migration.entity';

interface Ticket {
  from: string;
  to: string;
  method: MigrateMethod;
}

const mask = (phone: string | null) => (phone ? `${phone.slice(0, 3)}****${phone.slice(-4)}` : '');
const hasWechat = (u: UserEntity) => Boolean(u.unionid || u.mpOpenid || u.oaOpenid);
const account = (u: UserEntity): MigrateAccount => ({ uid: u.uid, nick_name: u.nickName, telephone: mask(u.telephone), wechat: hasWechat(u) });
const view = (m: AccountMigrationEntity): AccountMigrationView => ({
  id: m.id,
  from_uid: m.fromUid,
  to_uid: m.toUid,
  method: m.method,
  counts: JSON.parse(m.counts) as MigrateCounts,
  created_at: m.createdAt.toISOString(),
});

/**
 * Account migration: the signed-in user proves an old account (SMS code to its phone, or a WeChat
 * scan), sees what would move, and merges it in one transaction that also records the migration.
 */
@Injectable()
export class MigrationService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @Inject(KV_STORE) private readonly kv: KvStore,
    private readonly codes: SmsCodeService,
    private readonly qr: QrLoginService,
    private readonly sessions: SessionCache,
  ) {}

  async verifySms(to: string, telephone: string, code: string, ip: string): Promise<MigratePreview> {
    await this.codes.verify(telephone, code, ip);
    const from = await this.ds.getRepository(UserEntity).findOneBy({ telephone });
    if (!from) throw AppException.notFound(MIGRATE_MESSAGES.noAccount);
    return this.open(from, to, 'sms');
  }

  async verifyWechat(to: string, code: string, ip: string): Promise<MigratePreview> {
    const from = await this.qr.claim(code, ip);
    return this.open(from, to, 'wechat');
  }

  private async open(from: UserEntity, to: string, method: MigrateMethod): Promise<MigratePreview> {
    if (from.uid === to) throw AppException.invalid([{ field: 'account', message: MIGRATE_MESSAGES.self }], MIGRATE_MESSAGES.self);
    const current = await this.ds.getRepository(UserEntity).findOneBy({ uid: to });
    if (!current) throw AppException.unauthorized();
    const ticket = randomBytes(18).toString('base64url');
    await this.kv.set(`migrate:${ticket}`, JSON.stringify({ from: from.uid, to, method } satisfies Ticket), MIGRATE_TICKET_TTL_MS);
    return {
      ticket,
      from: account(from),
      to: account(current),
      counts: await countOwned(this.ds.manager, from.uid),
      conflicts: await this.conflicts(from, current),
      notes: this.notes(from, current),
      expires_at: new Date(Date.now() + MIGRATE_TICKET_TTL_MS).toISOString(),
    };
  }

  /** What cannot merge: the merge is refused while any holds. */
  private async conflicts(from: UserEntity, to: UserEntity): Promise<string[]> {
    const out: string[] = [];
    if (from.isAdmin) out.push(MIGRATE_MESSAGES.admin);
    if (from.isPartner) out.push(MIGRATE_MESSAGES.partner);
    const orders = this.ds.getRepository(OrderEntity);
    if (await orders.existsBy({ uid: from.uid, state: 'unpaid' })) out.push(MIGRATE_MESSAGES.unpaidOld);
    if (await orders.existsBy({ uid: to.uid, state: 'unpaid' })) out.push(MIGRATE_MESSAGES.unpaidCurrent);
    const wechat = (u: UserEntity) => [u.unionid, u.mpOpenid, u.oaOpenid];
    const clash = hasWechat(from) && hasWechat(to) && wechat(from).some((v, i) => v && wechat(to)[i] && v !== wechat(to)[i]);
    if (clash) out.push(MIGRATE_MESSAGES.bothWechat);
    const shared = await sharedRecords(this.ds.manager, from.uid, to.uid);
    if (shared.exams) out.push(MIGRATE_MESSAGES.sameExam);
    if (shared.camps) out.push(MIGRATE_MESSAGES.sameCamp);
    return out;
  }

  private notes(from: UserEntity, to: UserEntity): string[] {
    const notes = ['旧账号将退出所有登录，之后无法再单独登录'];
    if (from.telephone && !to.telephone) notes.push(`手机号 ${mask(from.telephone)} 将绑定到当前账号`);
    if (from.telephone && to.telephone) notes.push(`当前账号保留手机号 ${mask(to.telephone)}，旧手机号 ${mask(from.telephone)} 将解除绑定`);
    if (hasWechat(from) && !hasWechat(to)) notes.push('旧账号绑定的微信将改为绑定当前账号');
    return notes;
  }

  async merge(to: string, ticketId: string): Promise<AccountMigrationView> {
    // one use: of two merges with the same ticket only the first passes
    if ((await this.kv.incr(`migrate:used:${ticketId}`, MIGRATE_TICKET_TTL_MS)) > 1) throw this.expired();
    const raw = await this.kv.get(`migrate:${ticketId}`);
    if (!raw) throw this.expired();
    const t = JSON.parse(raw) as Ticket;
    if (t.to !== to) throw this.expired();
    await this.kv.del(`migrate:${ticketId}`);
    const merged = await inTransaction(this.ds, async (em) => {
      const users = em.getRepository(UserEntity);
      const from = await users.findOne({ where: { uid: t.from }, ...forUpdate(em) });
      const current = await users.findOne({ where: { uid: t.to }, ...forUpdate(em) });
      if (!from || !current) throw AppException.notFound('账号不存在');
      // checked again under the locks: an order may have been created since the preview
      const conflicts = await this.conflicts(from, current);
      if (conflicts.length) throw new AppException(ApiCode.CONFLICT, conflicts[0]);
      const counts = await countOwned(em, from.uid);
      await mergeOwned(em, from.uid, current.uid);
      // identities: the old account's move over where the current one has none; unique columns are cleared first
      const patch: Partial<UserEntity> = {};
      if (from.telephone && !current.telephone) patch.telephone = from.telephone;
      if (!hasWechat(current)) Object.assign(patch, { unionid: from.unionid, mpOpenid: from.mpOpenid, oaOpenid: from.oaOpenid, bindFwh: from.bindFwh || current.bindFwh });
      await users.update({ uid: from.uid }, { telephone: null, unionid: null, mpOpenid: null, oaOpenid: null, bindFwh: false, nickName: `${from.nickName.slice(0, 40)}（已迁移）` });
      if (Object.keys(patch).length) await users.update({ uid: current.uid }, patch);
      const saved = await em.getRepository(AccountMigrationEntity).save({ fromUid: from.uid, toUid: current.uid, method: t.method, counts: JSON.stringify(counts) });
      return view(saved);
    });
    // the old account was signed out and the current one may have gained a phone: every instance forgets both
    await this.sessions.dropUser(t.from);
    await this.sessions.dropUser(t.to);
    return merged;
  }

  private expired(): AppException {
    return new AppException(ApiCode.INVALID, MIGRATE_MESSAGES.ticket, [{ field: 'ticket', message: MIGRATE_MESSAGES.ticket }]);
  }

  async mine(uid: string): Promise<AccountMigrationView[]> {
    const rows = await this.ds.getRepository(AccountMigrationEntity).find({ where: { toUid: uid }, order: { id: 'DESC' }, take: 50 });
    return rows.map(view);
  }

  adminList(q: AccountMigrationListDto): Promise<Page<AccountMigrationView>> {
    return adminPage(this.ds.getRepository(AccountMigrationEntity).createQueryBuilder('m'), ACCOUNT_MIGRATION_LIST, q, view);
  }
}
