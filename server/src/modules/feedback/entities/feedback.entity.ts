import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Flag, IdCol, RefCol } from '../../../database/columns';

@Entity('feedback')
@Index('idx_feedback_handled_id', ['handled', 'id'])
export class FeedbackEntity {
  @IdCol()
  id: string;

  @RefCol()
  uid: string;

  @Column({ type: 'varchar', length: 1000 })
  content: string;

  @Column({ type: 'varchar', length: 50, default: '' })
  contact: string;

  @Column({ type: 'varchar', length: 200, default: '' })
  page: string;

  /** h5 or weapp, from the client-type header */
  @Column({ type: 'varchar', length: 16, name: 'client_type', default: '' })
  clientType: string;

  @Flag('handled')
  handled: boolean;

  @CreatedAt()
  createdAt: Date;
}
