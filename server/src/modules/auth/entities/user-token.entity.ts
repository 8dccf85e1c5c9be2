import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, DateCol, IdCol, RefCol } from '../../../database/columns';

/** A sign-in session. Only the SHA-256 of the token is stored. */
@Entity('user_tokens')
export class UserTokenEntity {
  @IdCol()
  id: string;

  @Index('idx_user_tokens_uid')
  @RefCol()
  uid: string;

  @Index('uq_user_tokens_hash', { unique: true })
  @Column({ type: 'varchar', length: 64, name: 'token_hash' })
  tokenHash: string;

  @DateCol({ name: 'expires_at' })
  expiresAt: Date;

  /** how the session was created: dev, sms, qr, mp */
  @Column({ type: 'varchar', length: 16, default: 'dev' })
  via: string;

  @CreatedAt()
  createdAt: Date;
}
