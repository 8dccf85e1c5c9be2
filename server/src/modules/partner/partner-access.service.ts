import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import type { JudgeLang } from '../../../../types/judge';
import { PARTNER_MESSAGES, PartnerMe, PartnerRole, PartnerStatus } from '../../../../types/partner';
import { AppException } from '../../common/app-exception';
import { PartnerEntity } from './entities/partner.entity';

export interface ActivePartner {
  uid: string;
  status: PartnerStatus;
  roles: PartnerRole[];
  langs: JudgeLang[];
  products: string[];
}

export const splitList = (s: string): string[] => s.split(',').map((x) => x.trim()).filter(Boolean);

export function partnerOf(p: PartnerEntity): ActivePartner {
  return { uid: p.uid, status: p.status, roles: splitList(p.roles) as PartnerRole[], langs: splitList(p.langPermits) as JudgeLang[], products: splitList(p.productPermits) };
}

export function toPartnerMe(p: ActivePartner): PartnerMe {
  return { uid: p.uid, status: p.status, roles: p.roles, lang_permits: p.langs, product_permits: p.products };
}

/** Partner status, roles and permits: read on every partner call (never cached in the session). */
@Injectable()
export class PartnerAccessService {
  constructor(@InjectDataSource() private readonly ds: DataSource) {}

  async find(uid: string, em: EntityManager = this.ds.manager): Promise<PartnerEntity | null> {
    return em.getRepository(PartnerEntity).findOneBy({ uid });
  }

  /** An active partner (with the role, when one is named), else 4003 with the reason. */
  async requireActive(uid: string, role?: PartnerRole): Promise<ActivePartner> {
    const row = await this.find(uid);
    if (!row || row.status === 'pending') throw AppException.forbidden(PARTNER_MESSAGES.notPartner);
    if (row.status === 'suspended') throw AppException.forbidden(PARTNER_MESSAGES.suspended);
    const p = partnerOf(row);
    if (role && !p.roles.includes(role)) throw AppException.forbidden(PARTNER_MESSAGES.roleRequired);
    return p;
  }

  /** Whether a promoter may earn now (active with the promoter role). */
  async canEarn(uid: string, em: EntityManager): Promise<boolean> {
    const row = await this.find(uid, em);
    return !!row && row.status === 'active' && splitList(row.roles).includes('promoter');
  }
}
