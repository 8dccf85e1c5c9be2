import { Column, Entity } from 'typeorm';
import { Flag } from '../../../database/columns';
import type { PayPlatformCode } from '../../../../../types/commerce';

/** An account that takes the money. Keys live in the environment, never in the database. */
@Entity('pay_platforms')
export class PayPlatformEntity {
  @Column({ type: 'varchar', length: 16, primary: true })
  code: PayPlatformCode;

  @Column({ type: 'varchar', length: 32 })
  name: string;

  @Flag('enabled')
  enabled: boolean;
}
