import { Column, Entity, Index } from 'typeorm';
import { CreatedAt, Flag, IdCol, RefCol } from '../../../database/columns';

/** A video of the library: an object in storage (plus an optional HLS playlist next to it). */
@Entity('videos')
@Index('idx_videos_group', ['groupId'])
export class VideoEntity {
  @IdCol('video_id')
  id: string;

  @RefCol({ name: 'group_id', nullable: true })
  groupId: string | null;

  @Column({ type: 'varchar', length: 80 })
  title: string;

  /** storage key of the mp4/webm file ('' when only HLS exists) */
  @Column({ type: 'varchar', length: 512, name: 'object_key', default: '' })
  key: string;

  @Column({ type: 'varchar', length: 512, name: 'hls_key', default: '' })
  hlsKey: string;

  @Column({ type: 'integer', default: 0 })
  size: number;

  @Column({ type: 'varchar', length: 64, name: 'content_type', default: '' })
  contentType: string;

  /** seconds */
  @Column({ type: 'integer', default: 0 })
  duration: number;

  /** anyone may play it: the homepage and VIP intro videos */
  @Flag('is_public')
  isPublic: boolean;

  @Column({ type: 'varchar', length: 20, name: 'uploader_uid', default: '' })
  uploaderUid: string;

  @CreatedAt()
  createdAt: Date;
}
