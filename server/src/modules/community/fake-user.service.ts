import { Injectable } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { DataSource, In, Repository } from 'typeorm';
import type { Page } from '../../../../types/api';
import { COMMUNITY_ADMIN_MESSAGES, FAKE_USER_VIP_DAYS, type FakeUserRow } from '../../../../types/community-admin';
import type { SessionInfo } from '../../../../types/user';
import { applyAdminList } from '../../common/admin-list/admin-list';
import { AppException } from '../../common/app-exception';
import { pageArgs } from '../../common/page.dto';
import type { Caller } from '../../common/request-context';
import { inTransaction } from '../../database/transaction';
import { TokenService } from '../auth/token.service';
import { PermitService } from '../commerce/permit.service';
import { StorageService } from '../storage/storage.service';
import { UserEntity } from '../user/entities/user.entity';
import { OSS_PREFIX } from '../user/user.mapper';
import { UserPresenter } from '../user/user.presenter';
import type { FakeUserAddDto } from './community-admin.dto';
import { FakeUserEntity } from './entities/robot.entity';
import { FAKE_USER_LIST, type FakeUserListDto } from './robot-list.dto';

/**
 * Fake users (SPEC §3): accounts the team posts with. Deleting one takes it out of the pool and
 * ends its VIP; the account stays so what it posted keeps an author.
 */
@Injectable()
export class FakeUserService {
  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    @InjectRepository(FakeUserEntity) private readonly fakes: Repository<FakeUserEntity>,
    private readonly permits: PermitService,
    private readonly tokens: TokenService,
    private readonly storage: StorageService,
    private readonly presenter: UserPresenter,
  ) {}

  async add(admin: Caller, dto: FakeUserAddDto): Promise<FakeUserRow> {
    const head = this.headImage(dto.head_img_url?.trim() ?? '', admin.uid);
    const grantVip = dto.grant_vip === 1;
    const { user, fake } = await inTransaction(this.ds, async (em) => {
      const user = await em.getRepository(UserEntity).save(em.getRepository(UserEntity).create({ nickName: dto.nick_name.trim(), headImgUrl: head }));
      const fake = await em.getRepository(FakeUserEntity).save({ uid: user.uid, grantVip, createdBy: admin.uid });
      if (grantVip) await this.permits.grant(user.uid, { kind: 'vip' }, FAKE_USER_VIP_DAYS, `admin:${admin.uid}`, em);
      return { user, fake };
    });
    return this.row(user, fake);
  }

  async remove(uid: string): Promise<null> {
    const fake = await this.fakes.findOneBy({ uid });
    if (!fake) throw AppException.notFound(COMMUNITY_ADMIN_MESSAGES.fakeUserMissing);
    await inTransaction(this.ds, async (em) => {
      await em.getRepository(FakeUserEntity).delete({ uid });
      if (fake.grantVip) await this.permits.revoke(uid, { kind: 'vip' }, em);
    });
    return null;
  }

  /** A session as the fake user, so an admin can post and reply in the app as them. */
  async loginAs(uid: string): Promise<SessionInfo> {
    const fake = await this.fakes.findOneBy({ uid });
    const user = fake ? await this.ds.getRepository(UserEntity).findOneBy({ uid }) : null;
    if (!user) throw AppException.notFound(COMMUNITY_ADMIN_MESSAGES.fakeUserMissing);
    return this.tokens.issue(user, 'fake');
  }

  async list(q: FakeUserListDto): Promise<Page<FakeUserRow>> {
    const qb = applyAdminList(this.fakes.createQueryBuilder('f'), FAKE_USER_LIST, q);
    // the key (uid) breaks ties the way the sort runs: the contract's tie-breaker is an id column, which this table lacks
    qb.addOrderBy('f.uid', Object.values(qb.expressionMap.orderBys)[0] === 'ASC' ? 'ASC' : 'DESC');
    const [fakes, total] = await qb.getManyAndCount();
    const { page_no, page_size } = pageArgs(q);
    return { list: await this.rows(fakes), total, page_no, page_size };
  }

  /** `count` distinct fake users at random (robot jobs, virtual posts). */
  async random(count: number): Promise<FakeUserRow[]> {
    const all = await this.fakes.find({ select: { uid: true, grantVip: true, createdAt: true, createdBy: true } });
    for (let i = all.length - 1; i > 0; i--) {
      const j = Math.floor(Math.random() * (i + 1));
      [all[i], all[j]] = [all[j], all[i]];
    }
    return this.rows(all.slice(0, count));
  }

  private async rows(fakes: FakeUserEntity[]): Promise<FakeUserRow[]> {
    const users = fakes.length ? await this.ds.getRepository(UserEntity).findBy({ uid: In(fakes.map((f) => f.uid)) }) : [];
    const byUid = new Map(users.map((u) => [u.uid, u]));
    return fakes.filter((f) => byUid.has(f.uid)).map((f) => this.row(byUid.get(f.uid)!, f));
  }

  private row(u: UserEntity, f: FakeUserEntity): FakeUserRow {
    return { uid: u.uid, nick_name: u.nickName, head_img_url: this.presenter.headImage(u.headImgUrl), grant_vip: f.grantVip, created_at: f.createdAt.toISOString() };
  }

  /** Our own upload becomes a stored key (signed on read); otherwise only an https image url. */
  private headImage(url: string, adminUid: string): string {
    if (!url) return '';
    const key = this.storage.ownsUrl(url, adminUid);
    if (key) return `${OSS_PREFIX}${key}`;
    if (/^https:\/\/[^\s"'<>]+$/.test(url)) return url;
    throw AppException.invalid([{ field: 'head_img_url', message: '头像须为上传的图片或 https 图片链接' }]);
  }
}
