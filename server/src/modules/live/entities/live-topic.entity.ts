import { Column, Entity, Index } from 'typeorm';
import { Flag, IdCol, RefCol } from '../../../database/columns';

/** A proposed topic for a coming live lesson; learners vote for what they want covered (直播选题). */
@Entity('live_topics')
@Index('idx_live_topics_subject', ['subjectId'])
export class LiveTopicEntity {
  @IdCol('id')
  id: string;

  @RefCol({ name: 'subject_id' })
  subjectId: string;

  @Column({ type: 'varchar', length: 60 })
  title: string;

  @Column({ type: 'varchar', length: 2000, default: '' })
  description: string;

  @Column({ type: 'integer', name: 'vote_count', default: 0 })
  voteCount: number;

  @Flag('chosen')
  chosen: boolean;
}

@Entity('live_topic_votes')
@Index('uq_live_topic_votes', ['topicId', 'uid'], { unique: true })
export class LiveTopicVoteEntity {
  @IdCol('id')
  id: string;

  @RefCol({ name: 'topic_id' })
  topicId: string;

  @Column({ type: 'varchar', length: 20 })
  uid: string;
}
