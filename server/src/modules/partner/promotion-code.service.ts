import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { WECHAT_MESSAGES } from '../../../../types/auth';
import { PARTNER_MESSAGES, PromotionMpCode } from '../../../../types/partner';
import { AppException } from '../../common/app-exception';
import { WechatMpClient } from '../../providers/wechat/wechat-mp.client';
import { StorageService } from '../storage/storage.service';
import { PromotionEntity } from './entities/promotion.entity';
import { MP_LANDING, PromotionService } from './promotion.service';

/** Pixels of the mini-program code (WeChat allows 280-1280). */
const WXACODE_WIDTH = 430;

/**
 * A promotion's mini-program code: asked from WeChat once (getwxacodeunlimit, the promotion code
 * as `scene`), kept in storage per promotion, code and build, and served as a signed URL. WeChat
 * counts these calls, so a stored image is never fetched again; a changed code gets a new image.
 */
@Injectable()
export class PromotionCodeService {
  /** one WeChat call per image and process at a time */
  private readonly inflight = new Map<string, Promise<void>>();

  constructor(
    @InjectDataSource() private readonly ds: DataSource,
    private readonly wechat: WechatMpClient,
    private readonly storage: StorageService,
    private readonly promotions: PromotionService,
  ) {}

  /** A partner's own promotion only (a foreign one answers 4004 like a missing one). */
  async mine(uid: string, pmid: string): Promise<PromotionMpCode> {
    return this.codeOf(await this.promotions.own(uid, pmid));
  }

  /** The console: any promotion. */
  async any(pmid: string): Promise<PromotionMpCode> {
    const row = await this.ds.getRepository(PromotionEntity).findOneBy({ id: pmid });
    if (!row) throw AppException.notFound(PARTNER_MESSAGES.promotionMissing);
    return this.codeOf(row);
  }

  private async codeOf(row: PromotionEntity): Promise<PromotionMpCode> {
    const { envVersion, checkPath } = this.wechat.codeEnv;
    // the code may start with "-", which no key segment may: it goes after the build's name
    const key = `partner/wxacode/${row.id}/${envVersion}-${row.code}.png`;
    if (!(await this.storage.provider.head(key).catch(() => null))) {
      let pending = this.inflight.get(key);
      if (!pending) {
        pending = (async () => {
          const png = await this.wechat.wxaCode({ scene: row.code, page: MP_LANDING, checkPath, envVersion, width: WXACODE_WIDTH });
          await this.storage.put(key, png, 'image/png', WECHAT_MESSAGES.wxacodeFailed);
        })().finally(() => this.inflight.delete(key));
        this.inflight.set(key, pending);
      }
      await pending;
    }
    return { pmid: row.id, ...this.storage.signedUrl(key), scene: row.code, page: MP_LANDING };
  }
}
