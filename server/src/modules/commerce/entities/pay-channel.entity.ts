import { Column, Entity } from 'typeorm';
import { Flag } from '../../../database/columns';
import type { PayChannelCode, PayPlatformCode } from '../../../../../types/commerce';

/** A way to pay offered to buyers; admins switch channels on and off and order them. */
@Entity('pay_channels')
export class PayChannelEntity {
  @Column({ type: 'varchar', length: 16, primary: true })
  code: PayChannelCode;

  @Column({ type: 'varchar', length: 32 })
  name: string;

  @Column({ type: 'varchar', length: 16 })
  platform: PayPlatformCode;

  /** comma-separated PayClient values */
  @Column({ type: 'varchar', length: 40 })
  clients: string;

  @Flag('enabled')
  enabled: boolean;

  @Column({ type: 'integer', default: 0 })
  sort: number;
}
