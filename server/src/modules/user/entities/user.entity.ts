import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Flag, IdCol, UpdatedAt } from '../../../database/columns';

@Entity('users')
@Index('idx_users_created', ['createdAt'])
export class UserEntity {
  /** big ids travel as strings */
  @IdCol()
  uid: string;

  @Column({ type: 'varchar', length: 64, name: 'nick_name' })
  nickName: string;

  @Column({ type: 'varchar', length: 512, name: 'head_img_url', default: '' })
  headImgUrl: string;

  @Index('uq_users_telephone', { unique: true })
  @Column({ type: 'varchar', length: 20, nullable: true })
  telephone: string | null;

  /** WeChat open platform id: the same person across the mini-program and the official account */
  @Index('uq_users_unionid', { unique: true })
  @Column({ type: 'varchar', length: 64, nullable: true })
  unionid: string | null;

  /** openid in the mini-program */
  @Index('uq_users_mp_openid', { unique: true })
  @Column({ type: 'varchar', length: 64, name: 'mp_openid', nullable: true })
  mpOpenid: string | null;

  /** openid in the official account (QR sign-in, bindFwh) */
  @Index('uq_users_oa_openid', { unique: true })
  @Column({ type: 'varchar', length: 64, name: 'oa_openid', nullable: true })
  oaOpenid: string | null;

  @Flag('is_admin')
  isAdmin: boolean;

  @Flag('is_partner')
  isPartner: boolean;

  /** follows the official account (SPEC §3 bindFwh) */
  @Flag('bind_fwh')
  bindFwh: boolean;

  @CreatedAt()
  createdAt: Date;

  @UpdatedAt()
  updatedAt: Date;
}
