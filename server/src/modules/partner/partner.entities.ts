import { LedgerEntryEntity, MigrationEntity, PayoutEntity, ProgramEntity } from './entities/ledger.entity';
import { PartnerEntity } from './entities/partner.entity';
import { AttributionEntity, PromotionEntity, TouchEntity } from './entities/promotion.entity';
import { ClaimEntity, TaskEntity } from './entities/task.entity';
import { TemplateEntity } from './entities/template.entity';

/** Every entity of the partner area (listed once in database/entities.ts). */
export const PARTNER_ENTITIES = [
  PartnerEntity,
  PromotionEntity,
  TouchEntity,
  AttributionEntity,
  LedgerEntryEntity,
  PayoutEntity,
  ProgramEntity,
  MigrationEntity,
  TaskEntity,
  ClaimEntity,
  TemplateEntity,
];
