import { Injectable, OnModuleInit } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import {
  CATE_ATTACHMENT,
  COMMUNITY_MESSAGES,
  CONTENT_TYPES,
  ContentType,
  LEARNER_CONTENT_TYPES,
  PRIVATE_CONTENT_TYPES,
} from '../../../../types/community';
import { decodeCate } from '../../../../types/encoded-id';
import { AppException } from '../../common/app-exception';
import type { Caller } from '../../common/request-context';
import { PermitService } from '../commerce/permit.service';
import { DiscuzEntity, DiscuzTagEntity } from './entities/discuz.entity';
import type { TopicEntity } from './entities/topic.entity';

export interface Cate {
  cateType: ContentType;
  cateId: string;
  subCateId: string;
}

export interface CateInput {
  cate?: string;
  cate_type?: number;
  cate_id?: string;
  sub_cate_id?: string;
}

const invalidCate = () => AppException.invalid([{ field: 'cate', message: COMMUNITY_MESSAGES.cateInvalid }]);

/**
 * Who may see and post where (SPEC §6 "topic viewing has a permit check"): the commerce
 * PermitService decides for topics on courses and problems; notes are their author's alone;
 * admins see everything.
 */
@Injectable()
export class TopicAccessService implements OnModuleInit {
  constructor(
    private readonly permits: PermitService,
    @InjectRepository(DiscuzEntity) private readonly discuz: Repository<DiscuzEntity>,
    @InjectRepository(DiscuzTagEntity) private readonly tags: Repository<DiscuzTagEntity>,
  ) {}

  onModuleInit(): void {
    for (const [type, attached] of Object.entries(CATE_ATTACHMENT)) this.permits.registerTopicCategory(Number(type), attached);
  }

  /** The encoded id wins over the three fields; null when neither is given. */
  resolve(input: CateInput): Cate | null {
    if (input.cate) {
      const ref = decodeCate(input.cate);
      if (!ref || !CONTENT_TYPES.includes(ref.cate_type)) throw invalidCate();
      return { cateType: ref.cate_type, cateId: ref.cate_id, subCateId: ref.sub_cate_id };
    }
    if (input.cate_type === undefined) return null;
    return { cateType: input.cate_type as ContentType, cateId: input.cate_id ?? '0', subCateId: input.sub_cate_id ?? '0' };
  }

  /** May `viewer` see topics of this cate at all (list or detail)? */
  async mayView(viewer: Caller, cate: Cate): Promise<boolean> {
    if (viewer.admin) return true;
    if (!CATE_ATTACHMENT[cate.cateType]) return true;
    return (await this.permits.topicPermit(viewer.uid, cate.cateType, cate.cateId)).granted;
  }

  async assertView(viewer: Caller, topic: TopicEntity): Promise<void> {
    if (viewer.admin || topic.uid === viewer.uid) return;
    if (PRIVATE_CONTENT_TYPES.includes(topic.cateType)) throw AppException.forbidden(COMMUNITY_MESSAGES.noTopicPermit);
    if (!(await this.mayView(viewer, { cateType: topic.cateType, cateId: topic.cateId, subCateId: topic.subCateId }))) {
      throw AppException.forbidden(COMMUNITY_MESSAGES.noTopicPermit);
    }
  }

  /** assertView() when it needs no permit read: true when it would pass, false when it cannot tell. */
  mayViewAtOnce(viewer: Caller, topic: Readonly<TopicEntity>): boolean {
    return viewer.admin || topic.uid === viewer.uid || (!PRIVATE_CONTENT_TYPES.includes(topic.cateType) && !CATE_ATTACHMENT[topic.cateType as ContentType]);
  }

  /** Posting: learners only in their content types, with the permit, on an open board and its own tag. */
  async assertPost(caller: Caller, cate: Cate): Promise<void> {
    if (!caller.admin && !LEARNER_CONTENT_TYPES.includes(cate.cateType)) throw AppException.forbidden(COMMUNITY_MESSAGES.cateForbidden);
    if (cate.cateType === ContentType.DISCUSSION) {
      const board = cate.cateId !== '0' ? await this.discuz.findOneBy({ id: cate.cateId }) : null;
      if (!board || (!board.enabled && !caller.admin)) throw AppException.invalid([{ field: 'cate', message: COMMUNITY_MESSAGES.discuzMissing }]);
      if (cate.subCateId !== '0' && !(await this.tags.existsBy({ id: cate.subCateId, discuzId: board.id }))) throw invalidCate();
    }
    if (!(await this.mayView(caller, cate))) throw AppException.forbidden(COMMUNITY_MESSAGES.noTopicPermit);
  }
}
